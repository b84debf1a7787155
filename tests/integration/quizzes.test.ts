import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import { quizzesApi } from "#contracts/api/quizzes.ts";
import { apiMessages } from "#contracts/messages.ts";
import type { QuizAnswerChanges, QuizAnswers } from "#contracts/quiz-answers.ts";
import type { QuizAttemptView, QuizEditor, QuizOverview } from "#contracts/quiz-attempts.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import type { QuizSettings } from "#contracts/quiz-settings.ts";
import { quizMessages } from "#contracts/quiz-text.ts";
import { quizAttempts, quizzes } from "#server/db/schema/assessments.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessonProgress, lessons } from "#server/db/schema/learning.ts";
import { gradeOf } from "#server/modules/assessments/close-overdue-attempt.ts";
import { createQuizzesRepository } from "#server/modules/assessments/quizzes-repository.ts";
import { quizCompletionMessage } from "#server/modules/learning/set-lesson-completion.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sampleQuizInput, sampleQuizKeys } from "../support/sample-quiz.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Quizzes through the API (issue 16): who may take and edit them, keys never before submission, pools,
// autosave, grading, the server's time limit, attempt limits under concurrent starts, and when the right
// answers are shown.

let t: TestApp;
const slug = "ai-engineers";
let courseId: string;
let moduleId: string;
const s = {} as Record<"teacher" | "otherTeacher" | "admin" | "otherStudent" | "lapsed", Visitor>;

const settings = (over: Partial<QuizSettings> = {}): QuizSettings => ({
  timeLimitMinutes: null,
  maxAttempts: null,
  passPercent: 70,
  showAnswers: "after_submission",
  ...over,
});

const lessonParams = (lessonId: string) => ({ params: { courseSlug: slug, lessonId } });
const attemptParams = (lessonId: string, attemptId: string) => ({
  params: { courseSlug: slug, lessonId, attemptId },
});

/** A published quiz lesson in the course's first module (open to every enrolled student). */
async function quizLesson(title: string): Promise<string> {
  const [row] = await t.database.db
    .insert(lessons)
    .values({
      moduleId,
      courseId,
      position: 100 + Math.floor(Math.random() * 100_000),
      title,
      kind: "quiz",
      status: "published",
    })
    .returning({ id: lessons.id });
  return row!.id;
}

async function saveQuiz(
  lessonId: string,
  over: Partial<QuizSettings> = {},
  definition: unknown = sampleQuizInput,
) {
  const response = await call(
    t.app,
    s.teacher,
    "PUT",
    endpointUrl(quizzesApi.saveEditor, lessonParams(lessonId)),
    {
      definition,
      settings: settings(over),
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as QuizEditor;
}

/** A student enrolled in the course (self-paced: every module open). */
async function student(): Promise<Visitor & { id: string }> {
  const account = await createAccount(t.database.db);
  await t.database.db.insert(enrollments).values({ userId: account.id, courseId });
  return { ...(await signedIn(t.app, account)), id: account.id };
}

const start = (who: Visitor, lessonId: string) =>
  call(t.app, who, "POST", endpointUrl(quizzesApi.start, lessonParams(lessonId)));
const overview = (who: Visitor | null, lessonId: string) =>
  call(t.app, who, "GET", endpointUrl(quizzesApi.overview, lessonParams(lessonId)));
const save = (who: Visitor, lessonId: string, attemptId: string, answers: QuizAnswerChanges) =>
  call(t.app, who, "PATCH", endpointUrl(quizzesApi.saveAnswers, attemptParams(lessonId, attemptId)), {
    answers,
  });
const submit = (who: Visitor, lessonId: string, attemptId: string, answers: QuizAnswerChanges) =>
  call(t.app, who, "POST", endpointUrl(quizzesApi.submit, attemptParams(lessonId, attemptId)), { answers });
const attemptRead = (who: Visitor, lessonId: string, attemptId: string) =>
  call(t.app, who, "GET", endpointUrl(quizzesApi.attempt, attemptParams(lessonId, attemptId)));

/** The right answer to every question of the sample quiz. */
const rightAnswers: QuizAnswers = {
  "q-single": { kind: "single", optionId: "val" },
  "q-tf": { kind: "true_false", value: false },
  "q-multi": { kind: "multiple", optionIds: ["cls", "reg", "rank"] },
  "q-short": { kind: "short_answer", text: "  gradient   DESCENT " },
  "q-num": { kind: "numeric", value: 343.6 },
};
/** Right answers to the questions on this attempt's paper only. */
function rightFor(view: QuizAttemptView): QuizAnswers {
  return Object.fromEntries(view.questions.map((question) => [question.id, rightAnswers[question.id]!]));
}

/** Every key of the sample quiz that must never reach a browser before submission. */
function expectNoKeys(body: string, { review = false } = {}) {
  for (const text of [...sampleQuizKeys.explanations, ...sampleQuizKeys.acceptedAnswers])
    expect(body).not.toContain(text);
  expect(body).not.toContain(String(sampleQuizKeys.numericAnswer));
  expect(body).not.toContain(String(sampleQuizKeys.numericTolerance));
  if (review) {
    // A review without answers names its solution and explanation fields, empty.
    expect(body).not.toMatch(/"solution":\{/);
    expect(body).not.toMatch(/"explanation":"/);
    return;
  }
  expect(body).not.toContain("correctOptionIds");
  expect(body).not.toMatch(/"correct"\s*:/);
  expect(body).not.toContain("acceptedAnswers");
  expect(body).not.toContain("explanation");
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const courseRows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  courseId = courseRows.find((row) => row.slug === slug)!.id;
  const otherCourseId = courseRows.find((row) => row.slug === "machine-learning")!.id;
  const [first] = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.position, 0)));
  moduleId = first!.id;
  const accounts = {
    teacher: await createAccount(db, { role: "instructor" }),
    otherTeacher: await createAccount(db, { role: "instructor" }),
    admin: await createAccount(db, { role: "admin" }),
    otherStudent: await createAccount(db),
    lapsed: await createAccount(db),
  };
  await db.insert(courseInstructors).values([
    { userId: accounts.teacher.id, courseId },
    { userId: accounts.otherTeacher.id, courseId: otherCourseId },
  ]);
  await db.insert(enrollments).values([
    { userId: accounts.otherStudent.id, courseId: otherCourseId },
    { userId: accounts.lapsed.id, courseId, status: "cancelled" },
  ]);
  for (const who of Object.keys(accounts) as (keyof typeof accounts)[])
    s[who] = await signedIn(t.app, accounts[who]);
});

afterAll(async () => {
  await t?.close();
});

describe("who may take and edit a quiz", () => {
  it("lets the course's students read it; others get 403, visitors 401, a non-quiz lesson 404", async () => {
    const lessonId = await quizLesson("Access quiz");
    await saveQuiz(lessonId);
    const learner = await student();
    expect((await overview(learner, lessonId)).statusCode).toBe(200);
    expect((await overview(s.teacher, lessonId)).statusCode).toBe(200);
    expect((await overview(s.otherStudent, lessonId)).statusCode).toBe(403);
    expect((await overview(s.lapsed, lessonId)).statusCode).toBe(403);
    expect((await overview(s.otherTeacher, lessonId)).statusCode).toBe(403);
    expect((await overview(null, lessonId)).statusCode).toBe(401);
    expect((await start(s.otherStudent, lessonId)).statusCode).toBe(403);

    const [article] = await t.database.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(
        and(eq(lessons.moduleId, moduleId), eq(lessons.kind, "article"), eq(lessons.status, "published")),
      );
    const notQuiz = await overview(learner, article!.id);
    expect(notQuiz.statusCode).toBe(404);
    expect(notQuiz.json().error).toBe(quizAttemptMessages.notAQuiz);
  });

  it("needs the CSRF token for every write: start, autosave, submit and the editor's save", async () => {
    const lessonId = await quizLesson("CSRF quiz");
    await saveQuiz(lessonId);
    const learner = await student();
    const view = (await start(learner, lessonId)).json() as QuizAttemptView;
    const withoutToken = (who: Visitor, method: "POST" | "PUT" | "PATCH", url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: who.cookie } });
    const attempt = attemptParams(lessonId, view.attempt.id);
    const writes = [
      withoutToken(learner, "POST", endpointUrl(quizzesApi.start, lessonParams(lessonId)), {}),
      withoutToken(learner, "PATCH", endpointUrl(quizzesApi.saveAnswers, attempt), {
        answers: rightFor(view),
      }),
      withoutToken(learner, "POST", endpointUrl(quizzesApi.submit, attempt), { answers: rightFor(view) }),
      withoutToken(s.teacher, "PUT", endpointUrl(quizzesApi.saveEditor, lessonParams(lessonId)), {
        definition: sampleQuizInput,
        settings: settings({ passPercent: 1 }),
      }),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
    const still = (await attemptRead(learner, lessonId, view.attempt.id)).json() as QuizAttemptView;
    expect(still.attempt.status).toBe("in_progress");
    expect(still.answers).toEqual({});
  });

  it("opens the editor, keys included, only to the course's instructors and admins", async () => {
    const lessonId = await quizLesson("Editor access quiz");
    const editorUrl = endpointUrl(quizzesApi.editor, lessonParams(lessonId));
    const empty = await call(t.app, s.teacher, "GET", editorUrl);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ definition: null, updatedAt: null, attemptCount: 0 });
    await saveQuiz(lessonId);
    const saved = await call(t.app, s.admin, "GET", editorUrl);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(sampleQuizKeys.acceptedAnswers[0]);
    expect((await call(t.app, s.otherTeacher, "GET", editorUrl)).statusCode).toBe(403);
    const learner = await student();
    expect((await call(t.app, learner, "GET", editorUrl)).statusCode).toBe(403);
  });

  it("refuses a quiz that breaks the schema with the field's message, and keeps what was saved", async () => {
    const lessonId = await quizLesson("Invalid quiz");
    await saveQuiz(lessonId);
    const broken = structuredClone(sampleQuizInput) as {
      pools: { questions: { correctOptionIds?: string[] }[] }[];
    };
    broken.pools[0]!.questions[0]!.correctOptionIds = [];
    const response = await call(
      t.app,
      s.teacher,
      "PUT",
      endpointUrl(quizzesApi.saveEditor, lessonParams(lessonId)),
      {
        definition: broken,
        settings: settings(),
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(quizMessages.singleNeedsOneCorrect);
    const kept = await call(t.app, s.teacher, "GET", endpointUrl(quizzesApi.editor, lessonParams(lessonId)));
    expect((kept.json() as QuizEditor).definition?.pools[0]?.questions[0]).toMatchObject({
      correctOptionIds: ["val"],
    });
  });
});

describe("taking a quiz", () => {
  it("says a quiz without questions is not ready and cannot be started", async () => {
    const lessonId = await quizLesson("Unready quiz");
    const learner = await student();
    const read = await overview(learner, lessonId);
    expect((read.json() as QuizOverview).ready).toBe(false);
    const started = await start(learner, lessonId);
    expect(started.statusCode).toBe(409);
    expect(started.json().error).toBe(quizAttemptMessages.notSetUp);
  });

  it("draws each pool's count, sends no key before submission, autosaves and resumes", async () => {
    const lessonId = await quizLesson("Pools quiz");
    await saveQuiz(lessonId);
    const learner = await student();
    const before = await overview(learner, lessonId);
    expect((before.json() as QuizOverview).questionCount).toBe(4);
    expectNoKeys(before.body);

    const started = await start(learner, lessonId);
    expect(started.statusCode).toBe(200);
    expectNoKeys(started.body);
    const view = started.json() as QuizAttemptView;
    expect(view.attempt).toMatchObject({ number: 1, status: "in_progress", deadlineAt: null });
    expect(view.questions).toHaveLength(4);
    const ids = view.questions.map((question) => question.id);
    expect(ids).toEqual(expect.arrayContaining(["q-single", "q-tf"]));
    expect(ids.filter((id) => ["q-multi", "q-short", "q-num"].includes(id))).toHaveLength(2);

    const partial = { "q-single": rightAnswers["q-single"]! };
    const saved = await save(learner, lessonId, view.attempt.id, partial);
    expect(saved.statusCode).toBe(200);
    expectNoKeys(saved.body);
    const resumed = await start(learner, lessonId);
    expect((resumed.json() as QuizAttemptView).attempt.id).toBe(view.attempt.id);
    expect((resumed.json() as QuizAttemptView).answers).toEqual(partial);
    expect((resumed.json() as QuizAttemptView).questions.map((q) => q.id)).toEqual(ids);
    const read = await attemptRead(learner, lessonId, view.attempt.id);
    expectNoKeys(read.body);
    expect((read.json() as QuizAttemptView).review).toBeNull();
  });

  it("merges saves: two tabs answering different questions keep both, null clears, the submit merges too", async () => {
    const lessonId = await quizLesson("Two tabs quiz");
    await saveQuiz(lessonId);
    const learner = await student();
    const view = (await start(learner, lessonId)).json() as QuizAttemptView;
    const right = rightFor(view);
    const [first, second, ...rest] = Object.keys(right);
    // Two tabs, both opened on the empty attempt, save at the same moment: neither undoes the other.
    const saves = await Promise.all([
      save(learner, lessonId, view.attempt.id, { [first!]: right[first!]! }),
      save(learner, lessonId, view.attempt.id, { [second!]: right[second!]! }),
    ]);
    expect(saves.map((response) => response.statusCode)).toEqual([200, 200]);
    const both = (await attemptRead(learner, lessonId, view.attempt.id)).json() as QuizAttemptView;
    expect(both.answers).toEqual({ [first!]: right[first!], [second!]: right[second!] });

    // A null clears one answer and leaves the rest; clearing an unanswered question is no change.
    const cleared = await save(learner, lessonId, view.attempt.id, { [second!]: null, [rest[0]!]: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const afterClear = (await attemptRead(learner, lessonId, view.attempt.id)).json() as QuizAttemptView;
    expect(afterClear.answers).toEqual({ [first!]: right[first!] });

    // A stale tab submits only what it changed: the other tab's saved answer is graded with it.
    const submitted = await submit(
      learner,
      lessonId,
      view.attempt.id,
      Object.fromEntries([second!, ...rest].map((id) => [id, right[id]!])),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = submitted.json() as QuizAttemptView;
    expect(result.answers).toEqual(right);
    expect(result.review).toMatchObject({ percent: 100, passed: true });

    // A page loaded before saves became PATCH PUTs the whole map: merged the same way.
    const legacyLearner = await student();
    const legacy = (await start(legacyLearner, lessonId)).json() as QuizAttemptView;
    const put = await call(
      t.app,
      legacyLearner,
      "PUT",
      endpointUrl(quizzesApi.saveAnswersPut, attemptParams(lessonId, legacy.attempt.id)),
      { answers: { [first!]: right[first!]! } },
    );
    expect(put.statusCode, put.body).toBe(200);
    const afterPut = (
      await attemptRead(legacyLearner, lessonId, legacy.attempt.id)
    ).json() as QuizAttemptView;
    expect(afterPut.answers).toEqual({ [first!]: right[first!] });

    // A close computed on answers a save has since changed does not happen: the submit grades again.
    const repository = createQuizzesRepository(t.database.db);
    const row = await repository.attempt(legacy.attempt.id);
    const stale = await repository.closeAttempt({
      attemptId: legacy.attempt.id,
      status: "submitted",
      answers: {},
      savedAnswers: {},
      grade: gradeOf(row!, {}),
      closedAt: new Date(),
    });
    expect(stale).toBeUndefined();
    expect((await repository.attempt(legacy.attempt.id))?.status).toBe("in_progress");

    // A clear for a question not on the paper is refused like an answer to one.
    const other = await student();
    const otherView = (await start(other, lessonId)).json() as QuizAttemptView;
    const stray = await save(other, lessonId, otherView.attempt.id, { "q-nowhere": null });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().error).toBe(quizAttemptMessages.answerNotOnPaper);
  });

  it("refuses answers to questions not on the paper or of the wrong kind", async () => {
    const lessonId = await quizLesson("Answer checks quiz");
    await saveQuiz(lessonId);
    const learner = await student();
    const view = (await start(learner, lessonId)).json() as QuizAttemptView;
    const notOnPaper = await save(learner, lessonId, view.attempt.id, {
      "q-nowhere": { kind: "true_false", value: true },
    });
    expect(notOnPaper.statusCode).toBe(400);
    expect(notOnPaper.json().error).toBe(quizAttemptMessages.answerNotOnPaper);
    const wrongKind = await save(learner, lessonId, view.attempt.id, {
      "q-tf": { kind: "numeric", value: 1 },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toBe(quizAttemptMessages.answerWrongKind);
  });

  it("grades a submission, shows the answers as allowed, completes the lesson and refuses a second submit", async () => {
    const lessonId = await quizLesson("Graded quiz");
    await saveQuiz(lessonId);
    const learner = await student();
    const view = (await start(learner, lessonId)).json() as QuizAttemptView;
    const submitted = await submit(learner, lessonId, view.attempt.id, rightFor(view));
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json() as QuizAttemptView;
    expect(result.attempt).toMatchObject({ status: "submitted", percent: 100, passed: true });
    expect(result.review).toMatchObject({ percent: 100, passed: true, answersShown: true });
    expect(result.review!.questions.every((question) => question.result === "correct")).toBe(true);
    expect(result.review!.questions.find((q) => q.question.id === "q-single")?.solution).toEqual({
      kind: "single",
      correctOptionIds: ["val"],
    });

    const outline = await call(
      t.app,
      learner,
      "GET",
      endpointUrl(learningApi.outline, { params: { courseSlug: slug } }),
    );
    const lesson = outline
      .json()
      .modules.flatMap((module: { lessons: { id: string; completed: boolean }[] }) => module.lessons)
      .find((row: { id: string }) => row.id === lessonId);
    expect(lesson.completed).toBe(true);

    const again = await submit(learner, lessonId, view.attempt.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(quizAttemptMessages.attemptClosed);
    const late = await save(learner, lessonId, view.attempt.id, {});
    expect(late.statusCode).toBe(409);
  });

  it("gives partial credit and fails below the pass mark", async () => {
    const lessonId = await quizLesson("Partial quiz");
    await saveQuiz(lessonId, { showAnswers: "never" });
    const learner = await student();
    const view = (await start(learner, lessonId)).json() as QuizAttemptView;
    // Right on the two core questions (1 + 1 point), nothing on the drawn pair (at most 3 + 2 points).
    const answers: QuizAnswers = { "q-single": rightAnswers["q-single"]!, "q-tf": rightAnswers["q-tf"]! };
    if (view.questions.some((q) => q.id === "q-multi"))
      answers["q-multi"] = { kind: "multiple", optionIds: ["cls", "reg", "clu"] };
    const result = (await submit(learner, lessonId, view.attempt.id, answers)).json() as QuizAttemptView;
    const review = result.review!;
    expect(review.passed).toBe(false);
    expect(review.answersShown).toBe(false);
    const multi = review.questions.find((q) => q.question.id === "q-multi");
    // Two right picks, one wrong, of three right options: (2 - 1) / 3 of 3 points.
    if (multi) expect(multi).toMatchObject({ earned: 1, possible: 3, result: "partial" });
    expect(review.questions.every((q) => q.solution === null && q.explanation === null)).toBe(true);
    expectNoKeys(JSON.stringify(review), { review: true });
  });

  it("hides another student's attempt behind a 404", async () => {
    const lessonId = await quizLesson("Private attempts quiz");
    await saveQuiz(lessonId);
    const [first, second] = [await student(), await student()];
    const view = (await start(first, lessonId)).json() as QuizAttemptView;
    expect((await attemptRead(second, lessonId, view.attempt.id)).statusCode).toBe(404);
    const foreign = await save(second, lessonId, view.attempt.id, {});
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(apiMessages.notFound);
  });
});

describe("the server's rules", () => {
  it("closes an attempt past its deadline with the answers saved before it", async () => {
    const lessonId = await quizLesson("Timed quiz");
    await saveQuiz(lessonId, { timeLimitMinutes: 10 });
    const learner = await student();
    const view = (await start(learner, lessonId)).json() as QuizAttemptView;
    expect(view.attempt.deadlineAt).not.toBeNull();
    expect(Date.parse(view.attempt.deadlineAt!) - Date.parse(view.attempt.startedAt)).toBe(10 * 60_000);
    const saved = { "q-single": rightAnswers["q-single"]! };
    expect((await save(learner, lessonId, view.attempt.id, saved)).statusCode).toBe(200);

    // Inside the grace after the deadline a save still counts; after it, none does.
    await setDeadline(view.attempt.id, -2_000);
    expect((await save(learner, lessonId, view.attempt.id, saved)).statusCode).toBe(200);
    await setDeadline(view.attempt.id, -60_000);
    const late = await save(learner, lessonId, view.attempt.id, rightFor(view));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(quizAttemptMessages.timeUp);
    const closed = (await attemptRead(learner, lessonId, view.attempt.id)).json() as QuizAttemptView;
    expect(closed.attempt.status).toBe("timed_out");
    expect(closed.answers).toEqual(saved);
    expect(closed.review!.earned).toBe(1);
  });

  it("closes attempts left open past their deadline in the background, and a pass completes the lesson", async () => {
    const lessonId = await quizLesson("Walked away quiz");
    await saveQuiz(lessonId, { timeLimitMinutes: 10, passPercent: 50 });
    const [gone, failing, inGrace] = [await student(), await student(), await student()];
    const goneView = (await start(gone, lessonId)).json() as QuizAttemptView;
    await save(gone, lessonId, goneView.attempt.id, rightFor(goneView));
    const failingView = (await start(failing, lessonId)).json() as QuizAttemptView;
    const graceView = (await start(inGrace, lessonId)).json() as QuizAttemptView;
    await setDeadline(goneView.attempt.id, -60_000);
    await setDeadline(failingView.attempt.id, -60_000);
    await setDeadline(graceView.attempt.id, -2_000);

    expect(await t.app.quizDeadlines.sweep()).toBeGreaterThanOrEqual(2);
    const rows = await t.database.db
      .select({ id: quizAttempts.id, status: quizAttempts.status, passed: quizAttempts.passed })
      .from(quizAttempts)
      .where(eq(quizAttempts.lessonId, lessonId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(goneView.attempt.id)).toMatchObject({ status: "timed_out", passed: true });
    expect(byId.get(failingView.attempt.id)).toMatchObject({ status: "timed_out", passed: false });
    expect(byId.get(graceView.attempt.id)).toMatchObject({ status: "in_progress" });
    const [progress] = await t.database.db
      .select({ completedAt: lessonProgress.completedAt })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.lessonId, lessonId), eq(lessonProgress.userId, gone.id)));
    expect(progress?.completedAt).toBeInstanceOf(Date);
    // A second pass finds nothing of these left to close.
    await t.app.quizDeadlines.sweep();
    const [again] = await t.database.db
      .select({ status: quizAttempts.status })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, goneView.attempt.id));
    expect(again?.status).toBe("timed_out");
  });

  it("grades a late submission on the saved answers, not the ones it sends", async () => {
    const lessonId = await quizLesson("Late submit quiz");
    await saveQuiz(lessonId, { timeLimitMinutes: 5 });
    const learner = await student();
    const view = (await start(learner, lessonId)).json() as QuizAttemptView;
    await setDeadline(view.attempt.id, -60_000);
    const response = await submit(learner, lessonId, view.attempt.id, rightFor(view));
    expect(response.statusCode).toBe(200);
    expect((response.json() as QuizAttemptView).attempt).toMatchObject({ status: "timed_out", percent: 0 });
    // The overview of another student's expired attempt closes it on reading too.
    const other = await student();
    const otherView = (await start(other, lessonId)).json() as QuizAttemptView;
    await setDeadline(otherView.attempt.id, -60_000);
    const read = (await overview(other, lessonId)).json() as QuizOverview;
    expect(read.inProgressAttemptId).toBeNull();
    expect(read.attempts[0]!.status).toBe("timed_out");
  });

  it("opens one attempt however many starts race, and no more than the quiz allows", async () => {
    const lessonId = await quizLesson("Limited quiz");
    await saveQuiz(lessonId, { maxAttempts: 2 });
    const learner = await student();
    const race = async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => start(learner, lessonId)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
      return [...new Set(answers.map((answer) => (answer.json() as QuizAttemptView).attempt.id))];
    };
    const first = await race();
    expect(first).toHaveLength(1);
    await submit(learner, lessonId, first[0]!, {});
    const second = await race();
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
    await submit(learner, lessonId, second[0]!, {});
    const third = await start(learner, lessonId);
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe(quizAttemptMessages.noAttemptsLeft);
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(quizAttempts)
      .where(eq(quizAttempts.lessonId, lessonId));
    expect(rows[0]!.n).toBe(2);
    const read = (await overview(learner, lessonId)).json() as QuizOverview;
    expect(read).toMatchObject({ attemptsLeft: 0, passed: false, bestPercent: 0 });
  });

  it("shows the answers after the last attempt only once none is left", async () => {
    const lessonId = await quizLesson("Answers at the end quiz");
    await saveQuiz(lessonId, { maxAttempts: 2, showAnswers: "after_last_attempt" });
    const learner = await student();
    const first = (await start(learner, lessonId)).json() as QuizAttemptView;
    const firstResult = (await submit(learner, lessonId, first.attempt.id, {})).json() as QuizAttemptView;
    expect(firstResult.review!.answersShown).toBe(false);
    expectNoKeys(JSON.stringify(firstResult), { review: true });
    const second = (await start(learner, lessonId)).json() as QuizAttemptView;
    const secondResult = (await submit(learner, lessonId, second.attempt.id, {})).json() as QuizAttemptView;
    expect(secondResult.review!.answersShown).toBe(true);
    const firstAgain = (await attemptRead(learner, lessonId, first.attempt.id)).json() as QuizAttemptView;
    expect(firstAgain.review!.answersShown).toBe(true);
  });

  it("keeps an attempt's questions and pass mark when the quiz is edited after it started", async () => {
    const lessonId = await quizLesson("Edited quiz");
    await saveQuiz(lessonId, { passPercent: 50 });
    const learner = await student();
    const view = (await start(learner, lessonId)).json() as QuizAttemptView;
    const edited = structuredClone(sampleQuizInput);
    edited.pools = edited.pools.slice(1);
    const afterEdit = await saveQuiz(lessonId, { passPercent: 100 }, edited);
    expect(afterEdit.attemptCount).toBe(1);
    const result = (
      await submit(learner, lessonId, view.attempt.id, rightFor(view))
    ).json() as QuizAttemptView;
    expect(result.review!.questions.map((q) => q.question.id)).toEqual(view.questions.map((q) => q.id));
    expect(result.attempt.passed).toBe(true);
  });
});

async function setDeadline(attemptId: string, fromNowMs: number) {
  await t.database.db
    .update(quizAttempts)
    .set({ deadlineAt: new Date(Date.now() + fromNowMs) })
    .where(eq(quizAttempts.id, attemptId));
}

describe("completion", () => {
  it("never lets a student tick a quiz lesson complete by hand", async () => {
    const lessonId = await quizLesson("Completion by passing quiz");
    await saveQuiz(lessonId);
    const learner = await student();
    const tick = await call(
      t.app,
      learner,
      "PUT",
      endpointUrl(learningApi.setCompletion, lessonParams(lessonId)),
      { completed: true },
    );
    expect(tick.statusCode).toBe(409);
    expect(tick.json().error).toBe(quizCompletionMessage);
  });
});

describe("two editors", () => {
  it("refuses a save over a newer one instead of overwriting it", async () => {
    const lessonId = await quizLesson("Two editors quiz");
    const url = endpointUrl(quizzesApi.saveEditor, lessonParams(lessonId));
    const body = { definition: sampleQuizInput, settings: settings() };
    const first = await call(t.app, s.teacher, "PUT", url, { ...body, expectedUpdatedAt: null });
    expect(first.statusCode).toBe(200);
    const loaded = (first.json() as QuizEditor).updatedAt;
    // A second editor who also found it never saved is too late.
    const late = await call(t.app, s.admin, "PUT", url, { ...body, expectedUpdatedAt: null });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(quizAttemptMessages.editedElsewhere);
    const next = await call(t.app, s.admin, "PUT", url, {
      ...body,
      settings: settings({ passPercent: 80 }),
      expectedUpdatedAt: loaded,
    });
    expect(next.statusCode).toBe(200);
    const stale = await call(t.app, s.teacher, "PUT", url, { ...body, expectedUpdatedAt: loaded });
    expect(stale.statusCode).toBe(409);
    const kept = await call(t.app, s.teacher, "GET", endpointUrl(quizzesApi.editor, lessonParams(lessonId)));
    expect((kept.json() as QuizEditor).settings.passPercent).toBe(80);
    const bad = await call(t.app, s.teacher, "PUT", url, { ...body, expectedUpdatedAt: "not a date" });
    expect(bad.statusCode).toBe(400);
  });

  it("accepts the seeded quiz's version as the editor read it", async () => {
    const lessons = await t.app.inject({ method: "GET", url: `/api/courses/${slug}` });
    expect(lessons.statusCode).toBe(200);
    const [seeded] = await t.database.db
      .select({ id: quizzes.lessonId })
      .from(quizzes)
      .where(eq(quizzes.courseId, courseId));
    const editorUrl = endpointUrl(quizzesApi.editor, lessonParams(seeded!.id));
    const read = (await call(t.app, s.teacher, "GET", editorUrl)).json() as QuizEditor;
    const saved = await call(
      t.app,
      s.teacher,
      "PUT",
      endpointUrl(quizzesApi.saveEditor, lessonParams(seeded!.id)),
      {
        definition: read.definition,
        settings: read.settings,
        expectedUpdatedAt: read.updatedAt,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe("what the review found", () => {
  it("shows no key in any review while another attempt is open", async () => {
    const lessonId = await quizLesson("Open attempt hides keys quiz");
    await saveQuiz(lessonId, { maxAttempts: 2, showAnswers: "after_last_attempt" });
    const learner = await student();
    const first = (await start(learner, lessonId)).json() as QuizAttemptView;
    await submit(learner, lessonId, first.attempt.id, {});
    await start(learner, lessonId);
    // Attempts left count the open one, but its key must not be readable through the first attempt's review.
    const firstAgain = await attemptRead(learner, lessonId, first.attempt.id);
    expect((firstAgain.json() as QuizAttemptView).review!.answersShown).toBe(false);
    expectNoKeys(firstAgain.body, { review: true });
  });

  it("answers 400, not 500, for a character PostgreSQL cannot store", async () => {
    const lessonId = await quizLesson("Null character quiz");
    await saveQuiz(lessonId);
    const learner = await student();
    const view = (await start(learner, lessonId)).json() as QuizAttemptView;
    const nul = await save(learner, lessonId, view.attempt.id, {
      "q-tf": { kind: "true_false", value: true },
    });
    expect(nul.statusCode).toBe(200);
    const shortOnPaper = view.questions.find((question) => question.id === "q-short");
    const answers: QuizAnswers = shortOnPaper
      ? { "q-short": { kind: "short_answer", text: "grad\u0000ient" } }
      : { "q-single": { kind: "single", optionId: "v\u0000al" } };
    const refused = await save(learner, lessonId, view.attempt.id, answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(apiMessages.unstorableCharacter);
  });

  it("takes a quiz larger than the app's 64 KB body limit", async () => {
    const lessonId = await quizLesson("Large quiz");
    const long = "A question long enough to be realistic about gradient descent and learning rates. ".repeat(
      30,
    );
    const questions = Array.from({ length: 40 }, (_, index) => ({
      kind: "true_false" as const,
      id: `q${index}`,
      prompt: `${index}: ${long}`,
      correct: index % 2 === 0,
    }));
    const definition = {
      shuffleQuestions: false,
      shuffleOptions: false,
      pools: [{ id: "all", title: "", draw: 10, questions }],
    };
    expect(JSON.stringify(definition).length).toBeGreaterThan(64 * 1024);
    await saveQuiz(lessonId, {}, definition);
  });

  it("completes the lesson when a passing attempt is closed by its deadline", async () => {
    const lessonId = await quizLesson("Passing when time ran out quiz");
    await saveQuiz(lessonId, { timeLimitMinutes: 5, passPercent: 0 });
    const learner = await student();
    const view = (await start(learner, lessonId)).json() as QuizAttemptView;
    await setDeadline(view.attempt.id, -60_000);
    const read = (await overview(learner, lessonId)).json() as QuizOverview;
    expect(read.passed).toBe(true);
    const outline = await call(
      t.app,
      learner,
      "GET",
      endpointUrl(learningApi.outline, { params: { courseSlug: slug } }),
    );
    const lesson = outline
      .json()
      .modules.flatMap((module: { lessons: { id: string; completed: boolean }[] }) => module.lessons)
      .find((row: { id: string }) => row.id === lessonId);
    expect(lesson.completed).toBe(true);
  });
});

describe("the editor's warning", () => {
  it("counts students' attempts, not staff trying the quiz", async () => {
    const lessonId = await quizLesson("Staff tries quiz");
    await saveQuiz(lessonId);
    expect((await start(s.teacher, lessonId)).statusCode).toBe(200);
    const editorUrl = endpointUrl(quizzesApi.editor, lessonParams(lessonId));
    expect(((await call(t.app, s.teacher, "GET", editorUrl)).json() as QuizEditor).attemptCount).toBe(0);
    await start(await student(), lessonId);
    expect(((await call(t.app, s.teacher, "GET", editorUrl)).json() as QuizEditor).attemptCount).toBe(1);
  });
});
