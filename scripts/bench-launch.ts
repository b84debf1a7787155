// npm run bench:launch (issue 13): the launch-day scenario. Two production instances behind nginx on a
// scratch PostgreSQL database with Redis (scripts/lib/cluster.ts), one course batch with 30 seats, and
// 1,000 signed-in buyers arriving within 60 s, each going through the real checkout API like the pages
// do (quote, order holding a seat, Pay on the built-in test provider's page) from an address of its own.
// Bars: exactly 30 paid orders, everyone else the sold-out answer, no 5xx, p99 of the checkout calls
// <= 500 ms. Exits 1 when a bar fails.
//   LAUNCH_BUYERS=1000 LAUNCH_SEATS=30 LAUNCH_SECONDS=60   the scenario
//   LAUNCH_BURST=0     of the buyers, how many are already waiting when the sale opens (all arrive in
//                      its first second); the others arrive at random moments spread over LAUNCH_SECONDS
//   LAUNCH_WARMUP=60   buyers who check out a batch of their own over 2 s before the sale opens, not
//                      counted: on a launch day the instances have been serving for a while, and a sale
//                      meeting code that was never run measures the JIT compiler, not checkout
//
// npm run bench:launch -- --pages: the signed-in pages of issue 13's ">= 700 req/s with PostgreSQL and two
// instances" bar instead: /dashboard/student and /courses/ai-engineers as the demo student, autocannon at
// 50 connections through nginx for BENCH_SECONDS (10) each after a 2 s warm-up. Exits 1 on a non-2xx
// answer, a connection error or a rate below the bar.
//
// Needs what test:cluster needs: a build (the npm script builds first), nginx on PATH, PostgreSQL
// (CLUSTER_DATABASE_URL) and Redis (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379/15, emptied).
import { createRequire } from "node:module";
import os from "node:os";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { sessionCookieName } from "#server/plugins/sessions.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";
import { signedInCookie } from "./lib/bench-session.ts";
import {
  type Answer,
  buyerAddress,
  type CheckoutOutcome,
  checkOut,
  createBuyer,
  insertBuyerSessions,
} from "./lib/checkout-buyer.ts";
import { type Cluster, ClusterStartError, startCluster } from "./lib/cluster.ts";

type AutocannonResult = {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
// autocannon ships no types and is CommonJS; require keeps the type check honest without a .d.ts.
const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: object,
) => Promise<AutocannonResult>;

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const buyersCount = numberFrom("LAUNCH_BUYERS", 1000);
const seats = numberFrom("LAUNCH_SEATS", 30);
const windowSeconds = numberFrom("LAUNCH_SECONDS", 60);
const burst = Math.min(numberFrom("LAUNCH_BURST", 0), buyersCount);
const warmupBuyers = numberFrom("LAUNCH_WARMUP", 60);
const pageSeconds = numberFrom("BENCH_SECONDS", 10);
const pagesMode = process.argv.includes("--pages");
const instances = 2;
const p99BarMs = 500;
const pagesBarRps = 700;
const pageConnections = 50;
/** Sold to anyone signed in (the bootcamp, ai-engineers, needs an admission first). */
const course = "deep-learning";

let cluster: Cluster | undefined;

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function latencyRow(label: string, answers: Answer[]): string {
  const ms = answers.map((answer) => answer.ms).sort((x, y) => x - y);
  const cells = [0.5, 0.95, 0.99, 1].map((q) => percentile(ms, q).toFixed(0).padStart(6));
  return `  ${label.padEnd(22)} ${String(ms.length).padStart(6)} ${cells.join(" ")}`;
}

function machineLine(): string {
  return `machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}, load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`;
}

/** A fresh batch of the sold course starting `daysAhead` from today, with `seatsTotal` seats all free. */
async function insertBatch(started: Cluster, daysAhead: number, seatsTotal: number): Promise<{ id: string }> {
  const [batch] = await started.sql<{ id: string }>(
    `insert into batches (course_id, type, start_date, schedule, seats_total, seats_taken)
     select id, 'regular', current_date + $2::int, 'Tue & Thu, 18:00-21:00 ET', $3, 0
     from courses where slug = $1 returning id`,
    [course, daysAhead, seatsTotal],
  );
  if (!batch) throw new Error(`no ${course} course in the seeded data`);
  return batch;
}

/** Buyers of a batch of their own check out (quote, order, Pay) over 2 s: the sale meets warm code. */
async function warmUp(started: Cluster): Promise<void> {
  if (warmupBuyers === 0) return;
  const batch = await insertBatch(started, 41, warmupBuyers);
  const tokens = await insertBuyerSessions(started.sql, warmupBuyers, "warmup_");
  const outcomes = await Promise.all(
    tokens.map(async (token, i) => {
      // Addresses after the launch buyers' own, so no per-IP count is shared with them.
      const buyer = createBuyer(buyerAddress(buyersCount + i));
      buyer.useSession(sessionCookieName(false), token);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2000));
      try {
        return (await checkOut(buyer, started.site, course, batch.id, checkoutMessages.soldOut)).result;
      } catch {
        return "error";
      } finally {
        buyer.close();
      }
    }),
  );
  const paid = outcomes.filter((result) => result === "paid").length;
  console.log(
    `warm-up: ${warmupBuyers} buyers checked out a batch of their own before the sale (${paid} paid; not counted)`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

async function launch(): Promise<boolean> {
  const sink = await startSmtpSink();
  try {
    // Production's log level (request lines included), so the figures carry its cost.
    cluster = await startCluster({ instances, env: { SMTP_URL: sink.url, LOG_LEVEL: "info" } });
    const { site } = cluster;
    const batch = await insertBatch(cluster, 40, seats);
    await warmUp(cluster);
    const tokens = await insertBuyerSessions(cluster.sql, buyersCount, "launch_");
    const buyers = tokens.map((token, i) => {
      const buyer = createBuyer(buyerAddress(i));
      buyer.useSession(sessionCookieName(false), token);
      return buyer;
    });
    // Arrival moments: the burst in the sale's first second, the rest at random over the window.
    const arrivals = buyers
      .map((_, i) => (i < burst ? Math.random() * 1000 : Math.random() * windowSeconds * 1000))
      .sort((x, y) => x - y);
    console.log(
      `launch: ${buyersCount} buyers (${burst} waiting at the opening, the rest over ${windowSeconds} s) for ${seats} seats of a ${course} batch; nginx ${site} -> ${cluster.instances.length} instances on PostgreSQL ${cluster.database}, Redis ${cluster.redisUrl}`,
    );
    const opened = performance.now();
    const outcomes: (CheckoutOutcome | { result: "error"; error: string })[] = await Promise.all(
      buyers.map(async (buyer, i) => {
        await new Promise((resolve) => setTimeout(resolve, arrivals[i]));
        try {
          return await checkOut(buyer, site, course, batch.id, checkoutMessages.soldOut);
        } catch (error) {
          return { result: "error" as const, error: error instanceof Error ? error.message : String(error) };
        } finally {
          buyer.close();
        }
      }),
    );
    const tookS = (performance.now() - opened) / 1000;

    const completed = outcomes.filter((outcome): outcome is CheckoutOutcome => outcome.result !== "error");
    const quotes = completed.map((outcome) => outcome.quote);
    const orders = completed.flatMap((outcome) => (outcome.order ? [outcome.order] : []));
    const pays = completed.flatMap((outcome) => (outcome.pay ? [outcome.pay] : []));
    const calls = [...quotes, ...orders, ...pays];
    const paidAnswers = completed.filter((outcome) => outcome.result === "paid").length;
    const soldOut = completed.filter((outcome) => outcome.result === "sold-out").length;
    const errors = outcomes.filter((outcome) => outcome.result === "error");
    const fiveXx = calls.filter((answer) => answer.status >= 500).length;
    const other = new Map<string, number>();
    for (const outcome of completed.filter((each) => each.result === "other")) {
      const last = outcome.pay ?? outcome.order ?? outcome.quote;
      const key = `${outcome.pay ? "pay" : "order"} ${last.status}`;
      other.set(key, (other.get(key) ?? 0) + 1);
    }
    const [db] = await cluster.sql<{ paid: number; pending: number; other: number; seats_taken: number }>(
      `select count(*) filter (where status = 'paid')::int as paid,
              count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where status not in ('paid', 'pending'))::int as other,
              (select seats_taken from batches where id = $1) as seats_taken
       from orders where batch_id = $1`,
      [batch.id],
    );
    const callMs = calls.map((answer) => answer.ms).sort((x, y) => x - y);
    const p99 = percentile(callMs, 0.99);

    console.log(`all buyers done after ${tookS.toFixed(1)} s`);
    console.log(
      `orders paid: ${db?.paid} in the database (seats taken ${db?.seats_taken} of ${seats}; ${db?.pending} pending, ${db?.other} other), ${paidAnswers} buyers told "succeeded"`,
    );
    console.log(`sold-out answers: ${soldOut} (409 "${checkoutMessages.soldOut}")`);
    console.log(
      `other answers: ${other.size === 0 ? "none" : [...other].map(([key, count]) => `${key} x${count}`).join(", ")}; connection errors: ${errors.length}${errors[0] && "error" in errors[0] ? ` (first: ${errors[0].error})` : ""}`,
    );
    console.log(`5xx answers: ${fiveXx}`);
    console.log(`latency, ms (client side, through nginx)   calls    p50    p95    p99    max`);
    console.log(latencyRow("GET quote", quotes));
    console.log(latencyRow("POST order", orders));
    console.log(latencyRow("POST pay (fulfils)", pays));
    console.log(latencyRow("all checkout calls", calls));

    const bars = [
      { name: `exactly ${seats} paid orders`, ok: db?.paid === seats && paidAnswers === seats },
      {
        name: "everyone else a sold-out answer",
        ok: soldOut === buyersCount - seats && other.size === 0 && errors.length === 0,
      },
      { name: "zero 5xx", ok: fiveXx === 0 },
      { name: `p99 of the checkout calls <= ${p99BarMs} ms (${p99.toFixed(0)} ms)`, ok: p99 <= p99BarMs },
    ];
    for (const bar of bars) console.log(`${bar.ok ? "PASS" : "FAIL"} ${bar.name}`);
    const mails = sink.messages.length;
    console.log(`confirmation mails received by the SMTP sink so far: ${mails}`);
    return bars.every((bar) => bar.ok);
  } finally {
    await sink.close();
  }
}

async function pages(): Promise<boolean> {
  cluster = await startCluster({ instances, env: { LOG_LEVEL: "info" } });
  const { site } = cluster;
  console.log(
    `pages: nginx ${site} -> ${cluster.instances.length} instances on PostgreSQL ${cluster.database}, Redis ${cluster.redisUrl}; ${pageConnections} connections, ${pageSeconds} s per page after a 2 s warm-up`,
  );
  const { username, password } = demoAccounts.student;
  const headers = {
    "accept-encoding": "gzip, deflate, br, zstd",
    cookie: await signedInCookie(site, username, password),
  };
  const rows: { path: string; result: AutocannonResult }[] = [];
  for (const path of ["/dashboard/student", "/courses/ai-engineers"]) {
    const url = `${site}${path}`;
    await autocannon({ url, connections: pageConnections, duration: 2, headers }); // warm-up, not reported
    rows.push({
      path,
      result: await autocannon({ url, connections: pageConnections, duration: pageSeconds, headers }),
    });
  }
  console.log(`  ${"signed-in page".padEnd(24)}   req/s  p50 ms  p99 ms  non-2xx  errors  timeouts`);
  for (const { path, result: r } of rows) {
    const cells = [
      r.requests.average.toFixed(0),
      r.latency.p50,
      r.latency.p99,
      r.non2xx,
      r.errors,
      r.timeouts,
    ];
    const widths = [7, 7, 7, 8, 7, 9];
    console.log(
      `  ${path.padEnd(24)} ${cells.map((cell, i) => String(cell).padStart(widths[i]!)).join(" ")}`,
    );
  }
  let ok = true;
  for (const { path, result: r } of rows) {
    const failed = r.non2xx + r.errors + r.timeouts;
    const met = failed === 0 && r.requests.average >= pagesBarRps;
    const codes = Object.entries(r.statusCodeStats).map(([code, { count }]) => `${code}x${count}`);
    console.log(
      `${met ? "PASS" : "FAIL"} ${path} >= ${pagesBarRps} req/s with PostgreSQL and two instances (${r.requests.average.toFixed(0)}), no failed request${failed ? ` (${codes.join(", ")})` : ""}`,
    );
    ok &&= met;
  }
  return ok;
}

process.once("SIGINT", () => {
  console.error("\ninterrupted; stopping the cluster");
  void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
});

console.log(machineLine());
try {
  const ok = pagesMode ? await pages() : await launch();
  if (!ok) process.exitCode = 1;
} catch (error) {
  console.error(`bench:launch failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof ClusterStartError)
    for (const { port, lines } of error.logs) console.error(`[${port}] ${lines.join("\n")}`);
  process.exitCode = 1;
} finally {
  await cluster?.stop();
}
// The machine may be shared: what it was doing besides this run shows in the load.
console.log(
  `load average after the run: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
