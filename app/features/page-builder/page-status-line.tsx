import { ExternalLinkIcon } from "lucide-react";
import { PageTime } from "./page-format.tsx";
import type { PageDetailData } from "./page-values.ts";

/** Where the page stands for visitors: not on the site, going live at a time, or live (and since when). */
export function PageStatusLine({ page }: { page: PageDetailData }) {
  return (
    <div className="grid gap-1 text-sm text-slate-700">
      {page.status === "draft" ? <p>A draft: not on the site.</p> : null}
      {page.status === "scheduled" && page.publishAt ? (
        <p>
          Goes live at <span className="font-mono">{page.path}</span> on <PageTime iso={page.publishAt} />.
        </p>
      ) : null}
      {page.status === "published" ? (
        <p>
          Live at{" "}
          <a
            href={page.path}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-mono text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {page.path}
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {page.publishedAt ? (
            <>
              {" "}
              since <PageTime iso={page.publishedAt} />
            </>
          ) : null}
          .
        </p>
      ) : null}
      {page.unpublishedChanges && page.status !== "draft" ? (
        <p className="text-amber-900">
          The draft has changes visitors do not see yet: publish to put them live.
        </p>
      ) : null}
    </div>
  );
}
