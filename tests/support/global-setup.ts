import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

// Migrate once, copy per test file: a PGlite data dir dump, or a PostgreSQL template database.
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "ail-tests-"));
  const handle = await openDatabase({ kind: "pglite" });
  await migrateDatabase(handle);
  const dump = await (
    handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }
  ).$client.dumpDataDir("none");
  await handle.close();
  const templateFile = path.join(dir, "template.tar");
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", templateFile);

  const url = process.env.TEST_DATABASE_URL;
  let templateName = "";
  if (url) {
    templateName = `ail_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${templateName}`;
    const migrated = await openDatabase({ kind: "postgres", url: target.toString(), maxConnections: 1 });
    await migrateDatabase(migrated);
    await migrated.close();
  }
  project.provide("postgresTemplate", templateName);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (url && templateName) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}
