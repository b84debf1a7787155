import type {
  adminSiteSettingsSchema,
  adminSiteSettingsUpdateSchema,
  integrationsSchema,
  integrationTestResultSchema,
} from "#contracts/admin-settings.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const adminSettingsApi = {
  settings: endpoint("GET", "/api/admin/settings").returns<Out<typeof adminSiteSettingsSchema>>(),
  updateSettings: endpoint("PUT", "/api/admin/settings")
    .body<In<typeof adminSiteSettingsUpdateSchema>>()
    .returns<Out<typeof adminSiteSettingsSchema>>(),
  integrations: endpoint("GET", "/api/admin/integrations").returns<Out<typeof integrationsSchema>>(),
  testIntegration: endpoint("POST", "/api/admin/integrations/:name/test").returns<
    Out<typeof integrationTestResultSchema>
  >(),
};
