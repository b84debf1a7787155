import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** A POST that changes nothing (a mail preview, decision 0043): no catch-all entry. */
    auditReadOnly?: boolean;
  }
}

// Decision 0042: every write an admin, instructor or marketer makes through a staff route (one whose access
// policy names roles) is in the audit log. A use case that records its change with before and after counts
// through the request's actor; a write that no use case described gets one `request` entry here, with its
// route, parameters and body (redacted). A failed entry is logged, never turned into a failed answer: the
// change has happened by then.
export const auditWritesPlugin = fp(async (app: FastifyInstance, options: { audit: AuditTrail }) => {
  app.addHook("onResponse", async (request, reply) => {
    if (safeMethods.has(request.method) || reply.statusCode >= 400 || !request.user) return;
    if (request.routeOptions.config?.access?.kind !== "roles") return;
    if (request.routeOptions.config?.auditReadOnly) return;
    const actor = auditActorOf(request);
    if (actor.recorded > 0) return;
    // Only a JSON body is a description of the change; a file upload's or an upload chunk's bytes are not
    // (the route and its parameters say what was uploaded where).
    const json = /^application\/(.+\+)?json\b/i.test(String(request.headers["content-type"] ?? ""));
    try {
      await options.audit.recordRequest(actor, {
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        params: request.params,
        body: json ? request.body : null,
        statusCode: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, "audit entry not written");
    }
  });
});
