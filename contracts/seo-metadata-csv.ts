import { z } from "zod";
import "./zod-messages.ts";
import { detailFieldNames } from "./seo-metadata-details.ts";

// Meta Tags' bulk edit (issue 20): GET /api/seo/metadata/export gives every public page's override as CSV
// (one row a page, "" = the page's default); POST /api/seo/metadata/import checks an edited file and answers
// what it would change, row by row; with `apply` it writes every change in one transaction, and nothing at
// all when one row is wrong or a page changed since the export.

/** The file's columns, in order; `version` is the override's version when exported (0: none yet). */
export const metadataCsvColumns = [
  "path",
  "title",
  "description",
  "keywords",
  "image",
  "canonical",
  "robots",
  "pageType",
  // Meta Tags' structured details, as the form writes them (lists one item a line, inside the quoted cell).
  ...detailFieldNames,
  "version",
] as const;
export type MetadataCsvField = Exclude<(typeof metadataCsvColumns)[number], "path" | "version">;
export const metadataCsvFields = metadataCsvColumns.slice(1, -1) as readonly MetadataCsvField[];

export const metadataCsvLimits = { bytes: 1_000_000, rows: 5_000 } as const;

export const metadataCsvMessages = {
  fileEmpty: "Choose a CSV file exported from this page",
  fileTooLarge: `The file must be at most ${metadataCsvLimits.bytes / 1_000_000} MB`,
  tooManyRows: `The file may hold at most ${metadataCsvLimits.rows} pages`,
  header: `The first line must be the exported header: ${metadataCsvColumns.join(",")}`,
  unreadable: (reason: string) => `The file is not valid CSV: ${reason}`,
  pathUnknown: "No public page has this path",
  pathDuplicate: (line: number) => `The same page is on line ${line} too`,
  versionInvalid: "The version column must be a whole number from 0, as exported",
  versionStale: "This page's metadata changed after the export: export again and redo this row",
  applyInvalid: "Nothing was applied: fix the rows marked below and import again.",
  conflict: "Nothing was applied: a page changed while importing. Export again.",
  applied: (count: number) => `${count} ${count === 1 ? "page" : "pages"} updated`,
  nothingToChange: "The file changes nothing.",
  importFailed: "The file could not be imported",
} as const;

export const metadataImportSchema = z.object({
  csv: z
    .string()
    .min(1, metadataCsvMessages.fileEmpty)
    .max(metadataCsvLimits.bytes, metadataCsvMessages.fileTooLarge),
  /** False: only check and answer what would change. True: write it all, or nothing. */
  apply: z.boolean(),
});
export type MetadataImport = z.output<typeof metadataImportSchema>;

export const metadataImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  path: z.string(),
  changes: z.array(
    z.object({
      field: z.enum(metadataCsvColumns.slice(1, -1) as [MetadataCsvField, ...MetadataCsvField[]]),
      from: z.string(),
      to: z.string(),
    }),
  ),
  /** What is wrong with the row, each naming its column when it has one. */
  errors: z.array(z.object({ column: z.string().nullable(), message: z.string() })),
});
export type MetadataImportRow = z.infer<typeof metadataImportRowSchema>;

export const metadataImportReportSchema = z.object({
  /** No row and no part of the file is wrong. */
  valid: z.boolean(),
  applied: z.boolean(),
  /** Problems of the file as a whole (its header, its size, CSV it cannot read). */
  fileErrors: z.array(z.string()),
  /** Only the rows that change something or are wrong; unchanged rows are left out. */
  rows: z.array(metadataImportRowSchema),
  /** Rows that change something. */
  changed: z.number().int(),
});
export type MetadataImportReport = z.infer<typeof metadataImportReportSchema>;
