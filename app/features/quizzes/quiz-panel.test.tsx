import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { forgetViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { QuizAnswers } from "#contracts/quiz-answers.ts";
import type { QuizAttemptSummary, QuizAttemptView, QuizOverview } from "#contracts/quiz-attempts.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import type { PublicQuizQuestion, QuizReview } from "#contracts/quiz-public.ts";
import { QuizPanel } from "./quiz-panel.tsx";

const me: CurrentUser = {
  id: "c0000000-0000-4000-8000-000000000001",
  name: "Priya Raman",
  username: "priya",
  email: "priya@example.com",
  avatar: null,
  role: "student",
  emailVerified: true,
};

const lessonId = "a0000000-0000-4000-8000-000000000001";
const firstId = "b0000000-0000-4000-8000-000000000001";
const attemptId = "b0000000-0000-4000-8000-000000000002";
const base = `/api/learning/courses/ai-engineering/lessons/${lessonId}/quiz`;

const questions: PublicQuizQuestion[] = [
  {
    kind: "single",
    id: "q1",
    prompt: "Which model family is\nautoregressive?",
    promptHtml: "<p>Which model family is\nautoregressive?</p>",
    points: 2,
    options: [
      { id: "a", text: "GPT" },
      { id: "b", text: "BERT" },
      { id: "c", text: "Word2Vec" },
    ],
  },
  {
    kind: "multiple",
    id: "q2",
    prompt: "Which are vector databases?",
    promptHtml: "<p>Which are vector databases?</p>",
    points: 3,
    options: [
      { id: "x", text: "pgvector" },
      { id: "y", text: "Qdrant" },
      { id: "z", text: "Redux" },
    ],
  },
  {
    kind: "true_false",
    id: "q3",
    prompt: "Embeddings are always normalised.",
    promptHtml: "<p>Embeddings are always normalised.</p>",
    points: 1,
  },
  {
    kind: "short_answer",
    id: "q4",
    prompt: "Name the attention paper.",
    promptHtml: "<p>Name the attention paper.</p>",
    points: 2,
  },
  {
    kind: "numeric",
    id: "q5",
    prompt: "What is log10(0.01)?",
    promptHtml: "<p>What is log10(0.01)?</p>",
    points: 2,
  },
];

function summary(overrides: Partial<QuizAttemptSummary> = {}): QuizAttemptSummary {
  return {
    id: attemptId,
    number: 2,
    status: "in_progress",
    startedAt: "2026-12-04T10:00:00.000Z",
    deadlineAt: null,
    closedAt: null,
    percent: null,
    passed: null,
    ...overrides,
  };
}

const firstAttempt = summary({
  id: firstId,
  number: 1,
  status: "submitted",
  startedAt: "2026-12-03T14:40:00.000Z",
  closedAt: "2026-12-03T15:05:00.000Z",
  percent: 60,
  passed: false,
});

function overview(overrides: Partial<QuizOverview> = {}): QuizOverview {
  return {
    lessonId,
    ready: true,
    settings: { timeLimitMinutes: 20, maxAttempts: 3, passPercent: 70, showAnswers: "after_submission" },
    questionCount: 5,
    attempts: [firstAttempt],
    attemptsLeft: 2,
    inProgressAttemptId: null,
    bestPercent: 60,
    passed: false,
    ...overrides,
  };
}

function attemptView(overrides: Partial<QuizAttemptView> = {}): QuizAttemptView {
  return {
    attempt: summary(),
    serverNow: new Date().toISOString(),
    questions,
    answers: {},
    savedAt: null,
    review: null,
    ...overrides,
  };
}

function review(answersShown: boolean): QuizReview {
  return {
    earned: 7.5,
    possible: 10,
    percent: 75,
    passed: true,
    answersShown,
    questions: [
      {
        question: questions[0] as PublicQuizQuestion,
        answer: { kind: "single", optionId: "a" },
        earned: 2,
        possible: 2,
        result: "correct",
        solution: answersShown ? { kind: "single", correctOptionIds: ["a"] } : null,
        explanation: answersShown ? "GPT predicts the next token." : null,
        explanationHtml: answersShown ? "<p>GPT predicts the next token.</p>" : null,
      },
      {
        question: questions[1] as PublicQuizQuestion,
        answer: { kind: "multiple", optionIds: ["x"] },
        earned: 1.5,
        possible: 3,
        result: "partial",
        solution: answersShown ? { kind: "multiple", correctOptionIds: ["x", "y"] } : null,
        explanation: null,
        explanationHtml: null,
      },
      {
        question: questions[4] as PublicQuizQuestion,
        answer: null,
        earned: 0,
        possible: 2,
        result: "unanswered",
        solution: answersShown ? { kind: "numeric", answer: -2, tolerance: 0 } : null,
        explanation: null,
        explanationHtml: null,
      },
    ],
  };
}

const closedView = (answersShown: boolean, overrides: Partial<QuizAttemptSummary> = {}) =>
  attemptView({
    attempt: summary({
      status: "submitted",
      closedAt: "2026-12-04T10:20:00.000Z",
      percent: 75,
      passed: true,
      ...overrides,
    }),
    review: review(answersShown),
  });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const conflict = (message: string) => json({ error: message, errors: [{ message }] }, 409);

type Call = { url: string; method: string; body?: unknown };
type Answer = Response | (() => Response | Promise<Response>);

/** The quiz API of one student; each route answers what the test gives it (a list is used in turn). */
function fakeApi(routes: {
  overview?: QuizOverview;
  start?: Answer;
  attempt?: Answer[];
  save?: Answer[];
  submit?: Answer;
}) {
  const calls: Call[] = [];
  const queues = { attempt: [...(routes.attempt ?? [])], save: [...(routes.save ?? [])] };
  const take = (list: Answer[], fallback: () => Response): Response | Promise<Response> => {
    const next = list.length > 1 ? list.shift() : list[0];
    return next === undefined ? fallback() : typeof next === "function" ? next() : next.clone();
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: url.pathname, method, body });
      const answer = (value: Answer | undefined, fallback: () => Response) =>
        value === undefined ? fallback() : typeof value === "function" ? value() : value.clone();
      const missing = () => json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
      if (url.pathname === base && method === "GET") return json(routes.overview ?? overview());
      if (url.pathname === `${base}/attempts` && method === "POST") return answer(routes.start, missing);
      if (url.pathname.endsWith("/answers") && method === "PATCH")
        return take(queues.save, () => json({ savedAt: new Date().toISOString() }));
      if (url.pathname.endsWith("/submit") && method === "POST") return answer(routes.submit, missing);
      if (url.pathname.startsWith(`${base}/attempts/`) && method === "GET")
        return take(queues.attempt, missing);
      return missing();
    }),
  );
  return {
    calls,
    saves: () => calls.filter((call) => call.method === "PATCH"),
    submits: () => calls.filter((call) => call.url.endsWith("/submit")),
  };
}

function renderPanel() {
  const client = makeQueryClient();
  render(
    <QueryClientProvider client={client}>
      <QuizPanel user={me} courseSlug="ai-engineering" lessonId={lessonId} />
    </QueryClientProvider>,
  );
  return client;
}

/** Starts an attempt from the overview and waits for its first question. */
async function startAttempt(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Try again" }));
  await screen.findByRole("heading", { name: "Attempt 2" });
}

const question = (number: number) =>
  screen.getByRole("group", { name: new RegExp(`^Question ${number} of 5`) });

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=token-123";
  vi.stubEnv("TZ", "UTC");
  forgetViewerTimeZone();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  forgetViewerTimeZone();
});

describe("the quiz overview", () => {
  test("says the rules in plain words, lists the attempts and offers another try", async () => {
    fakeApi({});
    renderPanel();
    expect(await screen.findByText("5 questions per attempt")).toBeTruthy();
    expect(screen.getByText(/^Time limit: 20 minutes, counted from the start of each attempt/)).toBeTruthy();
    expect(screen.getByText("Attempts: 1 of 3 used")).toBeTruthy();
    expect(screen.getByText("Pass mark: 70%")).toBeTruthy();
    expect(screen.getByText("The right answers are shown after each attempt you submit.")).toBeTruthy();
    expect(screen.getByText("Best score: 60%")).toBeTruthy();
    const row = screen.getByRole("button", { name: "Review attempt 1" }).closest("li");
    expect(row?.textContent).toBe("Attempt 1 · Submitted60% · Not passed · Dec 3, 2026, 3:05 PMReview");
    expect(screen.getByRole("button", { name: "Review attempt 1" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" }).hasAttribute("disabled")).toBe(false);
  });

  test("a first visit: no time limit, unlimited attempts, Start quiz", async () => {
    fakeApi({
      overview: overview({
        settings: { timeLimitMinutes: null, maxAttempts: null, passPercent: 50, showAnswers: "never" },
        attempts: [],
        attemptsLeft: null,
        bestPercent: null,
      }),
    });
    renderPanel();
    expect(await screen.findByText("No time limit")).toBeTruthy();
    expect(screen.getByText("Attempts: unlimited (0 used)")).toBeTruthy();
    expect(screen.getByText("The right answers are not shown after an attempt.")).toBeTruthy();
    expect(screen.getByText("You have not taken this quiz yet.")).toBeTruthy();
    expect(screen.queryByText(/Best score/)).toBeNull();
    expect(screen.getByRole("button", { name: "Start quiz" })).toBeTruthy();
  });

  test("nothing to start: the button is disabled and says why", async () => {
    fakeApi({ overview: overview({ attemptsLeft: 0 }) });
    renderPanel();
    const button = await screen.findByRole("button", { name: "Try again" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      quizAttemptMessages.noAttemptsLeft,
    );
    cleanup();
    fakeApi({ overview: overview({ ready: false, attempts: [], bestPercent: null }) });
    renderPanel();
    const start = await screen.findByRole("button", { name: "Start quiz" });
    expect(start.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(quizAttemptMessages.notSetUp)).toBeTruthy();
  });

  test("an attempt in progress is resumed from the server, with its saved answers", async () => {
    const api = fakeApi({
      overview: overview({ inProgressAttemptId: attemptId, attempts: [summary(), firstAttempt] }),
      attempt: [
        json(
          attemptView({
            answers: { q1: { kind: "single", optionId: "b" }, q5: { kind: "numeric", value: -2.5 } },
            savedAt: "2026-12-04T10:07:00.000Z",
          }),
        ),
      ],
    });
    const user = userEvent.setup();
    renderPanel();
    expect((await screen.findAllByText(/In progress/)).length).toBe(1);
    await user.click(screen.getByRole("button", { name: "Resume attempt" }));
    const heading = await screen.findByRole("heading", { name: "Attempt 2" });
    expect(document.activeElement).toBe(heading);
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toContain(`GET ${base}/attempts/${attemptId}`);
    expect((within(question(1)).getByRole("radio", { name: "BERT" }) as HTMLInputElement).checked).toBe(true);
    expect((within(question(5)).getByRole("textbox") as HTMLInputElement).value).toBe("-2.5");
    expect(screen.getByText("Saved at 10:07")).toBeTruthy();
  });

  test("a start refused (409) says why and stays on the overview", async () => {
    fakeApi({ start: conflict(quizAttemptMessages.noAttemptsLeft) });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect((await screen.findByRole("alert")).textContent).toBe(quizAttemptMessages.noAttemptsLeft);
  });
});

describe("answering", () => {
  test("starting shows every question in order with its number, points and the control its kind needs", async () => {
    const api = fakeApi({ start: json(attemptView()) });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    expect(api.calls.some((c) => c.method === "POST" && c.url === `${base}/attempts`)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Attempt 2" }));
    // The legend names the question; its prompt, as HTML from the server, describes the group.
    const groups = screen.getAllByRole("group", { name: /^Question/ });
    expect(groups.map((group) => group.querySelector("legend")?.textContent)).toEqual([
      "Question 1 of 52 points",
      "Question 2 of 53 points",
      "Question 3 of 51 point",
      "Question 4 of 52 points",
      "Question 5 of 52 points",
    ]);
    expect(
      groups.map(
        (group) =>
          document.getElementById(group.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent,
      ),
    ).toEqual([
      "Which model family is\nautoregressive?",
      "Which are vector databases?",
      "Embeddings are always normalised.",
      "Name the attention paper.",
      "What is log10(0.01)?",
    ]);
    expect(within(question(1)).getAllByRole("radio")).toHaveLength(3);
    expect(within(question(2)).getAllByRole("checkbox")).toHaveLength(3);
    expect(
      within(question(3))
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["True", "False"]);
    expect(within(question(4)).getByLabelText("Your answer")).toBeTruthy();
    expect(within(question(5)).getByLabelText("Your answer").getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.queryByRole("timer")).toBeNull();
  });

  test("each kind is answered with the keyboard, and the answers are saved after a pause", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ start: json(attemptView()) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await startAttempt(user);

    await user.tab();
    expect(document.activeElement).toBe(within(question(1)).getByRole("radio", { name: "GPT" }));
    await user.keyboard("{ArrowDown}");
    expect((within(question(1)).getByRole("radio", { name: "BERT" }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(question(1)).getByRole("radio", { name: "GPT" }));
    await user.click(within(question(2)).getByRole("checkbox", { name: "pgvector" }));
    await user.click(within(question(2)).getByRole("checkbox", { name: "Qdrant" }));
    await user.click(within(question(2)).getByRole("checkbox", { name: "pgvector" }));
    await user.click(within(question(3)).getByRole("radio", { name: "False" }));
    expect(api.saves()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]).toEqual({
      url: `${base}/attempts/${attemptId}/answers`,
      method: "PATCH",
      body: {
        answers: {
          q1: { kind: "single", optionId: "a" },
          q2: { kind: "multiple", optionIds: ["y"] },
          q3: { kind: "true_false", value: false },
        },
      },
    });

    // Leaving the short answer for the number field saves it at once; the number waits for the pause.
    await user.type(within(question(4)).getByRole("textbox"), "Attention Is All You Need");
    await user.type(within(question(5)).getByRole("textbox"), "-2.5");
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(api.saves()).toHaveLength(3));
    // Each save sends what changed since the one before; the server merges (two tabs never undo each other).
    expect(api.saves()[1]?.body).toEqual({
      answers: { q4: { kind: "short_answer", text: "Attention Is All You Need" } },
    });
    expect(api.saves()[2]?.body).toEqual({ answers: { q5: { kind: "numeric", value: -2.5 } } });
    expect(await screen.findByText(/^Saved at \d\d:\d\d$/)).toBeTruthy();
  });

  test("a choice unchecked and checked again is no change: nothing more is saved", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ start: json(attemptView()) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await startAttempt(user);
    await user.click(within(question(2)).getByRole("checkbox", { name: "pgvector" }));
    await user.click(within(question(3)).getByRole("radio", { name: "True" }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(await screen.findByText(/^Saved at \d\d:\d\d$/)).toBeTruthy();
    // Unchecking drops question 2's key; checking again adds it back after question 3's.
    await user.click(within(question(2)).getByRole("checkbox", { name: "pgvector" }));
    await user.click(within(question(2)).getByRole("checkbox", { name: "pgvector" }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(api.saves()).toHaveLength(1);
  });

  test("leaving a text field saves at once; a number that is not one is said so and not saved", async () => {
    const api = fakeApi({ start: json(attemptView()) });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    await user.type(within(question(4)).getByRole("textbox"), "Vaswani");
    await user.type(within(question(5)).getByRole("textbox"), "1.2.3");
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]?.body).toEqual({ answers: { q4: { kind: "short_answer", text: "Vaswani" } } });
    await user.tab();
    expect(within(question(5)).getByText("Enter a number.")).toBeTruthy();
    expect(within(question(5)).getByRole("textbox").getAttribute("aria-invalid")).toBe("true");
    expect((within(question(5)).getByRole("textbox") as HTMLInputElement).value).toBe("1.2.3");
    await user.clear(within(question(5)).getByRole("textbox"));
    await user.type(within(question(5)).getByRole("textbox"), "\u22122");
    expect(within(question(5)).queryByText("Enter a number.")).toBeNull();
    await user.tab();
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(api.saves()[1]?.body).toEqual({ answers: { q5: { kind: "numeric", value: -2 } } });
  });

  test("leaving with a save on its way sends what was typed since, after that save and never beside it", async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    const first = new Promise<Response>((resolve) => {
      answerFirst = resolve;
    });
    const api = fakeApi({
      start: json(attemptView()),
      save: [() => first, json({ savedAt: "2026-12-04T10:09:00.000Z" })],
    });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    await user.type(within(question(4)).getByRole("textbox"), "Vaswani");
    await user.tab();
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    await user.type(within(question(5)).getByRole("textbox"), "-2");
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.saves()).toHaveLength(1);
    answerFirst(json({ savedAt: "2026-12-04T10:08:00.000Z" }));
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(api.saves()[1]?.body).toEqual({ answers: { q5: { kind: "numeric", value: -2 } } });
  });

  test("answers changed during a save are not called saved: they are sent after it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answerFirst: (response: Response) => void = () => undefined;
    const first = new Promise<Response>((resolve) => {
      answerFirst = resolve;
    });
    const api = fakeApi({
      start: json(attemptView()),
      save: [() => first, json({ savedAt: "2026-12-04T10:09:00.000Z" })],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await startAttempt(user);
    await user.click(within(question(3)).getByRole("radio", { name: "True" }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    await user.click(within(question(1)).getByRole("radio", { name: "GPT" }));
    await act(async () => answerFirst(json({ savedAt: "2026-12-04T10:08:00.000Z" })));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByText("Saved at 10:08")).toBeNull();
    expect(screen.getByText("Saving...")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(api.saves()[1]?.body).toEqual({ answers: { q1: { kind: "single", optionId: "a" } } });
    expect(await screen.findByText("Saved at 10:09")).toBeTruthy();
  });

  test("question ids named like Object's methods are questions like any other", async () => {
    const named = questions.map((q, i) => ({
      ...q,
      id: ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"][i] ?? q.id,
    }));
    const api = fakeApi({ start: json(attemptView({ questions: named })) });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    expect((within(question(4)).getByRole("textbox") as HTMLInputElement).value).toBe("");
    expect((within(question(5)).getByRole("textbox") as HTMLInputElement).value).toBe("");
    expect(
      within(question(1))
        .getAllByRole("radio")
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(
      within(await screen.findByRole("dialog")).getByText(/^5 questions of 5 are not answered yet\./),
    ).toBeTruthy();
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Keep answering" }));
    await user.type(within(question(5)).getByRole("textbox"), "7");
    await user.tab();
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(JSON.stringify(api.saves()[0]?.body)).toBe(
      '{"answers":{"__proto__":{"kind":"numeric","value":7}}}',
    );
  });

  test("a failed save keeps the answers, says so, and saves again on request", async () => {
    const api = fakeApi({
      start: json(attemptView()),
      save: [
        json({ error: "Boom", errors: [{ message: "Boom" }] }, 500),
        json({ savedAt: "2026-12-04T10:09:00.000Z" }),
      ],
    });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    await user.type(within(question(4)).getByRole("textbox"), "Vaswani");
    await user.tab();
    expect(await screen.findByText("Your answers could not be saved. They are still here.")).toBeTruthy();
    expect((within(question(4)).getByRole("textbox") as HTMLInputElement).value).toBe("Vaswani");
    await user.click(screen.getByRole("button", { name: "Save again" }));
    expect(await screen.findByText("Saved at 10:09")).toBeTruthy();
    expect(api.saves().map((call) => call.body)).toEqual([
      { answers: { q4: { kind: "short_answer", text: "Vaswani" } } },
      { answers: { q4: { kind: "short_answer", text: "Vaswani" } } },
    ]);
  });

  test("a failed save may have landed: its question is sent again, even once the screen is back to the last save", async () => {
    const api = fakeApi({
      start: json(attemptView()),
      save: [
        json({ error: "Bad gateway", errors: [{ message: "Bad gateway" }] }, 502),
        json({ error: "Bad gateway", errors: [{ message: "Bad gateway" }] }, 502),
        json({ savedAt: "2026-12-04T10:09:00.000Z" }),
      ],
    });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    const field = within(question(4)).getByRole("textbox");
    await user.type(field, "Vaswani");
    await user.tab();
    expect(await screen.findByText("Your answers could not be saved. They are still here.")).toBeTruthy();
    // Leaving the next field (to clear this one) saves: the failed question goes again, and fails again.
    // Cleared, the screen is back to the last good save (nothing), yet the clear is sent: either failed save
    // may have reached the server.
    await user.clear(field);
    await user.tab();
    expect(await screen.findByText("Saved at 10:09")).toBeTruthy();
    await waitFor(() => expect(api.saves()).toHaveLength(3));
    expect(api.saves().map((call) => call.body)).toEqual([
      { answers: { q4: { kind: "short_answer", text: "Vaswani" } } },
      { answers: { q4: { kind: "short_answer", text: "Vaswani" } } },
      { answers: { q4: null } },
    ]);
  });

  test("a save refused because the attempt closed (409) says why and shows the attempt's review", async () => {
    fakeApi({
      start: json(attemptView()),
      save: [conflict(quizAttemptMessages.timeUp)],
      attempt: [json(closedView(true, { status: "timed_out" }))],
    });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    await user.type(within(question(4)).getByRole("textbox"), "Vaswani");
    await user.tab();
    const heading = await screen.findByRole("heading", { name: "Result of attempt 2" });
    expect(screen.getByRole("alert").textContent).toBe(quizAttemptMessages.timeUp);
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("Time ran out")).toBeTruthy();
  });
});

describe("submitting", () => {
  test("asks first, saying how many questions have no answer, then shows the review", async () => {
    const api = fakeApi({ start: json(attemptView()), submit: json(closedView(true)) });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    await user.click(within(question(1)).getByRole("radio", { name: "GPT" }));
    await user.click(within(question(3)).getByRole("radio", { name: "True" }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit your answers?" });
    expect(within(dialog).getByText(/^3 questions of 5 are not answered yet\./)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Keep answering" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.submits()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Submit" }));
    const heading = await screen.findByRole("heading", { name: "Result of attempt 2" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(api.submits()).toEqual([
      {
        url: `${base}/attempts/${attemptId}/submit`,
        method: "POST",
        body: {
          answers: { q1: { kind: "single", optionId: "a" }, q3: { kind: "true_false", value: true } },
        },
      },
    ]);
    // No save may follow the submit: it carried the answers itself.
    expect(api.saves()).toHaveLength(0);
  });

  test("every question answered: the confirmation says so", async () => {
    const answers = {
      q1: { kind: "single", optionId: "a" },
      q2: { kind: "multiple", optionIds: ["x"] },
      q3: { kind: "true_false", value: true },
      q4: { kind: "short_answer", text: "x" },
      q5: { kind: "numeric", value: 1 },
    } satisfies QuizAnswers;
    fakeApi({ start: json(attemptView({ answers })) });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(
      within(await screen.findByRole("dialog")).getByText(/^You have answered every question\./),
    ).toBeTruthy();
  });

  test("a submit refused because time ran out (409) says why and shows the review", async () => {
    fakeApi({
      start: json(attemptView()),
      submit: conflict(quizAttemptMessages.timeUp),
      attempt: [json(closedView(false, { status: "timed_out" }))],
    });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Result of attempt 2" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(quizAttemptMessages.timeUp);
  });

  test("a submit that fails otherwise keeps the attempt and its answers", async () => {
    fakeApi({
      start: json(attemptView()),
      submit: json({ error: "Boom", errors: [{ message: "Boom" }] }, 500),
    });
    const user = userEvent.setup();
    renderPanel();
    await startAttempt(user);
    await user.type(within(question(4)).getByRole("textbox"), "Vaswani");
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Submit" }));
    expect(
      await screen.findByText("Your answers could not be submitted. They are still here; please try again."),
    ).toBeTruthy();
    expect((within(question(4)).getByRole("textbox") as HTMLInputElement).value).toBe("Vaswani");
  });
  test("after a submit that failed, the answers it carried are saved", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      start: json(attemptView()),
      submit: json({ error: "Boom", errors: [{ message: "Boom" }] }, 500),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await startAttempt(user);
    await user.click(within(question(3)).getByRole("radio", { name: "True" }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(/^Your answers could not be submitted\./)).toBeTruthy();
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]?.body).toEqual({ answers: { q3: { kind: "true_false", value: true } } });
  });
});

describe("the time limit", () => {
  test("counts down by the server's clock, speaks at 5 and 1 minutes left, and submits at zero", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-12-04T10:00:00.000Z"));
    // The server's clock is ten minutes ahead of this device's: the countdown follows the server.
    const serverNow = new Date("2026-12-04T10:10:00.000Z");
    const deadlineAt = new Date(serverNow.getTime() + 6 * 60_000).toISOString();
    const api = fakeApi({
      start: json(attemptView({ attempt: summary({ deadlineAt }), serverNow: serverNow.toISOString() })),
      submit: json(closedView(true, { status: "timed_out" })),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await startAttempt(user);
    const timer = screen.getByRole("timer");
    expect(timer.textContent).toBe("06:00");
    // It sticks under the site's sticky banner, by the height the banner publishes, never beneath it.
    expect(timer.closest(".sticky")?.className).toContain("top-(--promo-banner-height,0px)");
    const live = timer.nextElementSibling as HTMLElement;
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(live.textContent).toBe("");

    await user.click(within(question(3)).getByRole("radio", { name: "True" }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(timer.textContent).toBe("05:30");
    expect(live.textContent).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(timer.textContent).toBe("05:00");
    expect(live.textContent).toBe("5 minutes left.");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timer.textContent).toBe("04:00");
    expect(live.textContent).toBe("5 minutes left.");
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(timer.textContent).toBe("01:00");
    expect(live.textContent).toBe("1 minute left.");
    expect(api.submits()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(api.submits()).toHaveLength(1));
    // Autosaved minutes before, and carried again by the submit: it grades every answer on screen.
    expect(api.saves().map((call) => call.body)).toEqual([
      { answers: { q3: { kind: "true_false", value: true } } },
    ]);
    expect(api.submits()[0]?.body).toEqual({ answers: { q3: { kind: "true_false", value: true } } });
    expect(await screen.findByRole("heading", { name: "Result of attempt 2" })).toBeTruthy();
  });

  test("a change of the device's clock during the attempt does not move the countdown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-12-04T10:00:00.000Z"));
    const deadlineAt = new Date(Date.now() + 6 * 60_000).toISOString();
    const api = fakeApi({ start: json(attemptView({ attempt: summary({ deadlineAt }) })) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await startAttempt(user);
    const timer = screen.getByRole("timer");
    expect(timer.textContent).toBe("06:00");
    // Set ten minutes ahead (a time zone fix, a manual change): the deadline has not passed.
    vi.setSystemTime(new Date(Date.now() + 10 * 60_000));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer.textContent).toBe("05:59");
    expect(api.submits()).toHaveLength(0);
  });

  test("back from the background past the deadline, the attempt is submitted at once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-12-04T10:00:00.000Z"));
    const deadlineAt = new Date(Date.now() + 6 * 60_000).toISOString();
    const api = fakeApi({
      start: json(attemptView({ attempt: summary({ deadlineAt }) })),
      submit: json(closedView(true, { status: "timed_out" })),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await startAttempt(user);
    expect(screen.getByRole("timer").textContent).toBe("06:00");
    // A background tab's timers may not have run for minutes: only the clock has moved on.
    const start = performance.now();
    vi.spyOn(performance, "now").mockImplementation(() => start + 7 * 60_000);
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(api.submits()).toHaveLength(1));
  });

  test("an attempt resumed with three minutes left does not announce five", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-12-04T10:00:00.000Z"));
    const deadlineAt = new Date(Date.now() + 3 * 60_000 + 400).toISOString();
    fakeApi({ start: json(attemptView({ attempt: summary({ deadlineAt }) })) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await startAttempt(user);
    const timer = screen.getByRole("timer");
    expect(timer.textContent).toBe("03:01");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timer.textContent).toBe("02:01");
    expect(timer.nextElementSibling?.textContent).toBe("");
  });
});

describe("the review", () => {
  test("with the answers shown: score, pass mark, each answer, its result, the right answer and explanation", async () => {
    fakeApi({ attempt: [json(closedView(true))] });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Review attempt 1" }));
    const heading = await screen.findByRole("heading", { name: "Result of attempt 2" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("7.5 of 10 points (75%)")).toBeTruthy();
    expect(screen.getByText("Passed. The pass mark is 70%.")).toBeTruthy();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText("Correct")).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText("GPT predicts the next token.")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("Partly correct")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("1.5 of 3 points")).toBeTruthy();
    const terms = (item: HTMLElement) =>
      [...item.querySelectorAll("dt")].map(
        (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
      );
    expect(terms(items[1] as HTMLElement)).toEqual([
      "Your answer: pgvector",
      "Right answer: pgvector; Qdrant",
    ]);
    expect(within(items[2] as HTMLElement).getByText("Not answered")).toBeTruthy();
    expect(terms(items[2] as HTMLElement)).toEqual(["Your answer: No answer", "Right answer: -2"]);
    expect(screen.queryByText(/will be shown here/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Back to the quiz" }));
    expect(await screen.findByText("5 questions per attempt")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Quiz" }));
  });

  test("with the answers hidden: says when they will be shown, and shows no key", async () => {
    fakeApi({
      overview: overview({
        settings: {
          timeLimitMinutes: null,
          maxAttempts: 3,
          passPercent: 80,
          showAnswers: "after_last_attempt",
        },
      }),
      attempt: [json({ ...closedView(false), review: { ...review(false), passed: false } })],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Review attempt 1" }));
    await screen.findByRole("heading", { name: "Result of attempt 2" });
    expect(screen.getByText("Not passed. The pass mark is 80%.")).toBeTruthy();
    expect(
      screen.getByText("The right answers will be shown here once you pass or have used every attempt."),
    ).toBeTruthy();
    expect(screen.queryByText(/Right answer/)).toBeNull();
    expect(screen.queryByText("Explanation")).toBeNull();
  });

  test("after a submit, the overview and the course's progress are read again", async () => {
    fakeApi({ start: json(attemptView()), submit: json(closedView(true)) });
    const user = userEvent.setup();
    const client = renderPanel();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    await startAttempt(user);
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { name: "Result of attempt 2" });
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(["learning", me.id, "quiz", "ai-engineering", lessonId]),
        JSON.stringify(["learning", me.id, "outline", "ai-engineering"]),
        JSON.stringify(["learning", me.id, "lesson", "ai-engineering", lessonId]),
      ]),
    );
  });
});
