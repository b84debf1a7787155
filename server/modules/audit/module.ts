import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createAuditRepository } from "./audit-repository.ts";
import { auditRoutes } from "./audit-routes.ts";
import { createAuditTrail } from "./audit-trail.ts";

type Deps = { db: Database };

// First after mail: every module that records changes gets `audit` (decision 0042).
export const auditModule = defineModule({
  name: "audit",
  create: ({ db }: Deps) => ({ audit: createAuditTrail({ repository: createAuditRepository(db) }) }),
  routes: async (app, { audit }) => {
    await app.register(auditRoutes, { audit });
  },
});
