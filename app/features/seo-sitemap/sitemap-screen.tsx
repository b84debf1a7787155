import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, ExternalLinkIcon, MapIcon } from "lucide-react";
import { Link } from "react-router";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { type SitemapEntryRow, type SitemapOverview, sitemapMessages } from "#contracts/seo-sitemap.ts";
import { RobotsEditor } from "./robots-editor.tsx";
import { RobotsTester } from "./robots-tester.tsx";

const sitemapKey = ["seo-sitemap"] as const;
// UTC dates, as <lastmod> has them.
const dayFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

const columns: readonly TableColumn[] = [
  { label: "Page" },
  { label: "Last modified" },
  { label: "Sitemap" },
  { label: "Actions", srOnly: true },
];

const linkClass = "font-medium text-indigo-700 underline-offset-4 hover:underline";

function Status({ entry }: { entry: SitemapEntryRow }) {
  if (entry.included) return <span className="text-emerald-800">Included</span>;
  return <span className="text-rose-800">{entry.reason === "noindex" ? "Out: noindex" : "Left out"}</span>;
}

/** /dashboard/digital-marketer/sitemap: what sitemap.xml holds and why, each page put in or left out; robots.txt. */
export function SitemapScreen() {
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: sitemapKey,
    queryFn: ({ signal }) => apiRequest(seoApi.sitemap, { signal }),
  });
  const toggle = useMutation({
    mutationFn: (entry: SitemapEntryRow) =>
      apiRequest(seoApi.setSitemapPage, { body: { path: entry.path, include: !entry.included } }),
    onSuccess: (_result, entry) =>
      toast({
        title: entry.included ? sitemapMessages.excluded : sitemapMessages.included,
        description: entry.path,
      }),
    onError: (error) =>
      toast({ variant: "destructive", title: sitemapMessages.updateFailed, description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitemapKey }),
  });

  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="flex items-center gap-3">
        <MapIcon aria-hidden="true" className="size-6 text-indigo-700" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sitemap</h1>
      </div>
      <AdminQueryGate
        query={overview}
        loadingLabel="Loading the sitemap..."
        loadFailed={sitemapMessages.loadFailed}
      >
        {(data) => {
          const included = data.entries.filter((entry) => entry.included).length;
          return (
            <>
              <section aria-labelledby="sitemap-pages" className="grid gap-3">
                <h2 id="sitemap-pages" className="sr-only">
                  Pages
                </h2>
                <p className="text-sm text-slate-700">
                  {included} of {data.entries.length} public pages are in{" "}
                  <a
                    href={data.sitemapUrl}
                    target="_blank"
                    rel="noopener"
                    className={`${linkClass} inline-flex items-center gap-1`}
                  >
                    sitemap.xml
                    <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                  </a>
                  . A page marked noindex never is; change that in Meta Tags.
                </p>
                <SitemapValidation validation={data.validation} />
                <Table caption="Pages and the sitemap" minWidth="min-w-[44rem]" columns={columns}>
                  {data.entries.map((entry) => (
                    <tr key={entry.path} className={tableRow({ inactive: !entry.included })}>
                      <th scope="row" className={tableCell("max-w-[22rem] font-normal")}>
                        <span className="block truncate font-medium text-slate-900" title={entry.title}>
                          {entry.title}
                        </span>
                        <span className="block truncate font-mono text-xs text-slate-600">{entry.path}</span>
                      </th>
                      <td className={tableCell("whitespace-nowrap")}>
                        {entry.lastmod ? (
                          <time dateTime={entry.lastmod}>
                            {dayFormat.format(new Date(`${entry.lastmod}T00:00:00Z`))}
                          </time>
                        ) : (
                          <span className="text-slate-600">Not recorded</span>
                        )}
                      </td>
                      <td className={tableCell("whitespace-nowrap")}>
                        <Status entry={entry} />
                      </td>
                      <td className={tableCell()}>
                        <div className="flex justify-end">
                          {entry.reason === "noindex" ? (
                            <Link
                              to={`/dashboard/digital-marketer/meta-tags?path=${encodeURIComponent(entry.path)}`}
                              className={`${linkClass} text-sm`}
                              aria-label={`Edit metadata of ${entry.path}`}
                            >
                              Meta Tags
                            </Link>
                          ) : (
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={toggle.isPending && toggle.variables?.path === entry.path}
                              aria-label={`${entry.included ? "Leave out" : "Put back"} ${entry.path}`}
                              onClick={() => toggle.mutate(entry)}
                            >
                              {entry.included ? "Leave out" : "Put back"}
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </Table>
              </section>
              <RobotsEditor onSaved={() => void queryClient.invalidateQueries({ queryKey: sitemapKey })} />
              <RobotsTester robotsTxt={data.robotsTxt} />
            </>
          );
        }}
      </AdminQueryGate>
    </div>
  );
}

/** Whether sitemap.xml, as served, follows the sitemaps.org protocol, and what is wrong when it does not. */
function SitemapValidation({ validation }: { validation: SitemapOverview["validation"] }) {
  const files = validation.files === 1 ? "1 file" : `an index and ${validation.files - 1} files`;
  if (validation.valid)
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-800">
        <CheckCircle2Icon aria-hidden="true" className="size-4" />
        Valid sitemap: {validation.urls} {validation.urls === 1 ? "address" : "addresses"} in {files}, as the
        sitemaps.org protocol asks.
      </p>
    );
  return (
    <div
      role="alert"
      className="grid gap-1 rounded-md border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900"
    >
      <p className="font-medium">sitemap.xml has problems search engines will reject:</p>
      <ul className="list-disc pl-5">
        {validation.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
