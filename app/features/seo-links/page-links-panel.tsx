import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, ExternalLinkIcon } from "lucide-react";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoLinksApi } from "#contracts/api/seo-links.ts";
import { linkMessages, type PageLinks } from "#contracts/seo-links.ts";
import { linksKey } from "./link-filters.ts";
import { linkActionClass } from "./link-problems-table.tsx";
import { LinkStatus } from "./link-status.tsx";

const countFormat = new Intl.NumberFormat("en");
const inboundColumns: readonly TableColumn[] = [
  { label: "Page" },
  { label: "Link text" },
  { label: "Where" },
];
const outboundColumns: readonly TableColumn[] = [
  { label: "Links to" },
  { label: "Link text" },
  { label: "Where" },
  { label: "Answer" },
];

const where = (inContent: boolean) => (inContent ? "Content" : "Navigation");

function Shown({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return (
    <p className="text-sm text-slate-700">
      The first {countFormat.format(shown)} of {countFormat.format(total)} are listed.
    </p>
  );
}

/** One page's links: the words others link to it with, the pages linking here, and where it links. */
export function PageLinksPanel({
  path,
  onBack,
  onOpen,
}: {
  path: string;
  onBack: () => void;
  onOpen: (path: string) => void;
}) {
  const links = useQuery({
    queryKey: [...linksKey, "page", path],
    queryFn: ({ signal }) => apiRequest(seoLinksApi.page, { query: { path }, signal }),
    retry: false,
  });
  return (
    <section aria-labelledby="page-links" className="grid gap-6">
      <div className="grid gap-2">
        <button
          type="button"
          onClick={onBack}
          className={`${linkActionClass} inline-flex w-fit items-center gap-1`}
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          All pages
        </button>
        <h2 id="page-links" className="text-lg font-semibold text-slate-900">
          Links of <span className="font-mono text-base break-all">{path}</span>
        </h2>
      </div>
      <AdminQueryGate
        query={links}
        loadingLabel="Loading the page's links..."
        loadFailed={linkMessages.loadFailed}
      >
        {(data: PageLinks) => (
          <>
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
              <span className="font-medium text-slate-900">{data.title}</span>
              <a
                href={data.path}
                target="_blank"
                rel="noopener"
                className={`${linkActionClass} inline-flex items-center gap-1`}
              >
                Open page
                <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
              </a>
            </p>

            <section aria-labelledby="page-anchors" className="grid gap-2">
              <h3 id="page-anchors" className="font-semibold text-slate-900">
                Anchor texts pointing here
              </h3>
              {data.anchors.length === 0 ? (
                <p className="text-sm text-slate-700">No page links here with words.</p>
              ) : (
                <ul aria-labelledby="page-anchors" className="flex flex-wrap gap-2">
                  {data.anchors.map((anchor) => (
                    <li
                      key={anchor.text}
                      className="rounded-md border border-slate-200 bg-white px-2.5 py-1 text-sm text-slate-800"
                    >
                      {anchor.text}{" "}
                      <span className="text-slate-600 tabular-nums">
                        × {countFormat.format(anchor.pages)}
                        <span className="sr-only"> {anchor.pages === 1 ? "page" : "pages"}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="page-inbound" className="grid gap-2">
              <h3 id="page-inbound" className="font-semibold text-slate-900">
                Linked from {countFormat.format(data.inboundTotal)}{" "}
                {data.inboundTotal === 1 ? "page" : "pages"}
              </h3>
              {data.inbound.length === 0 ? (
                <p className="text-sm text-amber-950">
                  No other page links here: it is an orphan, found only through the sitemap. Link to it from a
                  page on the same subject.
                </p>
              ) : (
                <>
                  <Table caption="Pages linking here" minWidth="min-w-[36rem]" columns={inboundColumns}>
                    {data.inbound.map((row) => (
                      <tr key={row.path}>
                        <th scope="row" className={tableCell("max-w-[20rem] font-normal")}>
                          <button
                            type="button"
                            className={`${linkActionClass} block max-w-full truncate text-left`}
                            onClick={() => onOpen(row.path)}
                            title={row.title}
                            aria-label={`Links of ${row.path}`}
                          >
                            {row.title}
                          </button>
                          <span className="block truncate font-mono text-xs text-slate-600">{row.path}</span>
                        </th>
                        <td className={tableCell("max-w-[14rem] truncate")} title={row.anchor}>
                          {row.anchor || <span className="text-slate-600 italic">No text</span>}
                        </td>
                        <td className={tableCell("text-slate-700")}>{where(row.inContent)}</td>
                      </tr>
                    ))}
                  </Table>
                  <Shown shown={data.inbound.length} total={data.inboundTotal} />
                </>
              )}
            </section>

            <section aria-labelledby="page-outbound" className="grid gap-2">
              <h3 id="page-outbound" className="font-semibold text-slate-900">
                Links to {countFormat.format(data.outboundTotal)}{" "}
                {data.outboundTotal === 1 ? "address" : "addresses"} of the site
              </h3>
              {data.outbound.length === 0 ? (
                <p className="text-sm text-slate-700">This page links to no other page of the site.</p>
              ) : (
                <>
                  <Table caption="Where this page links" minWidth="min-w-[44rem]" columns={outboundColumns}>
                    {data.outbound.map((row) => (
                      <tr key={row.path}>
                        <th
                          scope="row"
                          className={tableCell("max-w-[16rem] font-mono text-xs font-normal break-all")}
                        >
                          {row.path}
                        </th>
                        <td className={tableCell("max-w-[14rem] truncate")} title={row.anchor}>
                          {row.anchor || <span className="text-slate-600 italic">No text</span>}
                        </td>
                        <td className={tableCell("text-slate-700")}>{where(row.inContent)}</td>
                        <td className={tableCell("max-w-[16rem]")}>
                          <LinkStatus status={row.status} redirect={row.redirect} />
                        </td>
                      </tr>
                    ))}
                  </Table>
                  <Shown shown={data.outbound.length} total={data.outboundTotal} />
                </>
              )}
            </section>
          </>
        )}
      </AdminQueryGate>
    </section>
  );
}
