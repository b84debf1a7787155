import type { AuditOverview } from "#contracts/seo-audit.ts";

const dayFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
const width = 240;
const height = 48;

/** The site score of the last runs as a small line, and the same figures as a list for screen readers. */
export function AuditScoreHistory({ history }: { history: AuditOverview["history"] }) {
  if (history.length < 2) return null;
  const step = width / (history.length - 1);
  const y = (score: number) => height - 4 - (score / 100) * (height - 8);
  const points = history
    .map((run, index) => `${(index * step).toFixed(1)},${y(run.score).toFixed(1)}`)
    .join(" ");
  const first = history[0];
  const last = history.at(-1);
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-medium text-slate-700">
        Score over the last {history.length} audits
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-12 w-60 overflow-visible"
        role="img"
        aria-label={`From ${first?.score} to ${last?.score}`}
      >
        <line x1="0" x2={width} y1={y(90)} y2={y(90)} className="stroke-emerald-200" strokeDasharray="3 3" />
        <polyline points={points} fill="none" className="stroke-indigo-600" strokeWidth="2" />
        {last ? <circle cx={width} cy={y(last.score)} r="3" className="fill-indigo-600" /> : null}
      </svg>
      <ol className="sr-only">
        {history.map((run) => (
          <li key={run.id}>
            {dayFormat.format(new Date(run.finishedAt))}: {run.score}
          </li>
        ))}
      </ol>
    </figure>
  );
}
