import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { seedDatabase } from "#server/db/seed.ts";
import type { BatchType, ChatTurn } from "#server/modules/assistant/engine.ts";
import { formatDate, formatPrice, formatSeats, formatWeeks } from "#server/modules/assistant/format.ts";
import { createAssistantRepository } from "#server/modules/assistant/repository.ts";
import { createRetrievalEngine, type RetrievalEngine } from "#server/modules/assistant/retrieval-engine.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { openTestDatabase } from "../support/test-database.ts";

// The quality bar of the assistant: real visitor questions (tests/fixtures/assistant-questions.json), each
// with the live fact its answer must contain, resolved here from the seeded database (never typed in the
// fixture), and the facts it must not contain (other courses' prices and dates).

type Expect =
  | { kind: "price" | "duration" | "outcomes" | "prerequisites" | "level" | "seats"; course: string }
  | { kind: "next-batch"; course?: string; batchType?: BatchType }
  | { kind: "price-all" | "callback" | "contact" | "catalog" }
  | { kind: "faq"; slug: string }
  | { kind: "faq-topic"; topic: string };
type Question = { question: string; history?: ChatTurn[]; expect: Expect };

const fixture = JSON.parse(
  readFileSync(new URL("../fixtures/assistant-questions.json", import.meta.url), "utf8"),
) as { questions: Question[] };

type CourseRow = {
  slug: string;
  title: string;
  price_cents: number;
  duration_weeks: number;
  level: string;
  outcomes: string[];
  prerequisites: string;
};
type BatchRow = { slug: string; type: BatchType; start_date: string; seats: number };

let database: DatabaseHandle;
let engine: RetrievalEngine;
let courses: CourseRow[];
let batches: BatchRow[];
let faqs: { slug: string; topic: string; answer: string }[];
let contact: { email: string; phone: string };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  const db = database.db;
  courses = await sqlRows<CourseRow>(
    db,
    sql`select slug, title, price_cents, duration_weeks, level, outcomes, prerequisites from courses`,
  );
  batches = (
    await sqlRows<BatchRow & { start_date: string | Date }>(
      db,
      sql`select c.slug, b.type, b.start_date::text as start_date, b.seats_total - b.seats_taken as seats
          from batches b join courses c on c.id = b.course_id
          where b.start_date > current_date order by b.start_date, c.title`,
    )
  ).map((b) => ({ ...b, start_date: String(b.start_date), seats: Number(b.seats) }));
  faqs = await sqlRows(db, sql`select slug, topic, answer from faqs`);
  const settings = await sqlRows<{ key: string; value: string }>(
    db,
    sql`select key, value from site_settings`,
  );
  contact = {
    email: settings.find((s) => s.key === "email")?.value ?? "",
    phone: settings.find((s) => s.key === "phone")?.value ?? "",
  };
  engine = createRetrievalEngine({
    repository: createAssistantRepository(db),
    contact: async () => contact,
  });
});
afterAll(async () => {
  await database?.close();
});

function course(slug: string): CourseRow {
  const found = courses.find((c) => c.slug === slug);
  if (!found) throw new Error(`fixture names unknown course ${slug}`);
  return found;
}
const price = (c: CourseRow) => formatPrice(c.price_cents);

/** What the answer must contain and must not contain, from the live rows. */
function factsFor(expect: Expect, question: string): { present: string[]; absent: string[] } {
  const otherPrices = (slugs: string[]) =>
    courses
      .filter(
        (c) =>
          !slugs.includes(c.slug) && !courses.some((k) => slugs.includes(k.slug) && price(k) === price(c)),
      )
      .map(price);
  switch (expect.kind) {
    case "price": {
      const c = course(expect.course);
      return { present: [price(c)], absent: otherPrices([c.slug]) };
    }
    case "price-all":
      return { present: courses.map(price), absent: [] };
    case "duration": {
      const c = course(expect.course);
      return { present: [formatWeeks(c.duration_weeks)], absent: otherPrices([c.slug]) };
    }
    case "level": {
      const c = course(expect.course);
      return { present: [c.level], absent: otherPrices([c.slug]) };
    }
    case "outcomes": {
      const c = course(expect.course);
      return { present: [c.outcomes[0] ?? "(no outcomes seeded)"], absent: otherPrices([c.slug]) };
    }
    case "prerequisites": {
      const c = course(expect.course);
      return { present: [c.prerequisites], absent: otherPrices([c.slug]) };
    }
    case "seats":
    case "next-batch": {
      const { course: slug } = expect;
      const batchType = expect.kind === "next-batch" ? expect.batchType : undefined;
      const next = batches.find((b) => (!slug || b.slug === slug) && (!batchType || b.type === batchType));
      if (!next) throw new Error(`no upcoming batch for ${question}`);
      const present = [formatDate(next.start_date)];
      if (expect.kind === "seats") present.push(formatSeats(next.seats));
      const absent = slug
        ? batches
            .filter((b) => b.slug !== slug && b.start_date !== next.start_date)
            .map((b) => formatDate(b.start_date))
        : [];
      return { present, absent: [...absent, ...(slug ? otherPrices([slug]) : [])] };
    }
    case "faq": {
      const faq = faqs.find((f) => f.slug === expect.slug);
      if (!faq) throw new Error(`fixture names unknown FAQ ${expect.slug}`);
      return { present: [faq.answer], absent: courses.map(price) };
    }
    case "faq-topic":
      return { present: [], absent: courses.map(price) };
    case "callback":
      return { present: ["Request a Callback", contact.email], absent: courses.map(price) };
    case "contact":
      return { present: [contact.email], absent: courses.map(price) };
    case "catalog":
      return { present: courses.map((c) => c.title), absent: [] };
  }
}

function check(item: Question, answer: string): string[] {
  const problems: string[] = [];
  const { present, absent } = factsFor(item.expect, item.question);
  for (const fact of present) if (!answer.includes(fact)) problems.push(`missing "${fact}"`);
  for (const fact of absent) if (answer.includes(fact)) problems.push(`wrong fact "${fact}"`);
  if (item.expect.kind === "faq-topic") {
    const topic = item.expect.topic;
    if (!faqs.some((f) => f.topic === topic && answer.includes(f.answer)))
      problems.push(`no ${topic} FAQ answer`);
  }
  if (/[*#`]/.test(answer)) problems.push("not plain text");
  return problems;
}

describe("assistant quality over the visitor question set", () => {
  it("has at least 40 questions", () => {
    expect(fixture.questions.length).toBeGreaterThanOrEqual(40);
  });

  it("answers with the live fact and no wrong one (hit rate >= 90%)", async () => {
    const misses: string[] = [];
    for (const item of fixture.questions) {
      const answer = await engine.answer({
        message: item.question,
        history: item.history ?? [],
        visitor: { name: "Sam", email: "sam@example.com", phone: "+14155550100" },
      });
      const problems = check(item, answer);
      if (problems.length > 0)
        misses.push(`${item.question}\n    ${problems.join("; ")}\n    answer: ${answer}`);
    }
    const total = fixture.questions.length;
    const hits = total - misses.length;
    const rate = hits / total;
    console.log(`assistant hit rate: ${hits}/${total} = ${(rate * 100).toFixed(1)}%`);
    if (misses.length > 0) console.log(`misses:\n  ${misses.join("\n  ")}`);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });
});
