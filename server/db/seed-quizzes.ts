import { asc, eq, max } from "drizzle-orm";
import { type QuizDefinitionInput, quizDefinitionSchema } from "#contracts/quiz.ts";
import type { QuizSettings } from "#contracts/quiz-settings.ts";
import type { Database } from "./client.ts";
import { quizzes } from "./schema/assessments.ts";
import { courses } from "./schema/catalog.ts";
import { courseModules, lessons } from "./schema/learning.ts";
import { siteSettings } from "./schema/settings.ts";

// A practice quiz at the end of the first module of the AI Engineers course (issue 16), written for the
// school, so the demo has a quiz to take. Optional (it does not move progress) and seeded once: a marker in
// site_settings remembers it, so an instructor who deletes or rewrites it never sees it come back.

const slug = "ai-engineers";
const markerKey = "seeded_quiz:ai-engineers:foundations";
export const seededQuizTitle = "Practice quiz: LLM foundations";

const body = `Fifteen minutes, six questions drawn from the module: tokens and context windows, sampling, calling model
APIs reliably, and budgets. You may take it as often as you like; your best score counts, and the right answers
with their explanations appear after each attempt.`;

export const seededQuizSettings: QuizSettings = {
  timeLimitMinutes: 15,
  maxAttempts: null,
  passPercent: 70,
  showAnswers: "after_submission",
};

const definition = {
  shuffleQuestions: true,
  shuffleOptions: true,
  pools: [
    {
      id: "tokens",
      title: "Tokens and sampling",
      draw: 3,
      questions: [
        {
          kind: "single",
          id: "context-window",
          prompt: "A model has a 128k-token context window. What does that limit?",
          options: [
            { id: "prompt-output", text: "The prompt and the generated output together" },
            { id: "prompt-only", text: "The prompt only; the output is unlimited" },
            { id: "per-minute", text: "The tokens you may send per minute" },
          ],
          correctOptionIds: ["prompt-output"],
          explanation:
            "Input and output share the window: a long prompt leaves less room for the answer, and the request fails or is cut off when the total exceeds it.",
        },
        {
          kind: "true_false",
          id: "temperature-zero",
          prompt:
            "With temperature 0, a hosted model always returns exactly the same text for the same prompt.",
          correct: false,
          explanation:
            "Temperature 0 makes sampling greedy, but batching, hardware and model updates still change outputs now and then. Tests should not assume byte-for-byte repeats.",
        },
        {
          kind: "numeric",
          id: "tokens-per-word",
          prompt:
            "English text averages about 0.75 words per token. Roughly how many tokens is a 1,500-word document?",
          points: 2,
          answer: 2000,
          tolerance: 100,
          explanation: "1,500 words divided by 0.75 words per token is about 2,000 tokens.",
        },
        {
          kind: "single",
          id: "top-p",
          prompt: "What does top-p (nucleus) sampling with p = 0.9 do?",
          options: [
            {
              id: "smallest-set",
              text: "Samples from the smallest set of tokens whose probabilities add up to 90%",
            },
            { id: "top-ninety", text: "Samples from the 90 most likely tokens" },
            { id: "ninety-percent", text: "Picks the most likely token 90% of the time" },
          ],
          correctOptionIds: ["smallest-set"],
          explanation: "Nucleus sampling cuts the long tail by cumulative probability, not by a fixed count.",
        },
      ],
    },
    {
      id: "calls",
      title: "Calling models reliably",
      draw: 3,
      questions: [
        {
          kind: "multiple",
          id: "retryable",
          prompt: "Which answers from a model API are worth retrying with backoff?",
          points: 2,
          options: [
            { id: "429", text: "429 Too Many Requests" },
            { id: "503", text: "503 Service Unavailable" },
            { id: "400", text: "400 Bad Request" },
            { id: "timeout", text: "A connection timeout" },
            { id: "401", text: "401 Unauthorized" },
          ],
          correctOptionIds: ["429", "503", "timeout"],
          explanation:
            "Rate limits, overload and timeouts are transient. A bad request or a bad key fails the same way every time: fix the call instead.",
        },
        {
          kind: "short_answer",
          id: "streaming-protocol",
          prompt:
            "Most chat APIs stream tokens over one long HTTP response in a text format named after the browser API that reads it. What is it called?",
          acceptedAnswers: ["Server-sent events", "SSE", "server sent events", "EventSource"],
          explanation: "Server-sent events: a text/event-stream response with one `data:` line per chunk.",
        },
        {
          kind: "true_false",
          id: "idempotency",
          prompt: "Retrying a request that times out can bill you twice for the same generation.",
          correct: true,
          explanation:
            "The first request may have finished on the provider's side. Cap retries and track cost per request.",
        },
        {
          kind: "single",
          id: "latency-budget",
          prompt:
            "Users wait 8 s for a complete answer. Which change shortens the time to the first visible word most?",
          options: [
            { id: "stream", text: "Stream the response as it is generated" },
            { id: "bigger", text: "Switch to a larger model" },
            { id: "longer", text: "Add more examples to the prompt" },
          ],
          correctOptionIds: ["stream"],
          explanation:
            "Streaming shows the first tokens in well under a second; the total time stays similar, but the wait users feel drops.",
        },
      ],
    },
  ],
} satisfies QuizDefinitionInput;

export async function seedQuizzes(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [marker] = await tx.select().from(siteSettings).where(eq(siteSettings.key, markerKey));
    if (marker) return;
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
    if (!course) return;
    const [firstModule] = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.courseId, course.id))
      .orderBy(asc(courseModules.position))
      .limit(1);
    if (!firstModule) return;
    const [last] = await tx
      .select({ position: max(lessons.position) })
      .from(lessons)
      .where(eq(lessons.moduleId, firstModule.id));
    const [lesson] = await tx
      .insert(lessons)
      .values({
        moduleId: firstModule.id,
        courseId: course.id,
        position: (last?.position ?? -1) + 1,
        title: seededQuizTitle,
        kind: "quiz",
        durationMinutes: 15,
        status: "published",
        required: false,
        body,
      })
      .returning({ id: lessons.id });
    await tx.insert(quizzes).values({
      lessonId: lesson!.id,
      courseId: course.id,
      definition: quizDefinitionSchema.parse(definition),
      ...seededQuizSettings,
    });
    await tx.insert(siteSettings).values({ key: markerKey, value: lesson!.id });
  });
}
