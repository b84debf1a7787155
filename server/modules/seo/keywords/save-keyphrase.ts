import {
  type KeyphraseSave,
  keyphraseKey,
  keywordMessages,
  type PageKeyphrase,
} from "#contracts/seo-keywords.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { type CheckDeps, checkPageKeyphrase } from "./check-page-keyphrase.ts";
import { type KeywordsReadDeps, readPageKeyphrase } from "./read-page-keyphrase.ts";

const auditView = (row: { keyphrase: string; synonyms: string[] } | null) =>
  row ? { keyphrase: row.keyphrase, synonyms: row.synonyms } : null;

/**
 * Saves (or, empty, removes) a page's focus keyphrase under the version the form was opened with: 409 when
 * someone saved in between; the audit entry with before and after in the same transaction. Then the page is
 * rendered and checked, so the answer carries the checks; a page that fails to render keeps the keyphrase
 * unchecked rather than losing the save.
 */
export async function saveKeyphrase(
  deps: KeywordsReadDeps & CheckDeps & { audit: AuditTrail },
  input: KeyphraseSave,
  by: AuditActor,
): Promise<PageKeyphrase> {
  const { path } = await deps.seo.defaults(input.path);
  const values =
    input.keyphrase === ""
      ? null
      : { keyphrase: input.keyphrase, keyphraseKey: keyphraseKey(input.keyphrase), synonyms: input.synonyms };
  const result = await deps.repository.save(
    path,
    input.version,
    values,
    { by: by.name, at: deps.now() },
    (before, after, tx) =>
      deps.audit.record(
        by,
        {
          action: "seo.keyphrase.update",
          entityType: "seo_keyphrase",
          entityId: path,
          before: auditView(before),
          after: auditView(after),
        },
        tx,
      ),
  );
  if (result.kind === "conflict") throw new HttpError(409, keywordMessages.conflict);
  if (result.row) await checkPageKeyphrase(deps, result.row).catch(() => null);
  return readPageKeyphrase(deps, path);
}
