import { CsvError, parse } from "csv-parse/sync";
import {
  newsletterAdminLimits,
  newsletterAdminMessages,
  type SubscriberCsvColumn,
  type SubscriberCsvRow,
  type SubscriberImportProblem,
  type SubscriberImportResult,
  subscriberCsvColumns,
  subscriberCsvRowSchema,
} from "#contracts/newsletter-admin.ts";
import { newsletterTopicIds } from "#contracts/newsletter-text.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { suppressionHash } from "#server/modules/mail/suppression-hash.ts";
import type { ImportRow, NewsletterAdminRepository } from "./admin-repository.ts";

export type ImportOutcome =
  | { kind: "imported"; result: SubscriberImportResult }
  | { kind: "refused"; problems: SubscriberImportProblem[]; problemCount: number };

type ImportDeps = {
  repository: Pick<NewsletterAdminRepository, "applyImport">;
  audit: AuditTrail;
  now: () => Date;
};

// Our export defuses cells a spreadsheet would run as formulas with a leading apostrophe
// (server/lib/csv.ts); reading one back takes it off, so an exported list imports unchanged.
const defused = /^'(?=[=+\-@\t\r])/;
// A consent a few minutes ahead is the clock of the machine that wrote the file, not a mistake.
const clockSkewMs = 5 * 60_000;

/** One address of the file, its rows merged. Topics: null while no row named any. */
type Merged = Omit<SubscriberCsvRow, "topics"> & { topics: Set<string> | null };

/**
 * The CSV import (issue 22), under the admin's attestation that everyone in the file consented (the body's
 * schema requires it). The file is read with csv-parse and every row is checked before anything is written
 * (the subscribe form's email rule, known topics, dates, lengths, the row limit): one wrong row and nothing
 * is applied, the problems listed by row and column. Rows of one address merge (lower-cased by the email
 * rule); addresses on the suppression list are skipped and counted; the rest is written in one transaction
 * with its audit entry (counts only, never an address).
 */
export async function importSubscribers(
  deps: ImportDeps,
  csv: string,
  by: AuditActor,
): Promise<ImportOutcome> {
  const now = deps.now();
  const read = readFile(csv);
  if (read.kind === "refused") return read;
  const { header, rows } = read;

  const problems: SubscriberImportProblem[] = [];
  const addresses = new Map<string, Merged>();
  let duplicates = 0;
  for (const { row, cells } of rows) {
    const cell = (column: SubscriberCsvColumn) => {
      const index = header.indexOf(column);
      return index < 0 ? "" : (cells[index] ?? "").replace(defused, "");
    };
    // `form` is another name for the source (where the person signed up), as some tools export it.
    const sourceColumn: SubscriberCsvColumn =
      cell("source").trim() === "" && cell("form") ? "form" : "source";
    const parsed = subscriberCsvRowSchema.safeParse({
      email: cell("email"),
      consent_at: cell("consent_at"),
      consent_page: cell("consent_page"),
      source: cell(sourceColumn),
      topics: cell("topics"),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? "");
        problems.push({
          row,
          column: column === "source" ? sourceColumn : column || null,
          message: issue.message,
        });
      }
      continue;
    }
    const data = parsed.data;
    if (data.consent_at && data.consent_at.getTime() > now.getTime() + clockSkewMs) {
      problems.push({ row, column: "consent_at", message: newsletterAdminMessages.consentAtFuture });
      continue;
    }
    const earlier = addresses.get(data.email);
    if (!earlier) {
      addresses.set(data.email, { ...data, topics: data.topics ? new Set(data.topics) : null });
      continue;
    }
    // The same address again: one subscriber, the first consent kept, details filled from later rows.
    duplicates += 1;
    if (data.consent_at && (!earlier.consent_at || data.consent_at < earlier.consent_at))
      earlier.consent_at = data.consent_at;
    earlier.consent_page ??= data.consent_page;
    earlier.source ??= data.source;
    if (data.topics) earlier.topics = new Set([...(earlier.topics ?? []), ...data.topics]);
  }
  if (problems.length > 0) return refused(problems);

  const toWrite: ImportRow[] = [...addresses.values()].map((merged) => ({
    email: merged.email,
    hash: suppressionHash(merged.email),
    consentAt: merged.consent_at ?? now,
    consentPage: merged.consent_page,
    source: merged.source ?? "import",
    topicsOff: merged.topics ? newsletterTopicIds.filter((topic) => !merged.topics?.has(topic)) : [],
  }));
  const ignoredColumns = header.filter(
    (column) => column !== "" && !(subscriberCsvColumns as readonly string[]).includes(column),
  );
  const counts = await deps.repository.applyImport(toWrite, now, (applied, tx) =>
    deps.audit.record(
      by,
      {
        action: "newsletter.import",
        entityType: "newsletter_subscribers",
        summary: `CSV import of ${rows.length} ${rows.length === 1 ? "row" : "rows"}: ${applied.added} added, ${applied.merged} merged, ${duplicates} duplicate ${duplicates === 1 ? "row" : "rows"}, ${applied.skippedSuppressed} suppressed skipped`,
        after: { rows: rows.length, duplicates, ...applied, ignoredColumns, attested: true },
      },
      tx,
    ),
  );
  return { kind: "imported", result: { rows: rows.length, duplicates, ...counts, ignoredColumns } };
}

type DataRow = { row: number; cells: string[] };

/** The header (lower-cased) and the non-blank data rows with their spreadsheet row numbers, or why not. */
function readFile(
  csv: string,
): { kind: "read"; header: string[]; rows: DataRow[] } | Extract<ImportOutcome, { kind: "refused" }> {
  const fileProblem = (message: string) => refused([{ row: 0, column: null, message }]);
  let records: string[][];
  try {
    // Blank lines are kept as records so that each record's index is its row in a spreadsheet.
    records = parse(csv, { bom: true, relax_column_count: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) return fileProblem(newsletterAdminMessages.unreadable(error.message));
    throw error;
  }
  const blank = (cells: string[]) => cells.every((cell) => cell.trim() === "");
  const headerIndex = records.findIndex((cells) => !blank(cells));
  const header = (records[headerIndex] ?? []).map((cell) => cell.trim().toLowerCase());
  if (!header.includes("email")) return fileProblem(newsletterAdminMessages.noHeader);
  const twice = subscriberCsvColumns.find((column) => header.indexOf(column) !== header.lastIndexOf(column));
  if (twice) return fileProblem(newsletterAdminMessages.duplicateColumn(twice));

  const rows: DataRow[] = [];
  let row = headerIndex + 1;
  for (const cells of records.slice(headerIndex + 1)) {
    row += 1;
    if (!blank(cells)) rows.push({ row, cells });
    if (rows.length > newsletterAdminLimits.rows) return fileProblem(newsletterAdminMessages.tooManyRows);
  }
  if (rows.length === 0) return fileProblem(newsletterAdminMessages.noRows);
  return { kind: "read", header, rows };
}

function refused(problems: SubscriberImportProblem[]): Extract<ImportOutcome, { kind: "refused" }> {
  return {
    kind: "refused",
    problems: problems.slice(0, newsletterAdminLimits.rowErrorsListed),
    problemCount: problems.length,
  };
}
