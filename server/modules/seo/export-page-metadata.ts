import { metadataCsvColumns, metadataCsvFields } from "#contracts/seo-metadata-csv.ts";
import { toCsv } from "#server/lib/csv.ts";
import { fieldsOf } from "./page-metadata-fields.ts";
import type { SeoRepository } from "./repository.ts";
import type { SeoService } from "./service.ts";

/**
 * Meta Tags' export (issue 20): one row per public page with its override as the form holds it ("" = the
 * page's default) and the override's version, for editing in a spreadsheet and importing back.
 */
export async function exportPageMetadata(deps: {
  seo: Pick<SeoService, "inventory">;
  repository: Pick<SeoRepository, "listOverrideValues">;
}): Promise<string> {
  const [inventory, overrides] = await Promise.all([
    deps.seo.inventory(),
    deps.repository.listOverrideValues(),
  ]);
  const byPath = new Map(overrides.map((override) => [override.path, override]));
  const rows = inventory
    .map((item) => item.path)
    .sort((a, b) => a.localeCompare(b))
    .map((path) => {
      const override = byPath.get(path) ?? null;
      const fields = fieldsOf(override);
      return [path, ...metadataCsvFields.map((field) => fields[field]), override?.version ?? 0];
    });
  return toCsv(metadataCsvColumns, rows);
}
