import type { semrushInsightsSchema } from "#contracts/seo-semrush.ts";
import { endpoint, type Out } from "./endpoint.ts";

// SEMrush Insights (issue 20): contracts/seo-semrush.ts has the shapes.
export const seoSemrushApi = {
  insights: endpoint("GET", "/api/seo/semrush").returns<Out<typeof semrushInsightsSchema>>(),
  refresh: endpoint("POST", "/api/seo/semrush/refresh").returns<Out<typeof semrushInsightsSchema>>(),
};
