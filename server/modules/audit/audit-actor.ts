import type { FastifyRequest } from "fastify";
import type { Role } from "#contracts/auth.ts";

/**
 * Who makes a change, as a use case records it (decision 0042). A route makes it from its request with
 * `auditActorOf(request)` and hands it to the use case; the same object comes back for every call in that
 * request, and `recorded` counts the entries written with it, so the catch-all hook (plugins/audit-writes.ts)
 * adds a plain `request` entry only for writes that no use case described.
 */
export type AuditActor = {
  id: string;
  name: string;
  role: Role;
  requestId: string | null;
  recorded: number;
};

declare module "fastify" {
  interface FastifyRequest {
    auditActor?: AuditActor;
  }
}

/** The signed-in caller as an audit actor (a route with a signed-in access policy always has one). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  if (request.auditActor) return request.auditActor;
  const user = request.user;
  if (!user) throw new Error("auditActorOf needs a signed-in request (declare a signed-in access policy)");
  request.auditActor = {
    id: user.id,
    name: user.name || user.username,
    role: user.role,
    requestId: request.id,
    recorded: 0,
  };
  return request.auditActor;
}

/** An actor outside a request (a script, a background job acting for someone), for tests and tools. */
export function auditActor(user: { id: string; name: string; role: Role }): AuditActor {
  return { id: user.id, name: user.name, role: user.role, requestId: null, recorded: 0 };
}
