// npm run test:cluster (issue 13): nginx (deploy/nginx-ai-labs.conf) in front of three production
// instances on a scratch PostgreSQL database and Redis, and what several instances must get right:
//   a session made on one instance works on the others; a rate limit counts across instances; a change
//   reaches every instance's banner within a second; each queued mail is sent once; SIGTERM to one
//   instance under load fails no request.
// Needs: a build (the npm script builds first), nginx on PATH, PostgreSQL (CLUSTER_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432) and Redis (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379/15,
// a database of its own that this script empties). Exits 1 on the first failed check.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";
import { signedInCookie } from "./lib/bench-session.ts";
import { freePort } from "./lib/free-port.ts";

type AutocannonResult = { errors: number; non2xx: number; requests: { total: number }; timeouts: number };
const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: object,
) => Promise<AutocannonResult>;

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pgBase = (process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
const redisUrl = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/15";
const database = `ail_cluster_${randomBytes(4).toString("hex")}`;
const sessionSecret = randomBytes(32).toString("hex");

type Instance = { port: number; url: string; child: ChildProcess; log: string[] };
const instances: Instance[] = [];
let nginxConf: string | undefined;
let workDir: string | undefined;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${pgBase}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function query(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${pgBase}/${database}` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function startInstance(port: number, publicUrl: string, smtpUrl: string, dataDir: string): Instance {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: rootDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `${pgBase}/${database}`,
      REDIS_URL: redisUrl,
      SESSION_SECRET: sessionSecret,
      TRUST_PROXY: "1",
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtpUrl,
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
    },
  });
  const instance: Instance = { port, url: `http://127.0.0.1:${port}`, child, log: [] };
  const keep = (chunk: Buffer) => instance.log.push(...String(chunk).split("\n").filter(Boolean));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  instances.push(instance);
  return instance;
}

async function ready(instance: Instance): Promise<void> {
  await waitFor(
    `instance ${instance.port} to answer /readyz`,
    async () => {
      if (instance.child.exitCode !== null)
        throw new Error(`instance ${instance.port} exited:\n${instance.log.join("\n")}`);
      return (await fetch(`${instance.url}/readyz`)).status === 200;
    },
    90_000,
  );
}

async function startNginx(listenPort: number, ports: number[]): Promise<string> {
  workDir ??= await mkdtemp(path.join(os.tmpdir(), "ai-labs-cluster-"));
  const site = (await readFile(path.join(rootDir, "deploy/nginx-ai-labs.conf"), "utf8"))
    .replace(/ {4}server 127\.0\.0\.1:\d+ [^\n]*\n/g, "")
    .replace(
      "    keepalive 64;",
      `${ports.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`).join("\n")}\n    keepalive 64;`,
    )
    .replace("listen 80;", `listen 127.0.0.1:${listenPort};`)
    .replace("root /srv/ai-labs/build/client;", `root ${path.join(rootDir, "build/client")};`);
  if (!site.includes(`server 127.0.0.1:${ports[0]}`) || !site.includes(`listen 127.0.0.1:${listenPort}`)) {
    throw new Error("deploy/nginx-ai-labs.conf no longer has the lines this script rewrites");
  }
  await writeFile(path.join(workDir, "site.conf"), site);
  nginxConf = path.join(workDir, "nginx.conf");
  await writeFile(
    nginxConf,
    [
      "daemon on;",
      "worker_processes 1;",
      `pid ${path.join(workDir, "nginx.pid")};`,
      `error_log ${path.join(workDir, "error.log")};`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  access_log off;",
      `  client_body_temp_path ${workDir};`,
      `  proxy_temp_path ${workDir};`,
      `  include ${path.join(workDir, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const started = spawnSync("nginx", ["-c", nginxConf], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  return `http://127.0.0.1:${listenPort}`;
}

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

async function main(): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();
  await admin(`create database ${database}`);
  const sink = await startSmtpSink();
  const [nginxPort, ...ports] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  workDir = await mkdtemp(path.join(os.tmpdir(), "ai-labs-cluster-"));
  try {
    // All three at once on an empty database: the start-up lock (server/db/startup-lock.ts) lets one
    // migrate and seed while the others wait.
    const started = ["a", "b", "c"].map((name, i) =>
      startInstance(ports[i]!, publicUrl, sink.url, path.join(workDir!, name)),
    );
    await Promise.all(started.map(ready));
    const admins = started.flatMap((instance) =>
      instance.log.filter((line) => line.startsWith("Created the admin")),
    );
    if (admins.length !== 1) throw new Error(`${admins.length} instances created the first admin, wanted 1`);
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const site = await startNginx(nginxPort!, ports);
    console.log(
      `cluster: nginx ${site} -> instances ${ports.join(", ")}; database ${database}; Redis ${redisUrl}`,
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

async function cleanup(): Promise<void> {
  if (nginxConf) spawnSync("nginx", ["-c", nginxConf, "-s", "stop"]);
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.child.exitCode !== null) return resolve();
          instance.child.once("exit", () => resolve());
          instance.child.kill("SIGTERM");
        }),
    ),
  );
  await admin(`drop database if exists ${database} with (force)`).catch(() => {});
  if (workDir) await rm(workDir, { recursive: true, force: true });
}

try {
  await main();
} catch (error) {
  console.error(`test:cluster could not run: ${error instanceof Error ? error.message : String(error)}`);
  for (const instance of instances) console.error(`[${instance.port}] ${instance.log.slice(-15).join("\n")}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
const failed = results.filter((result) => !result.ok);
console.log(`test:cluster: ${results.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) process.exitCode = 1;
