import type { z } from "zod";
import type { PageDetail, PageDocument, pageSaveSchema } from "#contracts/page-builder.ts";
import { pageBuilderMessages as messages } from "#contracts/page-builder-text.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { checkCourses, checkPath } from "./check-page.ts";
import type { PageBuilderDeps } from "./page-builder-deps.ts";
import { pageRow, readPage } from "./read-page.ts";

/**
 * Saves the draft at the version its editor opened (admins and marketers): 409 when someone saved since,
 * and nothing of theirs is overwritten; the caller keeps what they typed. Visitors see none of it until an
 * admin publishes.
 */
export async function savePage(
  deps: PageBuilderDeps,
  id: string,
  input: z.output<typeof pageSaveSchema>,
  by: AuditActor,
  kind: "save" | "restore" = "save",
): Promise<PageDetail> {
  const before = await pageRow(deps, id);
  const { version, path, title, description } = input;
  const document = input.document as PageDocument;
  // Visitors find a published page at its path: moving it would break their links and search results.
  if (before.published && before.path !== path) throw new HttpError(409, messages.pathLocked, "path");
  await checkPath(deps, path, id);
  await checkCourses(deps, document);
  const saved = await deps.db
    .transaction(async (tx) => {
      const next = await deps.repository.saveDraft(
        id,
        version,
        { path, title, description },
        document,
        kind,
        by.id,
        deps.now(),
        tx,
      );
      if (next === null) return false;
      await deps.audit.record(
        by,
        {
          action: kind === "restore" ? "page-builder.page.restore" : "page-builder.page.save",
          entityType: "landing_page",
          entityId: id,
          before: {
            path: before.path,
            title: before.title,
            description: before.description,
            blocks: before.draft.content.length,
          },
          after: { path, title, description, blocks: document.content.length },
        },
        tx,
      );
      return true;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, messages.pathTaken, "path");
      throw error;
    });
  if (!saved) throw new HttpError(409, messages.stale);
  return readPage(deps, id);
}
