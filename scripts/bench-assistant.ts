// Answer time of the default (retrieval) assistant engine over the visitor question set
// (tests/fixtures/assistant-questions.json), in process on an in-memory PGlite seeded like production.
//   npx node scripts/bench-assistant.ts      (also part of npm run bench; BENCH_ASSISTANT_ROUNDS=20)
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { defaultSiteSettings } from "#server/db/seed-content.ts";
import type { ChatTurn } from "#server/modules/assistant/engine.ts";
import { createAssistantRepository } from "#server/modules/assistant/repository.ts";
import { createRetrievalEngine } from "#server/modules/assistant/retrieval-engine.ts";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function benchAssistant(rounds = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 20)) {
  const fixture = JSON.parse(
    await readFile(path.join(rootDir, "tests/fixtures/assistant-questions.json"), "utf8"),
  ) as { questions: { question: string; history?: ChatTurn[] }[] };
  const database = await openDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const engine = createRetrievalEngine({
      repository: createAssistantRepository(database.db),
      contact: async () => ({ ...defaultSiteSettings }),
    });
    const visitor = { name: "Bench", email: "bench@example.com", phone: "+14155550100" };
    const ask = (q: { question: string; history?: ChatTurn[] }) =>
      engine.answer({ message: q.question, history: q.history ?? [], visitor });
    for (const q of fixture.questions) await ask(q); // warm-up: JIT and query plans, not reported
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const q of fixture.questions) {
        const started = performance.now();
        await ask(q);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    return {
      answers: times.length,
      questions: fixture.questions.length,
      medianMs: percentile(times, 50),
      p99Ms: percentile(times, 99),
      database: database.kind,
    };
  } finally {
    await database.close();
  }
}

export function formatAssistantBench(r: Awaited<ReturnType<typeof benchAssistant>>): string {
  return `assistant (retrieval engine, ${r.database} in memory): ${r.answers} answers over ${r.questions} questions, median ${r.medianMs.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms`;
}

if (import.meta.main) {
  console.log(formatAssistantBench(await benchAssistant()));
}
