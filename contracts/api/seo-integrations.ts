import type { seoIntegrationsSchema, seoIntegrationTestResultSchema } from "#contracts/seo-integrations.ts";
import { endpoint, type Out } from "./endpoint.ts";

// SEO Settings' integrations (issue 20): contracts/seo-integrations.ts has the shapes.
export const seoIntegrationsApi = {
  list: endpoint("GET", "/api/seo/integrations").returns<Out<typeof seoIntegrationsSchema>>(),
  test: endpoint("POST", "/api/seo/integrations/:name/test").returns<
    Out<typeof seoIntegrationTestResultSchema>
  >(),
};
