// npm run bench:newsletter: issue 22's scale bars for campaigns, on this machine, against the production
// server started from source (PGlite in a scratch DATA_DIR, or BENCH_DATABASE_URL):
// 1. a campaign to 50,000 generated confirmed subscribers is queued (its recipient rows made) in <= 10 s;
// 2. a local SMTP server counts exactly 50,000 unique deliveries (by X-Mail-Id and by recipient) at the
//    configured NEWSLETTER_SEND_RATE, also when the sending server is killed (SIGKILL) halfway and restarted;
// 3. the analytics over 1,000,000 generated tracking events answers in <= 300 ms.
// BENCH_NEWSLETTER_RECIPIENTS and BENCH_NEWSLETTER_RATE (a minute) change the first two for a quicker look.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { newsletterAnalyticsApi } from "#contracts/api/newsletter-analytics.ts";
import { newsletterCampaignsApi } from "#contracts/api/newsletter-campaigns.ts";
import { databaseOptionsFromConfig, openDatabase } from "#server/db/client.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { seedBenchSubscribers, seedCampaignTrackingEvents } from "#server/db/seed-generated-newsletter.ts";
import { signedInCookie } from "./lib/bench-session.ts";
import { freePort } from "./lib/free-port.ts";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const recipients = Number(process.env.BENCH_NEWSLETTER_RECIPIENTS ?? 50_000);
const ratePerMinute = Number(process.env.BENCH_NEWSLETTER_RATE ?? 30_000);
const trackingEvents = 1_000_000;

type Server = { child: ChildProcess; exited: Promise<void> };

/** The SMTP side: every delivery's X-Mail-Id and recipient, counted as they arrive. */
function startSink() {
  const byMail = new Map<string, number>();
  const byRecipient = new Map<string, number>();
  let deliveries = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    // A reverse DNS lookup per connection would make the sink, not the site, the bottleneck.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        deliveries += 1;
        const id = /^X-Mail-Id:\s*(\S+)/im.exec(head)?.[1] ?? `none-${deliveries}`;
        byMail.set(id, (byMail.get(id) ?? 0) + 1);
        for (const to of session.envelope.rcptTo)
          byRecipient.set(to.address, (byRecipient.get(to.address) ?? 0) + 1);
        callback();
      });
    },
  });
  return {
    server,
    stats: () => ({
      deliveries,
      uniqueMails: byMail.size,
      uniqueRecipients: byRecipient.size,
      duplicateMails: [...byMail.values()].filter((n) => n > 1).length,
    }),
  };
}

function startServer(port: number, dir: string, smtpPort: number): Server {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: rootDir,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_DISABLED: "true",
      SEED_DEMO_DATA: "true",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "AI Labs <news@bench.test>",
      NEWSLETTER_SEND_RATE: String(ratePerMinute),
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { child, exited: new Promise((resolve) => child.once("exit", () => resolve())) };
}

async function waitReady(base: string): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("server not ready in 120 s");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function xsrfOf(cookie: string): string {
  const value = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error("no XSRF-TOKEN in the session cookie");
  return decodeURIComponent(value);
}

async function api<T>(base: string, cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      cookie,
      "x-xsrf-token": xsrfOf(cookie),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function withDatabase(
  dir: string,
  work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<void>,
) {
  const database = await openDatabase(
    databaseOptionsFromConfig({ DATA_DIR: dir, DATABASE_URL: process.env.BENCH_DATABASE_URL }),
  );
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}

type CampaignState = {
  id: string;
  version: number;
  status: string;
  recipientCount: number;
  queuedCount: number;
};

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ai-labs-bench-newsletter-"));
  const sink = startSink();
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => sink.server.listen(smtpPort, "127.0.0.1", resolve));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: Server | undefined;
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (!server || server.child.exitCode !== null) return;
    server.child.kill(signal);
    await server.exited;
  };
  try {
    console.log(
      `machine: ${os.cpus().length} CPUs, Node ${process.version}, database ${process.env.BENCH_DATABASE_URL ? "postgres" : "pglite"}; ` +
        `${recipients.toLocaleString("en")} recipients at NEWSLETTER_SEND_RATE=${ratePerMinute.toLocaleString("en")} a minute`,
    );
    server = startServer(port, dir, smtpPort);
    await waitReady(base);
    await stop();
    await withDatabase(dir, (db) => seedBenchSubscribers(db, recipients, "bench"));

    server = startServer(port, dir, smtpPort);
    await waitReady(base);
    const cookie = await signedInCookie(base, demoAccounts.admin.username, demoAccounts.admin.password);
    const draft = await api<CampaignState>(base, cookie, "POST", newsletterCampaignsApi.create.path, {
      subject: "The bench campaign",
      preheader: "50,000 of you",
      body: "Hello {{name | reader}},\n\n[[course: ai-engineers]]\n\n[Read the blog](https://ailabs.test/blog)",
      audience: { source: "bench" },
    });
    const campaignUrl = endpointUrl(newsletterCampaignsApi.get, { params: { id: draft.id } });
    const scheduledAt = performance.now();
    await api(
      base,
      cookie,
      "POST",
      endpointUrl(newsletterCampaignsApi.schedule, { params: { id: draft.id } }),
      {
        version: draft.version,
      },
    );
    let state = await api<CampaignState>(base, cookie, "GET", campaignUrl);
    while (state.recipientCount < recipients) {
      await sleep(50);
      state = await api<CampaignState>(base, cookie, "GET", campaignUrl);
    }
    const queuedSeconds = (performance.now() - scheduledAt) / 1000;
    console.log(
      `queued: ${state.recipientCount.toLocaleString("en")} recipients in ${queuedSeconds.toFixed(1)} s (bar <= 10 s)`,
    );
    if (queuedSeconds > 10) console.error("FAIL queuing took over 10 s");

    // Halfway, the sending server is killed without warning and started again.
    const sendStart = performance.now();
    while (sink.stats().uniqueMails < recipients / 2) await sleep(100);
    const half = performance.now();
    const atKill = sink.stats();
    await stop("SIGKILL");
    const killed = performance.now();
    console.log(`killed (SIGKILL) after ${atKill.uniqueMails.toLocaleString("en")} deliveries`);
    server = startServer(port, dir, smtpPort);
    await waitReady(base);
    const restarted = performance.now();
    const cookie2 = await signedInCookie(base, demoAccounts.admin.username, demoAccounts.admin.password);
    const deadline = performance.now() + 15 * 60_000;
    while (sink.stats().uniqueMails < recipients && performance.now() < deadline) await sleep(200);
    const done = performance.now();
    await sleep(3000); // anything sent twice arrives now
    const final = sink.stats();
    state = await api<CampaignState>(base, cookie2, "GET", campaignUrl);
    const sendingMinutes = (half - sendStart + (done - restarted)) / 60_000;
    console.log(
      `delivered: ${final.uniqueMails.toLocaleString("en")} unique mails to ${final.uniqueRecipients.toLocaleString("en")} ` +
        `recipients, ${final.deliveries.toLocaleString("en")} deliveries in all, ${final.duplicateMails} sent twice; ` +
        `campaign ${state.status}, queued ${state.queuedCount.toLocaleString("en")}`,
    );
    console.log(
      `rate: ${(final.uniqueMails / sendingMinutes).toFixed(0)} a minute while running (configured ${ratePerMinute}); ` +
        `down ${((restarted - killed) / 1000).toFixed(1)} s, total ${((done - sendStart) / 1000).toFixed(1)} s`,
    );
    if (final.uniqueMails !== recipients || final.uniqueRecipients !== recipients)
      console.error(`FAIL expected exactly ${recipients} unique deliveries`);

    // The analytics over 1,000,000 tracking events: generated on the campaign's mails while the server is
    // stopped, and the counts raised as the listeners would have.
    await stop();
    const seeding = performance.now();
    await withDatabase(dir, (db) => seedCampaignTrackingEvents(db, draft.id, trackingEvents));
    const seedSeconds = (performance.now() - seeding) / 1000;
    server = startServer(port, dir, smtpPort);
    await waitReady(base);
    const cookie3 = await signedInCookie(base, demoAccounts.admin.username, demoAccounts.admin.password);
    const timed = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < 23; i++) {
        const t0 = performance.now();
        await api(base, cookie3, "GET", url);
        if (i >= 3) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { p50: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 };
    };
    const overview = await timed(endpointUrl(newsletterAnalyticsApi.overview, { query: { days: 365 } }));
    const detail = await timed(endpointUrl(newsletterAnalyticsApi.campaign, { params: { id: draft.id } }));
    console.log(
      `analytics over ${trackingEvents.toLocaleString("en")} tracking events (generated in ${seedSeconds.toFixed(1)} s): ` +
        `overview (365 days) p50 ${overview.p50.toFixed(0)} ms, max ${overview.max.toFixed(0)} ms; ` +
        `campaign detail p50 ${detail.p50.toFixed(0)} ms, max ${detail.max.toFixed(0)} ms (bar <= 300 ms)`,
    );
    if (overview.max > 300 || detail.max > 300) console.error("FAIL the analytics took over 300 ms");
  } finally {
    await stop();
    sink.server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
