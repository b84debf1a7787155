import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "#server/db/migrate.ts";

// Migration 0007 moves each course's curriculum JSON into course_modules and lessons (issue 14). This test
// builds the schema as it was before (0000 to 0006), writes a course the old way, runs 0007 and reads the
// tables: same order, same titles and minutes, everything published and open, the JSON column gone.

let db: PGlite;

async function run(file: string): Promise<void> {
  const text = await readFile(path.join(migrationsFolder, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

beforeAll(async () => {
  db = await PGlite.create();
  const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith(".sql")).sort();
  const before = files.filter((name) => name < "0007");
  for (const file of before) await run(file);
  const curriculum = [
    {
      title: "Foundations",
      summary: "Where it starts.",
      lessons: [
        { title: "First steps", minutes: 45 },
        { title: "Second steps", minutes: 60 },
      ],
    },
    { title: "Empty module", summary: "", lessons: [] },
    { title: "Practice", summary: "Hands on.", lessons: [{ title: "Lab", minutes: 120 }] },
  ];
  await db.query(
    `insert into courses (slug, title, summary, level, duration_weeks, price_cents, curriculum)
     values ('legacy', 'Legacy course', 'Old style', 'beginner', 4, 10000, $1::jsonb),
            ('bare', 'Bare course', 'No curriculum', 'beginner', 4, 10000, '[]'::jsonb)`,
    [JSON.stringify(curriculum)],
  );
  await run(files.find((name) => name.startsWith("0007"))!);
});

afterAll(async () => {
  await db?.close();
});

describe("migration 0007", () => {
  it("moves modules and lessons into tables, in order, published and open", async () => {
    const modules = await db.query<{
      position: number;
      title: string;
      summary: string;
      opens: number | null;
    }>(
      `select m.position, m.title, m.summary, m.opens_after_days as opens from course_modules m
       join courses c on c.id = m.course_id where c.slug = 'legacy' order by m.position`,
    );
    expect(modules.rows).toEqual([
      { position: 0, title: "Foundations", summary: "Where it starts.", opens: null },
      { position: 1, title: "Empty module", summary: "", opens: null },
      { position: 2, title: "Practice", summary: "Hands on.", opens: null },
    ]);
    const lessons = await db.query<Record<string, unknown>>(
      `select m.position as module, l.position, l.title, l.duration_minutes as minutes, l.status, l.kind, l.required
       from lessons l join course_modules m on m.id = l.module_id order by m.position, l.position`,
    );
    expect(lessons.rows).toEqual([
      {
        module: 0,
        position: 0,
        title: "First steps",
        minutes: 45,
        status: "published",
        kind: "article",
        required: true,
      },
      {
        module: 0,
        position: 1,
        title: "Second steps",
        minutes: 60,
        status: "published",
        kind: "article",
        required: true,
      },
      {
        module: 2,
        position: 0,
        title: "Lab",
        minutes: 120,
        status: "published",
        kind: "article",
        required: true,
      },
    ]);
  });

  it("gives a course without curriculum no module, and drops the JSON column", async () => {
    const bare = await db.query(
      `select count(*)::int as n from course_modules m join courses c on c.id = m.course_id where c.slug = 'bare'`,
    );
    expect(bare.rows).toEqual([{ n: 0 }]);
    const column = await db.query(
      `select 1 from information_schema.columns where table_name = 'courses' and column_name = 'curriculum'`,
    );
    expect(column.rows).toHaveLength(0);
  });
});
