import type {
  analyticsExportQuerySchema,
  analyticsOverviewSchema,
  analyticsRangeSchema,
} from "#contracts/seo-analytics.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

// The SEO workbench's Analytics page (issue 20): contracts/seo-analytics.ts has the shapes.
export const seoAnalyticsApi = {
  overview: endpoint("GET", "/api/seo/analytics")
    .query<Query<typeof analyticsRangeSchema>>()
    .returns<Out<typeof analyticsOverviewSchema>>(),
  /** A CSV file (text/csv), not JSON: the page links to it. */
  export: endpoint("GET", "/api/seo/analytics/export")
    .query<Query<typeof analyticsExportQuerySchema>>()
    .returns<string>(),
};
