import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { ResolvedPageMeta } from "#contracts/seo.ts";
import {
  descriptionRange,
  textWidthPx,
  titleWidthLimitPx,
  truncateToWidth,
} from "#contracts/seo-title-width.ts";
import { snippetWarnings } from "./snippet-warnings.ts";

/** 'localhost:3000 › courses › deep-learning', as a results page writes the URL. */
export function breadcrumbUrl(canonical: string): { host: string; trail: string } {
  try {
    const url = new URL(canonical);
    const segments = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    return { host: url.host, trail: segments.length ? ` › ${segments.join(" › ")}` : "" };
  } catch {
    return { host: canonical, trail: "" };
  }
}

function cutDescription(text: string): string {
  if (text.length <= descriptionRange.max) return text;
  const cut = text.slice(0, descriptionRange.max - 3);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}...`;
}

/** The page as a Google desktop result, with what would weaken it. */
export function SearchSnippetPreview({
  meta,
}: {
  meta: Pick<ResolvedPageMeta, "title" | "description" | "noindex" | "canonical" | "siteName">;
}) {
  const { host, trail } = breadcrumbUrl(meta.canonical);
  const warnings = snippetWarnings(meta);
  const width = textWidthPx(meta.title);
  return (
    <section aria-labelledby="snippet-heading" className="mt-10">
      <h2 id="snippet-heading" className="text-xl font-semibold text-slate-900">
        Search result
      </h2>
      <div className="mt-4 max-w-[600px] rounded-xl border border-slate-200 bg-white p-4 font-[Arial,sans-serif] shadow-sm">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-800"
          >
            AI
          </span>
          <div className="min-w-0 leading-tight">
            <p className="text-sm text-slate-900">{meta.siteName}</p>
            <p className="truncate text-xs text-slate-600">
              {host}
              {trail}
            </p>
          </div>
        </div>
        <p className="mt-2 text-xl leading-snug text-[#1a0dab]" data-testid="snippet-title">
          {truncateToWidth(meta.title)}
        </p>
        <p className="mt-1 text-sm leading-normal text-[#4d5156]" data-testid="snippet-description">
          {cutDescription(meta.description)}
        </p>
      </div>
      <dl className="mt-4 grid max-w-[600px] grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
        <dt className="font-medium text-slate-900">Title</dt>
        <dd>
          {meta.title.length} characters, about {width} of {titleWidthLimitPx} px
        </dd>
        <dt className="font-medium text-slate-900">Description</dt>
        <dd>
          {meta.description.length} characters (aim for {descriptionRange.min}-{descriptionRange.max})
        </dd>
        <dt className="font-medium text-slate-900">Robots</dt>
        <dd>{meta.noindex ? "noindex, nofollow" : "index, follow"}</dd>
        <dt className="font-medium text-slate-900">Canonical</dt>
        <dd className="break-all">{meta.canonical}</dd>
      </dl>
      {warnings.length > 0 ? (
        <ul aria-label="Warnings" className="mt-4 max-w-[600px] space-y-2">
          {warnings.map((warning) => (
            <li
              key={warning.message}
              className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              {warning.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 flex max-w-[600px] gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          Title and description fit a search result, and the page can be indexed.
        </p>
      )}
    </section>
  );
}
