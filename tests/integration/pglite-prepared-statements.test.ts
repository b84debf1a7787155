import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPreparedStatements } from "#server/db/pglite-prepared-statements.ts";

// The PGlite view Drizzle runs on (decision 0061) against PGlite's own `query`, on one in-memory database:
// the same rows, fields and errors, statements prepared once and closed past the limit, and the locks that
// keep a query out of another's transaction.

let client: PGlite;
let fast: PGlite;

const prepared = async () =>
  (await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]?.n ??
  0;

beforeAll(async () => {
  client = await PGlite.create();
  fast = withPreparedStatements(client, { max: 5 });
  await client.exec(`
    create table items (
      id serial primary key,
      slug text not null unique,
      price numeric(10,2),
      tags text[],
      details jsonb,
      active boolean not null default true,
      created_at timestamptz not null default '2026-11-29T10:00:00Z',
      starts_on date
    );
    insert into items (slug, price, tags, details, starts_on) values
      ('one', 10.5, '{a,b}', '{"level": 1}', '2026-12-01'),
      ('two', null, '{}', null, null);
  `);
});

afterAll(async () => {
  await client.close();
});

describe("withPreparedStatements", () => {
  const select =
    "select id, slug, price, tags, details, active, created_at, starts_on from items where slug = any($1) order by id";
  // Drizzle's own parsers for dates and times (drizzle-orm/pglite/session.js): the text as it comes.
  const drizzleParsers = {
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.DATE]: (value: string) => value,
  };

  it("answers with PGlite's rows and fields, as objects and as arrays, with parameters serialised by type", async () => {
    for (const options of [
      undefined,
      { rowMode: "array" as const },
      { rowMode: "array" as const, parsers: drizzleParsers },
    ]) {
      const own = await client.query(select, [["one", "two"]], options);
      const ours = await fast.query(select, [["one", "two"]], options);
      expect(ours.rows).toEqual(own.rows);
      expect(ours.fields).toEqual(own.fields);
      expect(ours.affectedRows).toBe(own.affectedRows);
    }
    const row = (await fast.query<{ details: unknown; tags: string[] }>(select, [["one"]])).rows[0];
    expect(row?.details).toEqual({ level: 1 });
    expect(row?.tags).toEqual(["a", "b"]);
  });

  it("reads long replies and text beyond ASCII as PGlite does", async () => {
    const sql =
      "select g as n, repeat('é✓ 日本', $1::int) as text, null::text as nothing from generate_series(1, 20000) g";
    const own = await client.query(sql, [40], { rowMode: "array" });
    const ours = await fast.query(sql, [40], { rowMode: "array" });
    expect(ours.rows).toHaveLength(20000);
    expect(ours.rows).toEqual(own.rows);
    expect(ours.fields).toEqual(own.fields);
  });

  it("serialises JSON, dates and nulls as PGlite does, and counts affected rows", async () => {
    const insert = "insert into items (slug, details, created_at, price) values ($1, $2, $3, $4)";
    const inserted = await fast.query(insert, [
      "three",
      { nested: [1, 2] },
      new Date("2026-01-02T03:04:05Z"),
      null,
    ]);
    expect(inserted.affectedRows).toBe(1);
    const back = await client.query<{ details: unknown; created_at: Date; price: unknown }>(
      "select details, created_at, price from items where slug = 'three'",
    );
    expect(back.rows[0]).toEqual({
      details: { nested: [1, 2] },
      created_at: new Date("2026-01-02T03:04:05Z"),
      price: null,
    });
    const updated = await fast.query("update items set active = $1 where slug <> $2", [false, "nothing"]);
    expect(updated.affectedRows).toBe(3);
    await fast.query("delete from items where slug = $1", ["three"]);
    await fast.query("update items set active = true", []);
  });

  it("prepares a statement once, then runs it by name", async () => {
    const sql = "select slug from items where id = $1";
    const named = async () =>
      (
        await client.query<{ name: string }>("select name from pg_prepared_statements where statement = $1", [
          sql,
        ])
      ).rows.map((row) => row.name);
    await fast.query(sql, [1]);
    const first = await named();
    expect(first).toHaveLength(1);
    for (let i = 0; i < 4; i++) expect((await fast.query(sql, [2])).rows).toEqual([{ slug: "two" }]);
    expect(await named()).toEqual(first);
  });

  it("keeps at most its limit of statements, closing the least recently used", async () => {
    for (let i = 0; i < 12; i++) await fast.query(`select ${i} as n from items where id = $1`, [1]);
    // One more prepare sends the pending closes.
    await fast.query("select 'last' as n", []);
    expect(await prepared()).toBeLessThanOrEqual(6);
    expect((await fast.query<{ n: number }>("select 3 as n from items where id = $1", [1])).rows).toEqual([
      { n: 3 },
    ]);
  });

  it("throws PGlite's errors with their codes, prepares nothing for a bad query, and keeps working", async () => {
    await expect(fast.query("insert into items (slug) values ($1)", ["one"])).rejects.toMatchObject({
      code: "23505",
    });
    await expect(fast.query("select nope from items", [])).rejects.toMatchObject({ code: "42703" });
    const bad = await client.query("select name from pg_prepared_statements where statement = $1", [
      "select nope from items",
    ]);
    expect(bad.rows).toEqual([]);
    expect((await fast.query("select slug from items where id = $1", [2])).rows).toEqual([{ slug: "two" }]);
  });

  it("prepares again when a migration changes what a statement returns", async () => {
    await client.exec(
      "create table moving (id int primary key, label text); insert into moving values (1, 'a')",
    );
    const sql = "select * from moving where id = $1";
    expect((await fast.query(sql, [1])).rows).toEqual([{ id: 1, label: "a" }]);
    await client.exec("alter table moving add column extra int default 7");
    expect((await fast.query(sql, [1])).rows).toEqual([{ id: 1, label: "a", extra: 7 }]);
  });

  it("runs a transaction's queries prepared, and rolls them back with it", async () => {
    await expect(
      fast.transaction(async (tx) => {
        await tx.query("insert into items (slug) values ($1)", ["in-tx"]);
        expect((await tx.query("select slug from items where slug = $1", ["in-tx"])).rows).toHaveLength(1);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await fast.query("select slug from items where slug = $1", ["in-tx"])).rows).toEqual([]);
    const committed = await fast.transaction(async (tx) => {
      await tx.query("insert into items (slug) values ($1)", ["kept"]);
      return (await tx.query<{ n: number }>("select count(*)::int as n from items", [])).rows[0]?.n;
    });
    expect(committed).toBe(3);
    await fast.query("delete from items where slug = $1", ["kept"]);
  });

  it("waits for another's transaction to end before running", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = fast.transaction(async (tx) => {
      await tx.query("insert into items (slug) values ($1)", ["racing"]);
      inserted();
      await held;
    });
    await insertedYet;
    const outside = fast.query<{ n: number }>("select count(*)::int as n from items where slug = $1", [
      "racing",
    ]);
    const first = await Promise.race([
      outside.then(() => "query"),
      new Promise((r) => setTimeout(() => r("waiting"), 50)),
    ]);
    expect(first).toBe("waiting");
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 1 }]);
    await fast.query("delete from items where slug = $1", ["racing"]);
  });

  it("refuses a query on a transaction that has ended", async () => {
    let kept: Pick<PGlite, "query"> | undefined;
    await fast.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept?.query("select 1", [])).rejects.toThrow("Transaction is closed");
  });

  it("leaves the rest of the client as it was", async () => {
    expect(fast.closed).toBe(false);
    expect((await fast.exec("select 1 as one"))[0]?.rows).toEqual([{ one: 1 }]);
  });
});
