import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LightbulbIcon, RefreshCwIcon } from "lucide-react";
import { Link } from "react-router";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoSemrushApi } from "#contracts/api/seo-semrush.ts";
import { type SemrushInsights, semrushMessages } from "#contracts/seo-semrush.ts";
import { BuiltInRecommendations } from "./built-in-recommendations.tsx";
import { SemrushReport } from "./semrush-report.tsx";

const semrushKey = ["seo-semrush"] as const;
const countFormat = new Intl.NumberFormat("en");
const moneyFormat = new Intl.NumberFormat("en", { style: "currency", currency: "USD" });
const organicColumns: readonly TableColumn[] = [
  { label: "Keyword" },
  { label: "Position", align: "right" },
  { label: "Volume", align: "right" },
  { label: "CPC", align: "right" },
  { label: "Traffic", align: "right" },
  { label: "Page" },
];
const relatedColumns: readonly TableColumn[] = [
  { label: "Keyword" },
  { label: "Volume", align: "right" },
  { label: "Difficulty", align: "right" },
  { label: "CPC", align: "right" },
];
const competitorColumns: readonly TableColumn[] = [
  { label: "Domain" },
  { label: "Relevance", align: "right" },
  { label: "Common keywords", align: "right" },
  { label: "Organic keywords", align: "right" },
];

/** The path of a URL on this site, to show it short; the URL itself otherwise. */
const shortUrl = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

function Insights({ data }: { data: SemrushInsights }) {
  return (
    <div className="grid gap-8">
      <SemrushReport
        id="semrush-organic"
        title={`Organic keywords of ${data.domain}`}
        description={`The searches the site ranks for in Google (${data.database} database), most traffic first.`}
        report={data.organic}
      >
        <Table caption="Organic keywords" minWidth="min-w-[48rem]" columns={organicColumns}>
          {data.organic.rows.map((row) => (
            <tr key={`${row.keyword} ${row.url}`}>
              <th scope="row" className={tableCell("font-medium text-slate-900")}>
                {row.keyword}
              </th>
              <td className={tableCell("text-right tabular-nums")}>{row.position}</td>
              <td className={tableCell("text-right tabular-nums")}>{countFormat.format(row.volume)}</td>
              <td className={tableCell("text-right tabular-nums")}>{moneyFormat.format(row.cpc)}</td>
              <td className={tableCell("text-right tabular-nums")}>{row.trafficPercent}%</td>
              <td className={tableCell("max-w-[16rem] truncate font-mono text-xs")} title={row.url}>
                {shortUrl(row.url)}
              </td>
            </tr>
          ))}
        </Table>
      </SemrushReport>

      <section aria-labelledby="semrush-related" className="grid gap-4">
        <h3 id="semrush-related" className="font-semibold text-slate-900">
          Related keywords of the focus keyphrases
        </h3>
        {data.related.length === 0 ? (
          <p className="text-sm text-slate-700">
            {semrushMessages.noKeyphrases}{" "}
            <Link
              to="/dashboard/digital-marketer/keywords"
              className="font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              Open Keywords
            </Link>
          </p>
        ) : (
          data.related.map((report, index) => (
            <SemrushReport
              key={report.path}
              id={`semrush-related-${index}`}
              title={`“${report.keyphrase}”`}
              description={`Searches close to the focus keyphrase of ${report.path}: words to use on the page, or pages to write.`}
              report={report}
            >
              <Table
                caption={`Keywords related to ${report.keyphrase}`}
                minWidth="min-w-[36rem]"
                columns={relatedColumns}
              >
                {report.rows.map((row) => (
                  <tr key={row.keyword}>
                    <th scope="row" className={tableCell("font-medium text-slate-900")}>
                      {row.keyword}
                    </th>
                    <td className={tableCell("text-right tabular-nums")}>{countFormat.format(row.volume)}</td>
                    <td className={tableCell("text-right tabular-nums")}>
                      {row.difficulty === null ? "—" : `${row.difficulty}/100`}
                    </td>
                    <td className={tableCell("text-right tabular-nums")}>{moneyFormat.format(row.cpc)}</td>
                  </tr>
                ))}
              </Table>
            </SemrushReport>
          ))
        )}
      </section>

      <SemrushReport
        id="semrush-competitors"
        title="Competing domains"
        description="Sites that rank for the same searches, most alike first."
        report={data.competitors}
      >
        <Table caption="Competing domains" minWidth="min-w-[36rem]" columns={competitorColumns}>
          {data.competitors.rows.map((row) => (
            <tr key={row.domain}>
              <th scope="row" className={tableCell("font-medium text-slate-900")}>
                {row.domain}
              </th>
              <td className={tableCell("text-right tabular-nums")}>{Math.round(row.relevance * 100)}%</td>
              <td className={tableCell("text-right tabular-nums")}>
                {countFormat.format(row.commonKeywords)}
              </td>
              <td className={tableCell("text-right tabular-nums")}>
                {countFormat.format(row.organicKeywords)}
              </td>
            </tr>
          ))}
        </Table>
      </SemrushReport>
    </div>
  );
}

/**
 * /dashboard/digital-marketer/recommendations ('SEMrush Insights'): with SEMRUSH_API_KEY, Semrush's reports on the
 * site (cached a week, units shown, a refresh that spends them again); always, the content audit's findings
 * ranked by impact, each with its fix.
 */
export function SemrushInsightsScreen() {
  const queryClient = useQueryClient();
  const insights = useQuery({
    queryKey: semrushKey,
    queryFn: ({ signal }) => apiRequest(seoSemrushApi.insights, { signal }),
  });
  const refresh = useMutation({
    mutationFn: () => apiRequest(seoSemrushApi.refresh, {}),
    onSuccess: (fresh) => {
      queryClient.setQueryData(semrushKey, fresh);
      toast({ title: semrushMessages.refreshed });
    },
    onError: (error) =>
      toast({ variant: "destructive", title: semrushMessages.refreshFailed, description: error.message }),
  });
  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <LightbulbIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">SEMrush Insights</h1>
        </div>
        <p className="text-sm text-slate-700">
          What Semrush knows of the site's searches, and what to fix first on the site itself.
        </p>
      </div>
      <AdminQueryGate
        query={insights}
        loadingLabel="Loading the insights..."
        loadFailed={semrushMessages.loadFailed}
      >
        {(data: SemrushInsights) =>
          data.configured ? (
            <section aria-labelledby="semrush-reports" className="grid gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="semrush-reports" className="text-lg font-semibold text-slate-900">
                  From Semrush
                </h2>
                <Button variant="outline" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
                  <RefreshCwIcon
                    aria-hidden="true"
                    className={refresh.isPending ? "animate-spin" : undefined}
                  />
                  {refresh.isPending ? "Refreshing…" : "Refresh (spends API units)"}
                </Button>
              </div>
              <p className="text-sm text-slate-700">
                Reports are kept a week; each says when it was read and the API units it cost.
              </p>
              <Insights data={data} />
            </section>
          ) : (
            <p className="rounded-md border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-800">
              {semrushMessages.notConfigured}
            </p>
          )
        }
      </AdminQueryGate>
      <BuiltInRecommendations />
    </div>
  );
}
