import { ExternalLinkIcon } from "lucide-react";
import { Link } from "react-router";
import type { AuditFix } from "#contracts/seo-audit.ts";

const seo = "/dashboard/digital-marketer";
const linkClass =
  "inline-flex items-center gap-1 rounded-sm font-medium whitespace-nowrap text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

const metadataFields: Partial<Record<AuditFix, string>> = {
  title: "title",
  description: "description",
  canonical: "canonical URL",
  robots: "indexing",
  pageType: "page type",
};

/**
 * Where a finding is fixed, one click away: the Meta Tags field (the editor opens with the cursor in it), the
 * Sitemap, the redirects of SEO Settings, or the page itself when its content needs the change.
 */
export function AuditFixLink({ fix, path }: { fix: AuditFix; path: string }) {
  const field = metadataFields[fix];
  if (field)
    return (
      <Link
        to={`${seo}/meta-tags?path=${encodeURIComponent(path)}&field=${fix}`}
        className={linkClass}
        aria-label={`Fix ${field} of ${path}`}
      >
        Fix {field}
      </Link>
    );
  if (fix === "sitemap")
    return (
      <Link to={`${seo}/sitemap`} className={linkClass} aria-label={`Open the sitemap to fix ${path}`}>
        Open sitemap
      </Link>
    );
  if (fix === "redirects")
    return (
      <Link to={`${seo}/seo-settings`} className={linkClass} aria-label={`Open the redirects to fix ${path}`}>
        Open redirects
      </Link>
    );
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener"
      className={linkClass}
      aria-label={`Open ${path} in a new tab`}
    >
      Open page
      <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
    </a>
  );
}
