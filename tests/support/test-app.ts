import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { openTestDatabase } from "./test-database.ts";

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The app's own DATA_DIR (lesson files under files/). */
  dataDir: string;
  close(): Promise<void>;
};

/** buildApp on a fresh seeded database, the way production builds it, minus SSR. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDatabase(database.db);
  // Its own DATA_DIR: lesson files land under DATA_DIR/files (server/providers/storage), removed on close.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "ai-labs-test-"));
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env },
    { sessionSecret: "test-secret-test-secret-test-secret-0123" },
  );
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Visitor = { cookie: string; token: string };

function cookiePairs(response: LightMyRequestResponse): string[] {
  return response.cookies.map((c) => `${c.name}=${c.value}`);
}

/** Acts as a browser's first visit: a read hands out the anti-forgery cookie pair. */
export async function visit(app: FastifyInstance): Promise<Visitor> {
  const response = await app.inject({ method: "GET", url: "/api/site-settings" });
  const token = response.cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  if (!token) throw new Error("no XSRF-TOKEN cookie handed out");
  return { cookie: cookiePairs(response).join("; "), token };
}

let ipCounter = 1;
/** A distinct client address per call, so per-IP rate limits of one test don't leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export function postJson(app: FastifyInstance, url: string, body: unknown, visitor: Visitor, extra = {}) {
  return app.inject({
    method: "POST",
    url,
    payload: body as Record<string, unknown>,
    headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token, ...extra },
  });
}
