import {
  type SeoMetadataEditor,
  type SeoMetadataSave,
  seoMetadataMessages,
} from "#contracts/seo-metadata.ts";
import { detailMessages } from "#contracts/seo-metadata-details.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { fieldsOf, valuesOf } from "./page-metadata-fields.ts";
import { readPageMetadata } from "./read-page-metadata.ts";
import type { SeoRepository } from "./repository.ts";
import type { SeoService } from "./service.ts";
import { validateJsonLd } from "./structured-data/validate-json-ld.ts";

/**
 * Saves a page's metadata override from Meta Tags (issue 20) with the version the form was opened with:
 * 409 when someone saved in between, the audit entry with before and after in the same transaction. The
 * public page shows it at once: this is a signed-in write, which drops the shared pages on every instance
 * (plugins/page-cache-invalidation.ts), and page metadata is read per request.
 */
export async function savePageMetadata(
  deps: { seo: SeoService; repository: SeoRepository; audit: AuditTrail; now: () => Date },
  input: SeoMetadataSave,
  by: AuditActor,
): Promise<SeoMetadataEditor> {
  // 400/404 before anything is written: only a public page has metadata.
  const { path, defaults } = await deps.seo.defaults(input.path);
  const { path: _path, version, ...fields } = input;
  const values = valuesOf(fields);
  if (values.rating && !defaults.ratingApplies)
    throw new HttpError(400, detailMessages.ratingNotApplicable, "ratingValue");
  // Search engines drop a block without its type's required properties: refused here, with the first problem.
  const [problem] = values.structuredData ? validateJsonLd(values.structuredData) : [];
  if (problem) throw new HttpError(400, problem.message, "structuredData");
  const result = await deps.repository.saveOverride(
    path,
    version,
    values,
    { fields: { ...fields }, savedBy: by.name },
    deps.now(),
    (before, after, tx) =>
      deps.audit.record(
        by,
        {
          action: "seo.metadata.update",
          entityType: "page_metadata",
          entityId: path,
          before: before ? fieldsOf(before) : null,
          after: fieldsOf(after),
        },
        tx,
      ),
  );
  if (result.kind === "conflict") throw new HttpError(409, seoMetadataMessages.conflict);
  return readPageMetadata(deps, path);
}
