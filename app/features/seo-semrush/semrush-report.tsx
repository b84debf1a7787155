import type { ReactNode } from "react";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { semrushMessages } from "#contracts/seo-semrush.ts";

const dateFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const countFormat = new Intl.NumberFormat("en");

/** When a report was read from Semrush and the API units it cost; its error, if the last try failed. */
export function ReportFacts({
  report,
}: {
  report: { units: number | null; fetchedAt: string | null; error: string | null };
}) {
  return (
    <>
      {report.error ? <FormAlert>{report.error}</FormAlert> : null}
      {report.fetchedAt !== null && report.units !== null ? (
        <p className="text-xs text-slate-600">
          Read from Semrush on {dateFormat.format(new Date(report.fetchedAt))} UTC for{" "}
          {countFormat.format(report.units)} API {report.units === 1 ? "unit" : "units"}.
        </p>
      ) : null}
    </>
  );
}

/** A Semrush report's section: its title, facts, and its table or the words for an empty one. */
export function SemrushReport({
  id,
  title,
  description,
  report,
  children,
}: {
  id: string;
  title: string;
  description: string;
  report: { rows: readonly unknown[]; units: number | null; fetchedAt: string | null; error: string | null };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      <p className="text-sm text-slate-700">{description}</p>
      <ReportFacts report={report} />
      {report.rows.length > 0 ? (
        children
      ) : report.error ? null : (
        <p className="text-sm text-slate-700">{semrushMessages.nothingFound}</p>
      )}
    </section>
  );
}
