import type { AuditLogPage, AuditLogQuery } from "#contracts/audit-log.ts";
import type { Executor } from "#server/db/client.ts";
import type { AuditActor } from "./audit-actor.ts";
import type { AuditRepository } from "./audit-repository.ts";
import { changedKeys, redactAuditValue } from "./redact-audit-value.ts";

/** One change as a use case describes it. */
export type AuditChange = {
  /** `<entity>.<verb>`: `course.update`, `application.status`, `batch.create`. */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** One line for the list; by default the action and the fields that changed. */
  summary?: string;
  /** The record as it was (null for a creation) and as it is (null for a deletion). */
  before?: unknown;
  after?: unknown;
};

/** What a write that no use case described keeps: the route, its parameters and its body, redacted. */
export type AuditRequest = {
  method: string;
  route: string;
  params: unknown;
  body: unknown;
  statusCode: number;
};

export type AuditTrail = ReturnType<typeof createAuditTrail>;

// The audit trail (decision 0042). Use cases call `record` with the actor their route gave them, inside
// their transaction when they have one, so a change and its entry commit together; the catch-all hook calls
// `recordRequest` for admin and instructor writes no use case recorded.
export function createAuditTrail(deps: { repository: AuditRepository }) {
  return {
    async record(actor: AuditActor, change: AuditChange, executor?: Executor): Promise<void> {
      const before = change.before === undefined ? null : redactAuditValue(change.before);
      const after = change.after === undefined ? null : redactAuditValue(change.after);
      const fields = changedKeys(before, after);
      const summary =
        change.summary ?? (fields.length > 0 ? `${change.action}: ${fields.join(", ")}` : change.action);
      await deps.repository.insert(
        {
          actorId: actor.id,
          actorName: actor.name,
          actorRole: actor.role,
          action: change.action,
          entityType: change.entityType,
          entityId: change.entityId ?? null,
          summary,
          before,
          after,
          requestId: actor.requestId,
        },
        executor,
      );
      actor.recorded += 1;
    },

    async recordRequest(actor: AuditActor, request: AuditRequest): Promise<void> {
      const params = (request.params ?? {}) as Record<string, unknown>;
      const firstParam = Object.values(params).find((value) => typeof value === "string") as
        | string
        | undefined;
      await deps.repository.insert({
        actorId: actor.id,
        actorName: actor.name,
        actorRole: actor.role,
        action: "request",
        entityType: entityTypeOf(request.route),
        entityId: firstParam ?? null,
        summary: `${request.method} ${request.route} (${request.statusCode})`,
        before: null,
        after: redactAuditValue({ params, body: request.body ?? null }),
        requestId: actor.requestId,
      });
      actor.recorded += 1;
    },

    list(query: AuditLogQuery): Promise<AuditLogPage> {
      return deps.repository.search(query);
    },
  };
}

/** `/api/admin/coupons/:id` -> `coupons`; `/api/instructor/courses/:slug/modules` -> `courses`. */
export function entityTypeOf(route: string): string {
  const parts = route.split("/").filter((part) => part && part !== "api" && !part.startsWith(":"));
  const meaningful = parts.filter((part) => !["admin", "instructor", "student", "staff"].includes(part));
  return meaningful[0] ?? parts[0] ?? "request";
}
