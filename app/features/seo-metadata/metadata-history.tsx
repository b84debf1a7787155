import { Button } from "#app/components/ui/button.tsx";
import type { SeoMetadataVersion } from "#contracts/seo-metadata.ts";

// UTC, so the server's and the browser's rendering agree.
const savedFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** The last saves of a page's metadata; Restore puts one back in the form (saved only with Save). */
export function MetadataHistory({
  history,
  onRestore,
}: {
  history: readonly SeoMetadataVersion[];
  onRestore: (entry: SeoMetadataVersion) => void;
}) {
  return (
    <section aria-labelledby="metadata-history" className="grid gap-3">
      <h2 id="metadata-history" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">No saves yet: the page uses its defaults.</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {history.map((entry, index) => (
            <li key={entry.version} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  Version {entry.version}
                  {index === 0 ? (
                    <span className="ml-2 text-xs font-normal text-slate-600">(current)</span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  {entry.savedBy} ·{" "}
                  <time dateTime={entry.savedAt}>{savedFormat.format(new Date(entry.savedAt))} UTC</time>
                </p>
                <p className="truncate text-slate-700" title={entry.fields.title}>
                  {entry.fields.title || "Default title"}
                </p>
              </div>
              {index === 0 ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Restore version ${entry.version}`}
                  onClick={() => onRestore(entry)}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
