import type { OpeningKind } from "#contracts/careers.ts";
import type { OpeningFields } from "#contracts/content-studio-items.ts";
import { contentStudioItemsLimits as limits } from "#contracts/content-studio-items-text.ts";
import type { PostStatus } from "#contracts/content-studio-text.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { createOpening } from "./create-opening.ts";
import { deleteOpening } from "./delete-opening.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { toOpeningSummary } from "./opening-dto.ts";
import { listOpeningVersions, readOpeningVersion, restoreOpeningVersion } from "./opening-versions.ts";
import { publishOpening, unpublishOpening } from "./publish-opening.ts";
import { readOpening } from "./read-opening.ts";
import { saveOpening } from "./save-opening.ts";

/** The content studio's job opening use cases (issue 21, admins), one file each. */
export function createOpeningsStudioService(deps: ItemsDeps) {
  return {
    async list(
      filter: {
        publication?: PostStatus | undefined;
        kind?: OpeningKind | undefined;
        q?: string | undefined;
      },
      page: number,
    ) {
      const { rows, total } = await deps.openings.list(filter, page, limits.pageSize);
      return { items: rows.map(toOpeningSummary), total, page, pageSize: limits.pageSize };
    },
    get: (id: string) => readOpening(deps, id),
    create: (input: OpeningFields, by: AuditActor) => createOpening(deps, input, by),
    save: (id: string, input: OpeningFields & { version: number }, by: AuditActor) =>
      saveOpening(deps, id, input, by),
    publish: (id: string, input: { version: number; at?: string | undefined }, by: AuditActor) =>
      publishOpening(deps, id, input, by),
    unpublish: (id: string, version: number, by: AuditActor) => unpublishOpening(deps, id, version, by),
    remove: (id: string, by: AuditActor) => deleteOpening(deps, id, by),
    versions: (id: string, page: number) => listOpeningVersions(deps, id, page),
    version: (id: string, number: number) => readOpeningVersion(deps, id, number),
    restore: (id: string, number: number, version: number, by: AuditActor) =>
      restoreOpeningVersion(deps, id, number, version, by),
  };
}
export type OpeningsStudioService = ReturnType<typeof createOpeningsStudioService>;
