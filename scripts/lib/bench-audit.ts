import { seoApi } from "#contracts/api/seo.ts";
import { seoAuditApi } from "#contracts/api/seo-audit.ts";
import type { AuditOverview } from "#contracts/seo-audit.ts";
import type { SeoPagesPage } from "#contracts/seo-pages.ts";

// Issue 20's bar: the content audit of 1,000 (generated) pages finishes in <= 60 s on 2 cores, with the site
// still answering its normal bars. The bench adds generated blog posts (server/db/seed-generated-pages.ts),
// starts an audit as the demo marketer, and loads the site while it runs.

export const auditBenchPages = 1000;

/** How many public pages the site has now (the inventory the audit crawls). */
export async function publicPageCount(base: string, cookie: string): Promise<number> {
  const response = await fetch(`${base}${seoApi.pages.path}?pageSize=1`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${seoApi.pages.path} answered ${response.status}`);
  return ((await response.json()) as SeoPagesPage).total;
}

const xsrfOf = (cookie: string) => decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? "");

/**
 * Starts an audit, runs `loadWhileRunning` meanwhile, and resolves once the run is done with its duration
 * (from the start's answer to the overview saying done, polled every 250 ms) and what the run reported.
 */
export async function timeContentAudit<T>(
  base: string,
  cookie: string,
  loadWhileRunning: () => Promise<T>,
): Promise<{ seconds: number; run: NonNullable<AuditOverview["current"]>; load: T }> {
  const startedAt = performance.now();
  const started = await fetch(`${base}${seoAuditApi.start.path}`, {
    method: "POST",
    headers: { cookie, "x-xsrf-token": xsrfOf(cookie) },
  });
  if (started.status !== 202)
    throw new Error(`starting the audit answered ${started.status}: ${await started.text()}`);
  const poll = async (): Promise<{ seconds: number; run: NonNullable<AuditOverview["current"]> }> => {
    for (;;) {
      const overview = (await (
        await fetch(`${base}${seoAuditApi.overview.path}`, { headers: { cookie } })
      ).json()) as AuditOverview;
      const run = overview.current;
      if (run && run.status !== "running") {
        if (run.status === "failed") throw new Error(`the audit failed: ${run.failure}`);
        return { seconds: (performance.now() - startedAt) / 1000, run };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const [finished, load] = await Promise.all([poll(), loadWhileRunning()]);
  return { ...finished, load };
}
