import type {
  campaignAnalyticsSchema,
  newsletterAnalyticsExportSchema,
  newsletterAnalyticsQuerySchema,
  newsletterAnalyticsSchema,
} from "#contracts/newsletter-analytics.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

// The admin's newsletter analytics (issue 22), admins only.
export const newsletterAnalyticsApi = {
  overview: endpoint("GET", "/api/admin/newsletter/analytics")
    .query<Query<typeof newsletterAnalyticsQuerySchema>>()
    .returns<Out<typeof newsletterAnalyticsSchema>>(),
  campaign: endpoint("GET", "/api/admin/newsletter/campaigns/:id/analytics").returns<
    Out<typeof campaignAnalyticsSchema>
  >(),
  /** One report of the overview as CSV. */
  exportCsv: endpoint("GET", "/api/admin/newsletter/analytics/export")
    .query<Query<typeof newsletterAnalyticsExportSchema>>()
    .returns<string>(),
};
