import type {
  auditFindingsPageSchema,
  auditFindingsQuerySchema,
  auditOverviewSchema,
  auditRunSchema,
} from "#contracts/seo-audit.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

// Content Audit (issue 20): contracts/seo-audit.ts has the shapes.
export const seoAuditApi = {
  overview: endpoint("GET", "/api/seo/audit").returns<Out<typeof auditOverviewSchema>>(),
  start: endpoint("POST", "/api/seo/audit").returns<Out<typeof auditRunSchema>>(),
  findings: endpoint("GET", "/api/seo/audit/findings")
    .query<Query<typeof auditFindingsQuerySchema>>()
    .returns<Out<typeof auditFindingsPageSchema>>(),
};
