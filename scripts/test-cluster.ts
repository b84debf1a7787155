// npm run test:cluster (issue 13): nginx (deploy/nginx-ai-labs.conf) in front of three production
// instances on a scratch PostgreSQL database and Redis, and what several instances must get right:
//   a session made on one instance works on the others; a rate limit counts across instances; a change
//   reaches every instance's banner within a second; each queued mail is sent once; the last seat of a
//   batch is sold once when buyers race for it through different instances; a forum reply posted through
//   one instance reaches a live listener on another; SIGTERM to one instance under load fails no request.
// Needs: a build (the npm script builds first), nginx on PATH, PostgreSQL (CLUSTER_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432) and Redis (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379/15,
// a database of its own that this script empties); scripts/lib/cluster.ts starts them. Exits 1 when a
// check failed.
import { createRequire } from "node:module";
import { bootcampCourseSlug } from "#contracts/admissions-text.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";
import { signedInCookie } from "./lib/bench-session.ts";
import { type Buyer, buyerAddress, checkOut, createBuyer, registerAndSignIn } from "./lib/checkout-buyer.ts";
import {
  type Cluster,
  type ClusterInstance,
  ClusterStartError,
  startCluster,
  waitFor,
} from "./lib/cluster.ts";
import { forumReplyReachesListener } from "./lib/forum-live-check.ts";

type AutocannonResult = { errors: number; non2xx: number; requests: { total: number }; timeouts: number };
const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: object,
) => Promise<AutocannonResult>;

let cluster: Cluster | undefined;

const results: { name: string; ok: boolean; detail: string }[] = [];
async function check(name: string, run: () => Promise<string>): Promise<void> {
  const started = Date.now();
  try {
    const detail = await run();
    results.push({ name, ok: true, detail });
    console.log(`PASS ${name} (${Date.now() - started} ms)${detail ? `: ${detail}` : ""}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail });
    console.log(`FAIL ${name}: ${detail}`);
  }
}

async function json<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Every buyer loads the order summary of `batch`, then all order at the same moment and, on 201, pay
 * with the test card, each at its own target. Throws unless exactly one paid and everyone else was
 * told the batch is sold out, with no 5xx and one (paid) order and a full batch in the database.
 */
async function raceForLastSeat(
  buyers: Buyer[],
  targets: string[],
  batch: { id: string; slug: string; seats_total: number },
): Promise<void> {
  let quoted = 0;
  let fire = () => {};
  const gun = new Promise<void>((resolve) => {
    fire = resolve;
  });
  const lineUp = async () => {
    quoted += 1;
    if (quoted === buyers.length) fire();
    await gun;
  };
  const outcomes = await Promise.all(
    buyers.map((buyer, i) =>
      checkOut(buyer, targets[i]!, batch.slug, batch.id, checkoutMessages.soldOut, lineUp),
    ),
  );
  const answers = outcomes.flatMap((outcome) => [outcome.quote, outcome.order, outcome.pay]);
  const failed = answers.filter((answer) => answer && answer.status >= 500);
  if (failed.length > 0) throw new Error(`${batch.slug}: ${failed.length} answers were 5xx`);
  const paid = outcomes.filter((outcome) => outcome.result === "paid").length;
  const soldOut = outcomes.filter((outcome) => outcome.result === "sold-out").length;
  const statuses = outcomes
    .map((outcome) => `${outcome.order?.status}${outcome.pay ? `+${outcome.pay.status}` : ""}`)
    .join(",");
  if (paid !== 1 || soldOut !== buyers.length - 1)
    throw new Error(
      `${batch.slug}: ${paid} paid, ${soldOut} sold out of ${buyers.length} (order+pay: ${statuses})`,
    );
  const [rows] = await cluster!.sql<{ paid: number; orders: number; seats_taken: number }>(
    `select (select count(*)::int from orders where batch_id = $1 and status = 'paid') as paid,
            (select count(*)::int from orders where batch_id = $1) as orders,
            (select seats_taken from batches where id = $1) as seats_taken`,
    [batch.id],
  );
  if (rows?.paid !== 1 || rows.orders !== 1 || rows.seats_taken !== batch.seats_total)
    throw new Error(
      `${batch.slug}: database ${JSON.stringify(rows)}, wanted 1 paid order of 1 and a full batch`,
    );
}

async function main(): Promise<void> {
  const sink = await startSmtpSink();
  try {
    // All three at once on an empty database: the start-up lock (server/db/startup-lock.ts) lets one
    // migrate and seed while the others wait.
    cluster = await startCluster({ instances: 3, env: { SMTP_URL: sink.url } });
    const { site, instances, database } = cluster;
    const logs = await Promise.all(instances.map((instance) => instance.log()));
    const admins = logs.flatMap((lines) => lines.filter((line) => line.startsWith("Created the admin")));
    if (admins.length !== 1) throw new Error(`${admins.length} instances created the first admin, wanted 1`);
    const [a, b, c] = instances as [ClusterInstance, ClusterInstance, ClusterInstance];
    const query = (sql: string) => cluster!.sql(sql);
    console.log(
      `cluster: nginx ${site} -> instances ${instances.map((instance) => instance.port).join(", ")}; database ${database}; Redis ${cluster.redisUrl}`,
    );

    const { username, password } = demoAccounts.student;
    let cookie = "";
    await check("a session made on one instance works on the others and through nginx", async () => {
      cookie = await signedInCookie(a.url, username, password);
      for (const target of [b.url, c.url, site, site, site]) {
        const me = await json<{ username: string }>(`${target}/api/user`, { headers: { cookie } });
        if (me.status !== 200 || me.body.username !== username) throw new Error(`${target}: ${me.status}`);
      }
      return "signed in on A; /api/user 200 on B, C and three times through nginx";
    });

    const webinars = await json<{ upcoming?: { slug: string }[] } | { slug: string }[]>(
      `${site}/api/webinars`,
    );
    const list = Array.isArray(webinars.body) ? webinars.body : (webinars.body.upcoming ?? []);
    const slug = list[0]?.slug;
    if (!slug) throw new Error("no webinar to register for in the seeded data");
    const xsrf = async (base: string) => {
      const response = await fetch(`${base}/api/site-settings`);
      const pairs = response.headers.getSetCookie().map((header) => header.split(";")[0]!);
      const token = pairs.find((pair) => pair.startsWith("XSRF-TOKEN="))?.slice("XSRF-TOKEN=".length);
      if (!token) throw new Error("no XSRF-TOKEN handed out");
      return { cookie: pairs.join("; "), token: decodeURIComponent(token) };
    };
    const visitor = await xsrf(site);
    const register = (base: string, email: string, client: string) =>
      fetch(`${base}/api/webinars/${slug}/registrations`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: visitor.cookie,
          "x-xsrf-token": visitor.token,
          // TRUST_PROXY=1: the hop in front (this script, standing in for nginx) names the client.
          "x-forwarded-for": client,
        },
        body: JSON.stringify({ name: "Cluster Check", email }),
      });
    const recipients: string[] = [];

    await check("a rate limit counts across instances", async () => {
      const codes: number[] = [];
      for (let call = 0; call < 6; call++) {
        const email = `limit-${call}-${database}@example.com`;
        const response = await register([a, b, c][call % 3]!.url, email, "203.0.113.9");
        codes.push(response.status);
        if (response.status < 300) recipients.push(email);
      }
      if (codes.slice(0, 5).some((code) => code >= 300) || codes[5] !== 429) {
        throw new Error(`statuses ${codes.join(",")}; wanted five 2xx then 429`);
      }
      return `one client, calls on A, B, C in turn: ${codes.join(",")}`;
    });

    await check("a change reaches the banner of every instance within 1 s", async () => {
      const seats = async (base: string) =>
        JSON.stringify(
          (await json<{ seatsAvailable: number }[]>(`${base}/api/upcoming-batches`)).body.map(
            (x) => x.seatsAvailable,
          ),
        );
      const before = await Promise.all([a, b, c].map((instance) => seats(instance.url)));
      await Promise.all([a, b, c].map((instance) => fetch(`${instance.url}/`).then((r) => r.text())));
      // What an admin's batch edit does to the data, then a signed-in write (the admin's save) on A.
      await query("update batches set seats_taken = least(seats_taken + 1, seats_total)");
      const started = Date.now();
      const save = await fetch(`${a.url}/api/profile`, {
        method: "PATCH",
        headers: {
          "content-type": "application/json",
          cookie,
          "x-xsrf-token": decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? ""),
        },
        body: JSON.stringify({ name: "Maya Chen" }),
      });
      if (save.status !== 200) throw new Error(`the signed-in write answered ${save.status}`);
      await waitFor(
        "every instance's batches",
        async () => {
          const now = await Promise.all([a, b, c].map((instance) => seats(instance.url)));
          return now.every((value, i) => value !== before[i]);
        },
        1_000,
      );
      const pages = await Promise.all([b, c].map((instance) => fetch(`${instance.url}/`)));
      const states = pages.map((page) => page.headers.get("x-page-cache"));
      if (states.some((state) => state === "hit"))
        throw new Error(`shared home page still cached: ${states.join(",")}`);
      return `${Date.now() - started} ms; home pages on B, C: ${states.join(", ")}`;
    });

    await check("each queued mail is sent once", async () => {
      const batch = Array.from({ length: 15 }, (_, i) => `mail-${i}-${database}@example.com`);
      // Concurrent registrations on all three: each instance's outbox run races the others' for the rows.
      const answers = await Promise.all(
        batch.map((email, i) => register([a, b, c][i % 3]!.url, email, `198.51.100.${i + 10}`)),
      );
      if (answers.some((answer) => answer.status >= 300)) {
        throw new Error(`registrations answered ${answers.map((answer) => answer.status).join(",")}`);
      }
      recipients.push(...batch);
      const count = (email: string) => sink.messages.filter((mail) => mail.to.includes(email)).length;
      await waitFor("every mail", async () => recipients.every((email) => count(email) >= 1), 45_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const twice = recipients.filter((email) => count(email) !== 1);
      if (twice.length > 0) throw new Error(`sent more than once to ${twice.join(", ")}`);
      return `${recipients.length} mails, one each`;
    });

    await check(
      "the last seat of a batch is sold once when buyers race through different instances",
      async () => {
        // Upcoming cohorts of courses anyone signed in may buy (the bootcamp needs an admission first),
        // each left with one seat. One race shows a missing batch lock only about two times in three
        // (measured with the lock taken out), so three batches are raced for in turn.
        const batches = await cluster!.sql<{ id: string; slug: string; seats_total: number }>(
          `update batches b set seats_taken = b.seats_total - 1
           from (select distinct on (c.slug) b.id, c.slug from batches b join courses c on c.id = b.course_id
                 where c.slug <> $1 and c.published and b.start_date > current_date
                 order by c.slug, b.start_date limit 3) pick
           where b.id = pick.id
           returning b.id, pick.slug, b.seats_total`,
          [bootcampCourseSlug],
        );
        if (batches.length < 3) throw new Error(`${batches.length} upcoming course batches seeded, wanted 3`);
        // Eight people, each from an address of their own, register and sign in the way the forms do.
        const targets = [a.url, b.url, c.url, site, a.url, b.url, c.url, site];
        const buyers = targets.map((_, i) => createBuyer(buyerAddress(i)));
        try {
          await Promise.all(
            buyers.map((buyer, i) =>
              registerAndSignIn(buyer, targets[i]!, {
                name: `Racing Buyer ${i}`,
                username: `racer${i}_${database.slice(-8)}`,
                email: `racer-${i}-${database}@example.com`,
                password: "harbor-lantern-quiet-73",
              }),
            ),
          );
          for (const batch of batches) await raceForLastSeat(buyers, targets, batch);
          return `3 batches (${batches.map((batch) => batch.slug).join(", ")}), ${buyers.length} buyers each on A, B, C and nginx at once: 1 paid and ${buyers.length - 1} answered 409 "${checkoutMessages.soldOut}" every time; 1 order per batch in the database, each batch full`;
        } finally {
          for (const buyer of buyers) buyer.close();
        }
      },
    );

    await check("a forum reply posted through one instance reaches a live listener on another", () =>
      forumReplyReachesListener(b.url, a.url, site),
    );

    await check("SIGTERM to one instance under load fails no request", async () => {
      // Pages carry no per-IP limit (every request through nginx comes from 127.0.0.1, one client).
      const load = autocannon({ url: `${site}/`, connections: 20, duration: 6 });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      c.child.kill("SIGTERM");
      const result = await load;
      const exited = await new Promise<number | null>((resolve) => {
        if (c.child.exitCode !== null) resolve(c.child.exitCode);
        else c.child.once("exit", (code) => resolve(code));
      });
      if (result.errors || result.non2xx || result.timeouts) {
        throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
      }
      return `${result.requests.total} requests, none failed; C exited with ${exited}`;
    });
  } finally {
    await sink.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`test:cluster could not run: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof ClusterStartError)
    for (const { port, lines } of error.logs) console.error(`[${port}] ${lines.join("\n")}`);
  else if (cluster)
    for (const instance of cluster.instances)
      console.error(`[${instance.port}] ${(await instance.log()).slice(-15).join("\n")}`);
  process.exitCode = 1;
} finally {
  await cluster?.stop();
}
const failed = results.filter((result) => !result.ok);
console.log(`test:cluster: ${results.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) process.exitCode = 1;
