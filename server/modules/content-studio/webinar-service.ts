import type { PostStatus } from "#contracts/content-studio-text.ts";
import type { WebinarFields } from "#contracts/content-studio-webinars.ts";
import { webinarStudioLimits as limits } from "#contracts/content-studio-webinars-text.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { createWebinar } from "./create-webinar.ts";
import { deleteWebinar } from "./delete-webinar.ts";
import { publishWebinar, unpublishWebinar } from "./publish-webinar.ts";
import { readWebinar } from "./read-webinar.ts";
import { saveWebinar } from "./save-webinar.ts";
import { toWebinarSummary } from "./webinar-dto.ts";
import { listRegistrants, registrantsCsv } from "./webinar-registrants.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";
import { listWebinarVersions, readWebinarVersion, restoreWebinarVersion } from "./webinar-versions.ts";

/** The content studio's webinar use cases (issue 21, admins only), one file each. */
export function createWebinarStudioService(
  deps: WebinarStudioDeps & { removeCover: (coverPath: string) => Promise<void> },
) {
  return {
    async list(filter: { status?: PostStatus | undefined; q?: string | undefined }, page: number) {
      const now = deps.now();
      const { rows, total } = await deps.repository.list(filter, page, limits.pageSize);
      return { items: rows.map((row) => toWebinarSummary(row, now)), total, page, pageSize: limits.pageSize };
    },
    get: (id: string) => readWebinar(deps, id),
    create: (input: WebinarFields, by: AuditActor) => createWebinar(deps, input, by),
    save: (id: string, input: WebinarFields & { version: number }, by: AuditActor) =>
      saveWebinar(deps, id, input, by),
    publish: (id: string, input: { version: number; at?: string | undefined }, by: AuditActor) =>
      publishWebinar(deps, id, input, by),
    unpublish: (id: string, version: number, by: AuditActor) => unpublishWebinar(deps, id, version, by),
    remove: (id: string, by: AuditActor) => deleteWebinar(deps, id, by),
    versions: (id: string, page: number) => listWebinarVersions(deps, id, page),
    version: (id: string, number: number) => readWebinarVersion(deps, id, number),
    restore: (id: string, number: number, version: number, by: AuditActor) =>
      restoreWebinarVersion(deps, id, number, version, by),
    registrants: (id: string, page: number) => listRegistrants(deps, id, page),
    registrantsCsv: (id: string, by: AuditActor) => registrantsCsv(deps, id, by),
  };
}
export type WebinarStudioService = ReturnType<typeof createWebinarStudioService>;
