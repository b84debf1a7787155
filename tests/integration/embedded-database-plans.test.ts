import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";

// The embedded database plans a prepared statement once and keeps the plan (decision 0071): the site's
// queries go through Drizzle as named prepared statements, and replanning each run read every relation's
// size through the file system. PGlite only: PostgreSQL proper keeps its default.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite" });
  await database.db.execute(sql`
    create table seats (id serial primary key, batch text not null, taken boolean not null default false)
  `);
  await database.db.execute(sql`
    insert into seats (batch, taken)
    select case when n % 50 = 0 then 'rare' else 'common' end, n % 3 = 0 from generate_series(1, 2000) n
  `);
  await database.db.execute(sql`create index seats_batch on seats (batch)`);
  await database.db.execute(sql`analyze seats`);
});

afterAll(async () => {
  await database.close();
});

describe("the embedded database's plans", () => {
  it("runs every execution of a prepared query on its one generic plan, with each run's own values", async () => {
    const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
    const countIn = async (batch: string) =>
      (
        await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from seats where batch = ${batch} and not taken`,
        )
      )[0]?.n;

    // Skewed values: PostgreSQL's default would plan these for their values (custom plans).
    const answers = [];
    for (const batch of ["rare", "common", "rare", "common", "rare", "common", "rare"])
      answers.push(await countIn(batch));
    expect(answers).toEqual([27, 1307, 27, 1307, 27, 1307, 27]);

    const plans = await rowsOf<{ generic: number; custom: number }>(sql`
      select generic_plans::int as generic, custom_plans::int as custom
      from pg_prepared_statements
      where statement like '%from seats where batch%' and statement not like '%pg_prepared_statements%'
    `);
    expect(plans).toEqual([{ generic: 7, custom: 0 }]);
  });
});
