import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { Button } from "./button.tsx";

type PaginationBase = {
  /** The navigation landmark's name, e.g. "Pages of users". */
  label: string;
  /** 1-based; may be past the end (an old link), then the last page is shown as the current one. */
  page: number;
  className?: string;
};

/** A list whose page is app state (the admin lists): buttons, and a count of what is on screen. */
export type ButtonPaginationProps = PaginationBase & {
  onPage: (page: number) => void;
  total: number;
  pageSize: number;
  /** How many items the current page holds. */
  shown: number;
  /** Singular and plural, for "Showing 1–20 of 25 users" and "1 user in all". */
  noun: readonly [singular: string, plural: string];
};

/** A public list whose every page is a URL: plain links that work without JavaScript and can be crawled. */
export type LinkPaginationProps = PaginationBase & {
  pageCount: number;
  hrefFor: (page: number) => string;
};

export type PaginationProps = ButtonPaginationProps | LinkPaginationProps;

/** Pages of a list: links when each page has its own URL (`hrefFor`), buttons otherwise (`onPage`). */
export function Pagination(props: PaginationProps) {
  return "hrefFor" in props ? <LinkPagination {...props} /> : <ButtonPagination {...props} />;
}

/** "Showing 21–25 of 25 users", or "3 users in all" on a page past the end. */
export function pageRangeText({
  page,
  pageSize,
  total,
  shown,
  noun,
}: Omit<ButtonPaginationProps, "label" | "onPage">): string {
  const word = total === 1 ? noun[0] : noun[1];
  if (shown === 0) return `${total} ${word} in all`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${word}`;
}

function ButtonPagination({ label, page, onPage, className, ...counts }: ButtonPaginationProps) {
  const pages = Math.max(1, Math.ceil(counts.total / counts.pageSize));
  return (
    <nav
      aria-label={label}
      className={cn("flex flex-wrap items-center justify-between gap-3 text-sm", className)}
    >
      <p className="text-slate-700">{pageRangeText({ page, ...counts })}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <span className="px-1 text-slate-700">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

const pill =
  "inline-flex items-center justify-center rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
const idlePill = "border-slate-300 bg-white text-slate-800 hover:border-indigo-300";

function LinkPagination({ label, page, pageCount, hrefFor, className }: LinkPaginationProps) {
  const current = Math.min(page, pageCount);
  return (
    <nav aria-label={label} className={cn("flex items-center justify-center gap-2", className)}>
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} rel="prev" className={cn(pill, idlePill)}>
          Previous
        </Link>
      ) : null}
      <ul className="flex gap-2">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              aria-current={number === current ? "page" : undefined}
              aria-label={`Page ${number}`}
              className={cn(
                pill,
                "min-w-10",
                number === current ? "border-indigo-600 bg-indigo-600 text-white" : idlePill,
              )}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {current < pageCount ? (
        <Link to={hrefFor(current + 1)} rel="next" className={cn(pill, idlePill)}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
