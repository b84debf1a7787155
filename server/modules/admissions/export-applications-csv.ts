import { experienceLevelLabels } from "#contracts/admissions-text.ts";
import type { ApplicationFilters } from "#contracts/application-pipeline.ts";
import { applicationPipelineLimits, applicationStatusLabels } from "#contracts/application-pipeline-text.ts";
import { toCsv } from "#server/lib/csv.ts";
import type { PipelineRepository } from "./pipeline-repository.ts";

export const applicationsCsvHeader = [
  "Applied at (UTC)",
  "Full name",
  "Email",
  "Phone",
  "Country",
  "Current role",
  "Experience",
  "Cohort",
  "Status",
  "Portfolio",
  "Background",
  "Goals",
] as const;

/**
 * The filtered applications (the list's filters, newest first) as a spreadsheet. Every answer is the
 * applicant's text: toCsv defuses cells that start with = + - @ (decision 0043).
 */
export async function exportApplicationsCsv(
  repository: PipelineRepository,
  filters: ApplicationFilters,
  now: Date,
): Promise<{ fileName: string; csv: string }> {
  const rows = await repository.exportRows(filters, applicationPipelineLimits.csvMaxRows);
  const csv = toCsv(
    applicationsCsvHeader,
    rows.map((row) => [
      row.createdAt.replace("T", " ").slice(0, 19),
      row.fullName,
      row.email,
      row.phone,
      row.country,
      row.currentRole,
      experienceLevelLabels[row.experienceLevel],
      row.batch?.label ?? "",
      applicationStatusLabels[row.status],
      row.portfolioUrl,
      row.background,
      row.goals,
    ]),
  );
  return { fileName: `applications-${now.toISOString().slice(0, 10)}.csv`, csv };
}
