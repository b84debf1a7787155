import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { quizIdSchema } from "#contracts/quiz.ts";
import { type QuizEditor, quizEditorBodySchema } from "#contracts/quiz-attempts.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { quizMessages } from "#contracts/quiz-text.ts";
import { QuizEditorSection } from "./quiz-editor-section.tsx";

const userId = "a0000000-0000-4000-8000-000000000001";
const lessonId = "f0000000-0000-4000-8000-000000000001";
const quizPath = `/api/instructor/courses/ai-engineering/lessons/${lessonId}/quiz`;

/** What the server answers for a quiz lesson that was never saved. */
const unsaved: QuizEditor = {
  definition: null,
  settings: { timeLimitMinutes: null, maxAttempts: null, passPercent: 60, showAnswers: "after_submission" },
  updatedAt: null,
  attemptCount: 0,
};

const saved: QuizEditor = {
  definition: {
    pools: [
      {
        id: "core",
        title: "Core ideas",
        draw: null,
        questions: [
          {
            kind: "single",
            id: "q-single",
            prompt: "Which split tunes hyperparameters?",
            points: 1,
            options: [
              { id: "train", text: "Training set" },
              { id: "val", text: "Validation set" },
            ],
            correctOptionIds: ["val"],
          },
          {
            kind: "true_false",
            id: "q-tf",
            prompt: "Training accuracy measures generalisation.",
            points: 2,
            correct: false,
            explanation: "It measures fit.",
          },
        ],
      },
    ],
    shuffleQuestions: true,
    shuffleOptions: false,
  },
  settings: { timeLimitMinutes: 30, maxAttempts: 3, passPercent: 70, showAnswers: "after_last_attempt" },
  updatedAt: "2026-11-30T09:00:00.000Z",
  attemptCount: 0,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The two endpoints over one stored quiz; `refuse` may answer a save first (a 400). */
function fakeApi(initial: QuizEditor, refuse?: (body: unknown) => Response | undefined) {
  let stored = initial;
  const saves: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      if (url.pathname !== quizPath)
        return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
      if ((init?.method ?? "GET") === "GET") return json(stored);
      if (init?.method !== "PUT") return json({ error: "No", errors: [{ message: "No" }] }, 405);
      const body = JSON.parse(String(init?.body));
      saves.push(body);
      const refusal = refuse?.(body);
      if (refusal) return refusal;
      stored = { ...body, updatedAt: "2026-12-01T10:00:00.000Z", attemptCount: stored.attemptCount };
      return json(stored);
    }),
  );
  return { saves };
}

function renderEditor() {
  // A data router, as in the app: the editor's leave guard needs one.
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <>
          <QuizEditorSection userId={userId} courseSlug="ai-engineering" lessonId={lessonId} />
          <Link to="/elsewhere">Elsewhere</Link>
          <Toaster />
        </>
      ),
    },
    { path: "/elsewhere", element: <h1>Another page</h1> },
  ]);
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const pool = (n: number) => screen.getByRole("region", { name: new RegExp(`^Pool ${n}`) });
const question = (scope: HTMLElement, n: number) =>
  within(scope).getByRole("article", { name: new RegExp(`^Question ${n} ·`) });

async function addQuestion(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, kind: string) {
  await user.selectOptions(within(scope).getByLabelText(t.questionKind), kind);
  await user.click(within(scope).getByRole("button", { name: t.addQuestion }));
}

beforeAll(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=token-123";
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the quiz editor", () => {
  test("a link to another page asks first while there are unsaved changes, and stays when told to", async () => {
    fakeApi(saved);
    const user = renderEditor();
    expect(await screen.findByText(t.allSaved)).toBeTruthy();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.clear(screen.getByLabelText(t.passPercent));
    await user.type(screen.getByLabelText(t.passPercent), "90");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(confirm).toHaveBeenCalledWith(t.confirmLeave);
    expect(screen.queryByRole("heading", { name: "Another page" })).toBeNull();
    expect((screen.getByLabelText(t.passPercent) as HTMLInputElement).value).toBe("90");

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByRole("heading", { name: "Another page" })).toBeTruthy();
  });

  test("with every change saved, a link leaves without asking", async () => {
    fakeApi(saved);
    const user = renderEditor();
    expect(await screen.findByText(t.allSaved)).toBeTruthy();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByRole("heading", { name: "Another page" })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  test("starts an unsaved quiz with one empty pool, takes a question of every kind and saves a valid body", async () => {
    const api = fakeApi(unsaved);
    const user = renderEditor();
    expect(await screen.findByText(t.neverSaved)).toBeTruthy();
    expect(within(pool(1)).getByText(t.noQuestions)).toBeTruthy();

    await user.click(screen.getByLabelText(t.noTimeLimit));
    expect(document.activeElement).toBe(screen.getByLabelText(t.timeLimit));
    await user.type(screen.getByLabelText(t.timeLimit), "20");
    await user.click(screen.getByLabelText(t.unlimitedAttempts));
    await user.type(screen.getByLabelText(t.maxAttempts), "3");
    await user.clear(screen.getByLabelText(t.passPercent));
    await user.type(screen.getByLabelText(t.passPercent), "80");
    await user.selectOptions(screen.getByLabelText(t.showAnswers), "never");
    await user.click(screen.getByLabelText(t.shuffleOptions));
    expect(screen.getByText(t.unsaved)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: t.addPool }));
    expect(document.activeElement).toBe(within(pool(2)).getByLabelText(/Pool title/));
    await user.type(within(pool(2)).getByLabelText(/Pool title/), "Calculations");

    const first = pool(1);
    await addQuestion(user, first, "single");
    const single = question(first, 1);
    expect(document.activeElement).toBe(within(single).getByLabelText(t.prompt));
    await user.type(within(single).getByLabelText(t.prompt), "Capital of France?");
    await user.type(within(single).getByLabelText("Option 1"), "Paris");
    await user.type(within(single).getByLabelText("Option 2"), "Rome");
    await user.click(within(single).getByLabelText(t.rightOption(1)));

    await addQuestion(user, first, "multiple");
    const multiple = question(first, 2);
    await user.type(within(multiple).getByLabelText(t.prompt), "Which are primes?");
    await user.click(within(multiple).getByRole("button", { name: t.addOption }));
    for (const [n, text] of [
      [1, "2"],
      [2, "4"],
      [3, "5"],
    ] as const)
      await user.type(within(multiple).getByLabelText(`Option ${n}`), text);
    await user.click(within(multiple).getByLabelText(t.rightOption(1)));
    await user.click(within(multiple).getByLabelText(t.rightOption(3)));
    await user.clear(within(multiple).getByLabelText(t.points));
    await user.type(within(multiple).getByLabelText(t.points), "2");

    await addQuestion(user, first, "true_false");
    const trueFalse = question(first, 3);
    await user.type(within(trueFalse).getByLabelText(t.prompt), "The sky is green.");
    await user.click(within(trueFalse).getByLabelText("False"));
    await user.type(within(trueFalse).getByLabelText(/Explanation/), "It is blue.");

    await addQuestion(user, first, "short_answer");
    const short = question(first, 4);
    await user.type(within(short).getByLabelText(t.prompt), "Name the descent method.");
    await user.type(within(short).getByLabelText(t.acceptedAnswer(1)), "gradient descent");
    await user.click(within(short).getByRole("button", { name: t.addAcceptedAnswer }));
    await user.type(within(short).getByLabelText(t.acceptedAnswer(2)), "SGD");

    const second = pool(2);
    await addQuestion(user, second, "numeric");
    const numeric = question(second, 1);
    await user.type(within(numeric).getByLabelText(t.prompt), "Pi to two places?");
    await user.type(within(numeric).getByLabelText(t.numericAnswer), "3.14");
    await user.clear(within(numeric).getByLabelText(t.tolerance));
    await user.type(within(numeric).getByLabelText(t.tolerance), "0.01");

    await user.click(screen.getByRole("button", { name: t.save }));
    expect(await screen.findByText(t.allSaved)).toBeTruthy();
    expect(api.saves).toHaveLength(1);
    const body = api.saves[0];
    expect(quizEditorBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      settings: { timeLimitMinutes: 20, maxAttempts: 3, passPercent: 80, showAnswers: "never" },
      definition: {
        shuffleQuestions: false,
        shuffleOptions: true,
        pools: [
          {
            title: "",
            draw: null,
            questions: [
              { kind: "single", prompt: "Capital of France?", points: 1 },
              { kind: "multiple", points: 2 },
              { kind: "true_false", correct: false, explanation: "It is blue." },
              { kind: "short_answer", acceptedAnswers: ["gradient descent", "SGD"] },
            ],
          },
          {
            title: "Calculations",
            questions: [{ kind: "numeric", answer: 3.14, tolerance: 0.01 }],
          },
        ],
      },
    });
    const { pools } = quizEditorBodySchema.parse(body).definition;
    const [singleSaved, multipleSaved] = pools[0]?.questions ?? [];
    if (singleSaved?.kind !== "single" || multipleSaved?.kind !== "multiple") throw new Error("kinds");
    expect(singleSaved.correctOptionIds).toEqual([singleSaved.options[0]?.id]);
    expect(multipleSaved.options.map((o) => o.text)).toEqual(["2", "4", "5"]);
    expect(multipleSaved.correctOptionIds).toEqual([
      multipleSaved.options[0]?.id,
      multipleSaved.options[2]?.id,
    ]);
    expect(pools[0]?.questions[3]).not.toHaveProperty("explanation");
    const ids = pools.flatMap((p) => [p.id, ...p.questions.map((q) => q.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(quizIdSchema.safeParse(id).success).toBe(true);
    // Typing a whole quiz key by key takes a few seconds in happy-dom.
  }, 30_000);

  test("shows a saved quiz as it is, saves it unchanged, and warns once students have attempts", async () => {
    const api = fakeApi({ ...saved, attemptCount: 4 });
    const user = renderEditor();
    expect(await screen.findByText(t.allSaved)).toBeTruthy();
    expect(screen.getByText(quizAttemptMessages.quizHasAttempts)).toBeTruthy();
    expect((screen.getByLabelText(t.timeLimit) as HTMLInputElement).value).toBe("30");
    expect((screen.getByLabelText(t.shuffleQuestions) as HTMLInputElement).checked).toBe(true);
    expect((within(question(pool(1), 1)).getByLabelText(t.rightOption(2)) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.click(screen.getByRole("button", { name: t.save }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    // The version it loaded goes with the save, so a newer save by someone else is not overwritten.
    const { updatedAt, attemptCount: _a, ...body } = saved;
    expect(api.saves[0]).toEqual({ ...body, expectedUpdatedAt: updatedAt });
  });

  test("moves and removes questions and pools, asking first where questions would go", async () => {
    fakeApi(saved);
    const user = renderEditor();
    await screen.findByText(t.allSaved);
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);

    await user.click(screen.getByRole("button", { name: t.moveUp("question 2") }));
    expect(
      within(question(pool(1), 1)).getByDisplayValue(saved.definition?.pools[0]?.questions[1]?.prompt ?? ""),
    ).toBeTruthy();
    // At the top now: the focus stays on the item, on the button that can still move it.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: t.moveDown("question 1") }));
    expect(screen.getByText(t.unsaved)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: t.remove("question 2") }));
    expect(confirm).toHaveBeenCalledWith(t.confirmRemoveQuestion(2));
    expect(within(pool(1)).getAllByRole("article")).toHaveLength(2);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: t.remove("question 2") }));
    expect(within(pool(1)).getAllByRole("article")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: t.addPool }));
    confirm.mockClear();
    await user.click(screen.getByRole("button", { name: t.removePool(2) }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: /^Pool 2/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: t.addPool }));
    await user.click(screen.getByRole("button", { name: t.removePool(1) }));
    expect(confirm).toHaveBeenCalledWith(t.confirmRemovePool(1, 1));
    expect(screen.queryByRole("button", { name: t.removePool(1) })).toBeNull();
  });
});

describe("the quiz editor's messages", () => {
  test("come from the schema, beside the fields and in a summary, and no save leaves", async () => {
    const api = fakeApi(unsaved);
    const user = renderEditor();
    await screen.findByText(t.neverSaved);
    await addQuestion(user, pool(1), "single");
    const single = question(pool(1), 1);
    await user.type(within(single).getByLabelText(t.prompt), "Capital of France?");
    await user.type(within(single).getByLabelText("Option 1"), "Paris");
    await user.type(within(single).getByLabelText("Option 2"), "Rome");
    await user.click(within(pool(1)).getByLabelText(t.drawAll));
    await user.type(within(pool(1)).getByLabelText(t.draw), "3");

    await user.click(screen.getByRole("button", { name: t.save }));
    const summary = screen.getByRole("region", { name: t.summary(2) });
    const draw = within(pool(1)).getByLabelText(t.draw);
    expect(document.activeElement).toBe(draw);
    expect(draw.getAttribute("aria-invalid")).toBe("true");
    const drawMessage = screen.getByText(quizMessages.drawTooMany(1));
    expect(draw.getAttribute("aria-describedby")).toContain(drawMessage.id);
    expect(within(single).getByText(quizMessages.singleNeedsOneCorrect)).toBeTruthy();
    expect(api.saves).toHaveLength(0);
    expect((within(single).getByLabelText("Option 1") as HTMLInputElement).value).toBe("Paris");

    await user.click(
      within(summary).getByRole("link", {
        name: `Pool 1, question 1: ${quizMessages.singleNeedsOneCorrect}`,
      }),
    );
    expect(document.activeElement).toBe(within(single).getByLabelText(t.rightOption(1)));
    await user.click(within(single).getByLabelText(t.rightOption(2)));
    expect(within(single).queryByText(quizMessages.singleNeedsOneCorrect)).toBeNull();
    await user.clear(draw);
    await user.type(draw, "1");
    expect(screen.queryByRole("region", { name: /problem/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: t.save }));
    expect(await screen.findByText(t.allSaved)).toBeTruthy();
    expect(api.saves).toHaveLength(1);
  });

  test("from the API's 400 go to the same fields, until the value they judged changes", async () => {
    const refusal = "The server refuses this question.";
    const api = fakeApi(saved, () =>
      json(
        { error: refusal, errors: [{ message: refusal, field: "definition.pools.0.questions.1.prompt" }] },
        400,
      ),
    );
    const user = renderEditor();
    await screen.findByText(t.allSaved);
    const prompt = within(question(pool(1), 2)).getByLabelText(t.prompt);
    await user.type(prompt, " Really?");
    await user.click(screen.getByRole("button", { name: t.save }));

    await waitFor(() => expect(document.activeElement).toBe(prompt));
    expect(api.saves).toHaveLength(1);
    expect(within(question(pool(1), 2)).getByText(refusal)).toBeTruthy();
    expect(screen.getByRole("link", { name: `Pool 1, question 2: ${refusal}` })).toBeTruthy();
    expect((prompt as HTMLTextAreaElement).value).toBe("Training accuracy measures generalisation. Really?");
    expect(screen.getByText(t.unsaved)).toBeTruthy();
    await user.type(prompt, "!");
    expect(screen.queryByText(refusal)).toBeNull();
  });

  test("a failure that names no field is said above the form, and the input stays", async () => {
    fakeApi(saved, () => json({ error: "Something broke.", errors: [{ message: "Something broke." }] }, 500));
    const user = renderEditor();
    await screen.findByText(t.allSaved);
    await user.clear(screen.getByLabelText(t.passPercent));
    await user.type(screen.getByLabelText(t.passPercent), "90");
    await user.click(screen.getByRole("button", { name: t.save }));
    expect((await screen.findByRole("alert")).textContent).toContain("Something broke.");
    expect((screen.getByLabelText(t.passPercent) as HTMLInputElement).value).toBe("90");
    expect(screen.getByText(t.unsaved)).toBeTruthy();
  });
});
