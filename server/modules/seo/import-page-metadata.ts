import { CsvError, parse } from "csv-parse/sync";
import { type SeoMetadataFields, seoMetadataFieldsSchema } from "#contracts/seo-metadata.ts";
import {
  type MetadataImport,
  type MetadataImportReport,
  type MetadataImportRow,
  metadataCsvColumns,
  metadataCsvFields,
  metadataCsvLimits,
  metadataCsvMessages,
} from "#contracts/seo-metadata-csv.ts";
import { detailMessages } from "#contracts/seo-metadata-details.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { normalizePath } from "./normalize-path.ts";
import { fieldsOf, valuesOf } from "./page-metadata-fields.ts";
import type { OverrideWrite, SeoRepository } from "./repository.ts";
import type { SeoService } from "./service.ts";
import { validateJsonLd } from "./structured-data/validate-json-ld.ts";

// The export defuses cells a spreadsheet would run as formulas with a leading apostrophe (server/lib/csv.ts);
// the import takes it off again, so a file goes round unchanged.
const defused = /^'(?=[=+\-@\t\r])/;

type Checked = { report: MetadataImportReport; writes: OverrideWrite[] };

/**
 * Meta Tags' import (issue 20): reads the CSV with csv-parse, checks every row (a public page's path, once;
 * each field as the form checks it; the version it was exported at), and answers what would change. With
 * `apply` and a file without a wrong row, writes every change in one transaction, each audited; a page saved
 * since the export makes it 409 and writes nothing.
 */
export async function importPageMetadata(
  deps: {
    seo: Pick<SeoService, "inventory" | "defaults">;
    repository: Pick<SeoRepository, "listOverrideValues" | "saveOverrides">;
    audit: AuditTrail;
    now: () => Date;
  },
  input: MetadataImport,
  by: AuditActor,
): Promise<MetadataImportReport> {
  const { report, writes } = await check(deps, input.csv, by);
  if (!input.apply || !report.valid || writes.length === 0) return report;
  const result = await deps.repository.saveOverrides(writes, deps.now(), (before, after, tx, path) =>
    deps.audit.record(
      by,
      {
        action: "seo.metadata.import",
        entityType: "page_metadata",
        entityId: path,
        summary: `Metadata of ${path} imported from CSV`,
        before: before ? fieldsOf(before) : null,
        after: fieldsOf(after),
      },
      tx,
    ),
  );
  if (result.kind === "conflict") throw new HttpError(409, metadataCsvMessages.conflict);
  return { ...report, applied: true };
}

/** The checks `save-page-metadata.ts` makes beyond the schema, as the row's column errors. */
async function detailProblems(
  seo: Pick<SeoService, "defaults">,
  path: string,
  fields: SeoMetadataFields,
): Promise<MetadataImportRow["errors"]> {
  const values = valuesOf(fields);
  const errors: MetadataImportRow["errors"] = [];
  if (values.rating && !(await seo.defaults(path)).defaults.ratingApplies)
    errors.push({ column: "ratingValue", message: detailMessages.ratingNotApplicable });
  const [problem] = values.structuredData ? validateJsonLd(values.structuredData) : [];
  if (problem) errors.push({ column: "structuredData", message: problem.message });
  return errors;
}

async function check(
  deps: {
    seo: Pick<SeoService, "inventory" | "defaults">;
    repository: Pick<SeoRepository, "listOverrideValues">;
  },
  csv: string,
  by: AuditActor,
): Promise<Checked> {
  const invalid = (message: string): Checked => ({
    report: { valid: false, applied: false, fileErrors: [message], rows: [], changed: 0 },
    writes: [],
  });
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) return invalid(metadataCsvMessages.unreadable(error.message));
    throw error;
  }
  const [header, ...lines] = records;
  if (!header || header.map((cell) => cell.trim()).join(",") !== metadataCsvColumns.join(","))
    return invalid(metadataCsvMessages.header);
  if (lines.length > metadataCsvLimits.rows) return invalid(metadataCsvMessages.tooManyRows);

  const [inventory, overrides] = await Promise.all([
    deps.seo.inventory(),
    deps.repository.listOverrideValues(),
  ]);
  const publicPaths = new Set(inventory.map((item) => item.path));
  const current = new Map(overrides.map((override) => [override.path, override]));
  const seenOn = new Map<string, number>();
  const rows: MetadataImportRow[] = [];
  const writes: OverrideWrite[] = [];

  for (const [index, cells] of lines.entries()) {
    const line = index + 2;
    const cell = (column: (typeof metadataCsvColumns)[number]) =>
      (cells[metadataCsvColumns.indexOf(column)] ?? "").replace(defused, "");
    const errors: MetadataImportRow["errors"] = [];
    const path = normalizePath(cell("path").trim()) ?? cell("path").trim();
    if (!publicPaths.has(path)) errors.push({ column: "path", message: metadataCsvMessages.pathUnknown });
    const earlier = seenOn.get(path);
    if (earlier !== undefined)
      errors.push({ column: "path", message: metadataCsvMessages.pathDuplicate(earlier) });
    else seenOn.set(path, line);

    const parsed = seoMetadataFieldsSchema.safeParse(
      Object.fromEntries(metadataCsvFields.map((field) => [field, cell(field)])),
    );
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        errors.push({ column: String(issue.path[0] ?? "") || null, message: issue.message });
    // What a save refuses beyond the form's checks: a rating where no course carries it, JSON-LD missing a
    // required property.
    else if (publicPaths.has(path)) errors.push(...(await detailProblems(deps.seo, path, parsed.data)));

    const versionText = cell("version").trim();
    const version = /^\d{1,10}$/.test(versionText) ? Number(versionText) : Number.NaN;
    const stored = current.get(path) ?? null;
    if (!Number.isSafeInteger(version))
      errors.push({ column: "version", message: metadataCsvMessages.versionInvalid });
    else if (version !== (stored?.version ?? 0))
      errors.push({ column: "version", message: metadataCsvMessages.versionStale });

    const before = fieldsOf(stored);
    const changes = parsed.success
      ? metadataCsvFields
          .filter((field) => parsed.data[field] !== before[field])
          .map((field) => ({ field, from: before[field], to: parsed.data[field] }))
      : [];
    if (errors.length > 0 || changes.length > 0) rows.push({ line, path, changes, errors });
    if (errors.length === 0 && changes.length > 0 && parsed.success)
      writes.push({
        path,
        version,
        values: valuesOf(parsed.data),
        history: { fields: { ...parsed.data }, savedBy: by.name },
      });
  }

  const valid = rows.every((row) => row.errors.length === 0);
  return {
    report: {
      valid,
      applied: false,
      fileErrors: [],
      rows,
      changed: rows.filter((row) => row.changes.length > 0).length,
    },
    writes: valid ? writes : [],
  };
}
