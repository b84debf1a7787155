import type { auditLogPageSchema, auditLogQuerySchema } from "#contracts/audit-log.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

export const auditLogApi = {
  entries: endpoint("GET", "/api/admin/audit-log")
    .query<Query<typeof auditLogQuerySchema>>()
    .returns<Out<typeof auditLogPageSchema>>(),
};
