import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import { freePort } from "./free-port.ts";

// Several production instances behind nginx (deploy/nginx-ai-labs.conf) on a scratch PostgreSQL database
// and Redis: what `npm run test:cluster` checks and `npm run bench:launch` measures. Needs a build, nginx
// on PATH, PostgreSQL (CLUSTER_DATABASE_URL, default postgres://postgres@127.0.0.1:5432) and Redis
// (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379/15, a database of its own that is emptied first).

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type ClusterInstance = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** What the instance wrote to stdout and stderr so far, one entry a line. */
  log(): Promise<string[]>;
  spawnError?: Error;
};

export type Cluster = {
  /** nginx, the address visitors use (also every instance's PUBLIC_URL). */
  site: string;
  instances: ClusterInstance[];
  /** The scratch database's name and URL; dropped by stop(). */
  database: string;
  databaseUrl: string;
  redisUrl: string;
  /** One statement on the scratch database. */
  sql<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /** nginx and every instance stopped (SIGTERM, waited for), the database dropped, temporary files gone. */
  stop(): Promise<void>;
};

export type ClusterOptions = {
  /** How many instances (named a, b, c, ...). */
  instances: number;
  /** Set for every instance, over the defaults below (SMTP_URL, LOG_LEVEL, ...). */
  env?: Record<string, string>;
  /** Prefix of the scratch database's name. */
  databasePrefix?: string;
};

/** startCluster failed; `logs` holds each started instance's last lines, to show beside the message. */
export class ClusterStartError extends Error {
  readonly logs: { port: number; lines: string[] }[];
  constructor(message: string, logs: { port: number; lines: string[] }[]) {
    super(message);
    this.logs = logs;
  }
}

const pgBase = (process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
const defaultRedisUrl = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/15";

async function onDatabase<Row>(url: string, text: string, values?: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

export async function waitFor(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function startInstance(
  name: string,
  port: number,
  workDir: string,
  env: Record<string, string>,
): ClusterInstance {
  // Output goes to a file, not through this process: a benchmark's client must not spend its CPU on the
  // servers' log lines.
  const logFile = path.join(workDir, `${name}.log`);
  const fd = openSync(logFile, "a");
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: rootDir,
    stdio: ["ignore", fd, fd],
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: path.join(workDir, name) },
  });
  closeSync(fd);
  const instance: ClusterInstance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    log: async () =>
      (await readFile(logFile, "utf8").catch(() => "")).split("\n").filter((line) => line !== ""),
  };
  // A process that could not be started emits "error" and never exits: ready() reports it.
  child.once("error", (error) => {
    instance.spawnError = error;
  });
  return instance;
}

async function ready(instance: ClusterInstance): Promise<void> {
  await waitFor(
    `instance ${instance.port} to answer /readyz`,
    async () => {
      if (instance.spawnError)
        throw new Error(`instance ${instance.port} did not start: ${instance.spawnError}`);
      if (instance.child.exitCode !== null)
        throw new Error(`instance ${instance.port} exited:\n${(await instance.log()).join("\n")}`);
      // Killed from outside (another process's clean-up on a shared machine): no exit code, a signal.
      if (instance.child.signalCode !== null)
        throw new Error(
          `instance ${instance.port} was killed by ${instance.child.signalCode} before it was ready`,
        );
      return (await fetch(`${instance.url}/readyz`)).status === 200;
    },
    90_000,
  );
}

/** deploy/nginx-ai-labs.conf with its upstream, listen address and asset root pointed at this cluster. */
async function startNginx(workDir: string, listenPort: number, ports: number[]): Promise<string> {
  const site = (await readFile(path.join(rootDir, "deploy/nginx-ai-labs.conf"), "utf8"))
    .replace(/ {4}server 127\.0\.0\.1:\d+ [^\n]*\n/g, "")
    // Every upstream (pages and API, resumable uploads) gets the cluster's instances.
    .replaceAll(
      "    keepalive 64;",
      `${ports.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`).join("\n")}\n    keepalive 64;`,
    )
    .replace("listen 80;", `listen 127.0.0.1:${listenPort};`)
    .replace("root /srv/ai-labs/build/client;", `root ${path.join(rootDir, "build/client")};`);
  if (!site.includes(`server 127.0.0.1:${ports[0]}`) || !site.includes(`listen 127.0.0.1:${listenPort}`)) {
    throw new Error("deploy/nginx-ai-labs.conf no longer has the lines this script rewrites");
  }
  await writeFile(path.join(workDir, "site.conf"), site);
  const nginxConf = path.join(workDir, "nginx.conf");
  await writeFile(
    nginxConf,
    [
      "daemon on;",
      "worker_processes 1;",
      `pid ${path.join(workDir, "nginx.pid")};`,
      `error_log ${path.join(workDir, "error.log")};`,
      "events { worker_connections 4096; }",
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
  // The daemon writes its pid file after the starting process returned; `nginx -s stop` needs it.
  await waitFor("nginx's pid file", async () => existsSync(path.join(workDir, "nginx.pid")), 5_000);
  return nginxConf;
}

function stopInstance(instance: ClusterInstance): Promise<void> {
  return new Promise<void>((resolve) => {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) return resolve();
    instance.child.once("exit", () => resolve());
    instance.child.kill("SIGTERM");
  });
}

/**
 * Starts `instances` production instances at once on a fresh database (the start-up lock,
 * server/db/startup-lock.ts, lets one migrate and seed while the others wait), then nginx in front of
 * them. Every instance runs with TRUST_PROXY=1 (nginx is the one hop), REDIS_URL, the same
 * SESSION_SECRET, SEED_DEMO_DATA and PUBLIC_URL = the nginx address. On failure everything started is
 * stopped again and a ClusterStartError is thrown.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const database = `${options.databasePrefix ?? "ail_cluster"}_${randomBytes(4).toString("hex")}`;
  const databaseUrl = `${pgBase}/${database}`;
  const redisUrl = defaultRedisUrl;
  const instances: ClusterInstance[] = [];
  let nginxConf: string | undefined;
  let databaseCreated = false;
  const workDir = await mkdtemp(path.join(os.tmpdir(), "ai-labs-cluster-"));

  const stop = async () => {
    if (nginxConf) spawnSync("nginx", ["-c", nginxConf, "-s", "stop"]);
    await Promise.all(instances.map(stopInstance));
    if (databaseCreated)
      await onDatabase(`${pgBase}/postgres`, `drop database if exists ${database} with (force)`).catch(
        () => {},
      );
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      await redis.flushdb();
    } finally {
      redis.disconnect();
    }
    await onDatabase(`${pgBase}/postgres`, `create database ${database}`);
    databaseCreated = true;
    const [nginxPort, ...ports] = await Promise.all(
      Array.from({ length: options.instances + 1 }, () => freePort()),
    );
    const site = `http://127.0.0.1:${nginxPort}`;
    const sessionSecret = randomBytes(32).toString("hex");
    const env = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SESSION_SECRET: sessionSecret,
      TRUST_PROXY: "1",
      PUBLIC_URL: site,
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      ...options.env,
    };
    for (const [i, port] of ports.entries()) {
      instances.push(startInstance(String.fromCharCode(97 + i), port!, workDir, env));
    }
    await Promise.all(instances.map(ready));
    nginxConf = await startNginx(workDir, nginxPort!, ports as number[]);
    return {
      site,
      instances,
      database,
      databaseUrl,
      redisUrl,
      sql: (text, values) => onDatabase(databaseUrl, text, values),
      stop,
    };
  } catch (error) {
    const logs = await Promise.all(
      instances.map(async (instance) => ({ port: instance.port, lines: (await instance.log()).slice(-15) })),
    );
    await stop();
    throw new ClusterStartError(error instanceof Error ? error.message : String(error), logs);
  }
}
