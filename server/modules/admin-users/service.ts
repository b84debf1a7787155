import {
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  adminUsersMessages,
} from "#contracts/admin-users.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { AuthEventLogger } from "#server/modules/auth/auth-service.ts";
import type { SessionService } from "#server/modules/auth/session-service.ts";
import type { AdminUsersRepository, UserChange } from "./repository.ts";

// The users table's id is a uuid: anything else cannot name a user, and must not reach the database
// (PostgreSQL would refuse to cast it).
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAdminUsersService(deps: {
  repository: AdminUsersRepository;
  sessions: SessionService;
  log: AuthEventLogger;
  audit: AuditTrail;
}) {
  return {
    list(query: AdminUsersQuery): Promise<AdminUsersPage> {
      return deps.repository.search(query);
    },

    /** Changes a user's role and/or active flag on behalf of the admin `by`. */
    async update(id: string, change: UserChange, by: AuditActor): Promise<AdminUser> {
      const byId = by.id;
      if (!uuidPattern.test(id)) throw new HttpError(404, adminUsersMessages.userNotFound);
      // An admin locking themselves out by accident leaves nobody to undo it in the same session.
      const demotes = change.role !== undefined && change.role !== "admin";
      if (id.toLowerCase() === byId.toLowerCase() && (demotes || change.active === false)) {
        throw new HttpError(400, adminUsersMessages.selfChange);
      }
      const result = await deps.repository.update(id, change);
      if (result.kind === "not-found") throw new HttpError(404, adminUsersMessages.userNotFound);
      if (result.kind === "last-admin") throw new HttpError(409, adminUsersMessages.lastAdmin);

      const { before, after } = result;
      await deps.audit.record(by, {
        action: "user.update",
        entityType: "user",
        entityId: after.id,
        summary: `${after.username}: ${
          [
            before.role !== after.role ? `role ${before.role} -> ${after.role}` : "",
            before.active !== after.active ? (after.active ? "reactivated" : "deactivated") : "",
          ]
            .filter(Boolean)
            .join(", ") || "no change"
        }`,
        before: { role: before.role, active: before.active },
        after: { role: after.role, active: after.active },
      });
      const roleChanged = before.role !== after.role;
      const deactivated = before.active && !after.active;
      // A session carries the role it was opened with in the user's mind and in open tabs: end them all,
      // so the new role (or the lockout) applies at once rather than at the next sign-in.
      if (roleChanged || deactivated) await deps.sessions.endAllFor(after.id);
      if (roleChanged) {
        deps.log("auth.role_change", { userId: after.id, by: byId, from: before.role, to: after.role });
      }
      if (deactivated) deps.log("auth.deactivate", { userId: after.id, by: byId });
      if (!before.active && after.active) deps.log("auth.reactivate", { userId: after.id, by: byId });
      return after;
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
