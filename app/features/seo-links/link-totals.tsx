import { cn } from "#app/lib/cn.ts";
import type { LinkOverview } from "#contracts/seo-links.ts";

const countFormat = new Intl.NumberFormat("en");

export type LinkTotalTarget = "pages" | "orphans" | "broken" | "redirected" | "suggestions";

/**
 * The graph's totals; the ones with something to fix are buttons that open their list. Problems show in
 * red or amber only when there are some, and say so in words too.
 */
export function LinkTotals({
  overview,
  onOpen,
}: {
  overview: LinkOverview;
  onOpen: (target: LinkTotalTarget) => void;
}) {
  const items: { label: string; value: number; target?: LinkTotalTarget; tone?: "bad" | "warn" }[] = [
    { label: "Pages crawled", value: overview.pages, target: "pages" },
    { label: "Internal links", value: overview.links },
    { label: "Orphan pages", value: overview.orphans, target: "orphans", tone: "warn" },
    { label: "Broken links", value: overview.broken, target: "broken", tone: "bad" },
    { label: "Links through redirects", value: overview.redirected, target: "redirected", tone: "warn" },
    { label: "Redirect chains and loops", value: overview.chains, target: "redirected", tone: "bad" },
    { label: "Suggested links", value: overview.suggestions, target: "suggestions" },
  ];
  return (
    <section aria-labelledby="link-totals">
      <h2 id="link-totals" className="sr-only">
        Totals
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
        {items.map((item) => {
          const flagged = item.tone !== undefined && item.value > 0;
          const body = (
            <>
              <span
                className={cn(
                  "block text-2xl font-semibold tabular-nums",
                  flagged ? (item.tone === "bad" ? "text-rose-800" : "text-amber-900") : "text-slate-900",
                )}
              >
                {countFormat.format(item.value)}
              </span>
              <span className="block text-sm text-slate-700">{item.label}</span>
            </>
          );
          const box = "block h-full w-full rounded-lg border border-slate-200 bg-white p-3 text-left";
          return (
            <li key={item.label}>
              {item.target ? (
                <button
                  type="button"
                  onClick={() => item.target && onOpen(item.target)}
                  className={cn(
                    box,
                    "hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  )}
                >
                  {body}
                </button>
              ) : (
                <div className={box}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
