import {
  type SeoMetadataEditor,
  seoMetadataFieldsSchema,
  seoMetadataLimits,
} from "#contracts/seo-metadata.ts";
import { fieldsOf } from "./page-metadata-fields.ts";
import type { SeoRepository } from "./repository.ts";
import type { SeoService } from "./service.ts";

/** Meta Tags' editor for one path: the override as form fields, the defaults, the version and the history. */
export async function readPageMetadata(
  deps: { seo: SeoService; repository: SeoRepository },
  rawPath: string,
): Promise<SeoMetadataEditor> {
  const { path, defaults } = await deps.seo.defaults(rawPath);
  const [stored, versions] = await Promise.all([
    deps.repository.findStoredOverride(path),
    deps.repository.listVersions(path, seoMetadataLimits.history),
  ]);
  return {
    path,
    version: stored?.version ?? 0,
    fields: fieldsOf(stored),
    defaults,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    history: versions.map((entry) => ({
      version: entry.version,
      // Stored as saved; read leniently so a field added later reads as its default.
      fields: seoMetadataFieldsSchema.catch(fieldsOf(null)).parse({ ...fieldsOf(null), ...entry.fields }),
      savedBy: entry.savedBy,
      savedAt: entry.savedAt.toISOString(),
    })),
  };
}
