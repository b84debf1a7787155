import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { LessonDetail } from "#contracts/course-editor.ts";
import type { QuizEditor } from "#contracts/quiz-attempts.ts";
import { quizEditorText } from "#contracts/quiz-editor-text.ts";
import { LessonEditorPage } from "./lesson-editor.tsx";

// The lesson editor shows a quiz lesson's questions under its own form, and only a quiz lesson's.

const me: CurrentUser = {
  id: "a0000000-0000-4000-8000-000000000001",
  name: "Ines Instructor",
  username: "ines",
  email: "ines@example.com",
  avatar: null,
  role: "instructor",
  emailVerified: true,
};
const lessonId = "f0000000-0000-4000-8000-000000000001";
const lessonPath = `/api/instructor/courses/ai-engineering/lessons/${lessonId}`;

function lesson(kind: LessonDetail["kind"]): LessonDetail {
  return {
    id: lessonId,
    title: "Check your understanding",
    kind,
    minutes: 10,
    status: "draft",
    freePreview: false,
    required: true,
    updatedAt: "2026-11-30T09:00:00.000Z",
    moduleId: "m1",
    body: "",
    videoEmbedUrl: null,
    files: [],
    course: { slug: "ai-engineering", title: "AI Engineering" },
  };
}

const unsavedQuiz: QuizEditor = {
  definition: { pools: [], shuffleQuestions: false, shuffleOptions: false },
  settings: { timeLimitMinutes: null, maxAttempts: null, passPercent: 60, showAnswers: "after_submission" },
  updatedAt: null,
  attemptCount: 0,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function fakeApi(initial: LessonDetail) {
  let stored = initial;
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const { pathname } = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      calls.push(`${method} ${pathname}`);
      if (pathname === "/api/user") return json(me);
      if (pathname === `${lessonPath}/quiz` && method === "GET") return json(unsavedQuiz);
      if (pathname === lessonPath && method === "GET") return json(stored);
      if (pathname === lessonPath && method === "PATCH") {
        stored = { ...stored, ...JSON.parse(String(init?.body)), updatedAt: "2026-12-01T10:00:00.000Z" };
        return json(stored);
      }
      if (pathname === "/api/instructor/courses/ai-engineering/content") return json({ modules: [] });
      return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
    }),
  );
  return { calls };
}

function renderEditor() {
  const shell = createShellStore({});
  shell.set("currentUser", me);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          {
            path: "/dashboard/instructor/courses/:courseSlug/lessons/:lessonId",
            element: <LessonEditorPage courseSlug="ai-engineering" lessonId={lessonId} />,
          },
        ],
      },
    ],
    { initialEntries: [`/dashboard/instructor/courses/ai-engineering/lessons/${lessonId}`] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={makeQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
  return userEvent.setup();
}

beforeAll(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=token-123";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the lesson editor", () => {
  test("shows a quiz lesson's questions under the lesson's form", async () => {
    fakeApi(lesson("quiz"));
    renderEditor();
    expect(await screen.findByRole("heading", { name: quizEditorText.heading })).toBeTruthy();
    expect(await screen.findByText(quizEditorText.neverSaved)).toBeTruthy();
  });

  test("shows no quiz for another kind of lesson, until the lesson is saved as a quiz", async () => {
    const api = fakeApi(lesson("article"));
    const user = renderEditor();
    await screen.findByRole("button", { name: "Save lesson" });
    expect(screen.queryByRole("heading", { name: quizEditorText.heading })).toBeNull();
    expect(api.calls).not.toContain(`GET ${lessonPath}/quiz`);

    await user.selectOptions(screen.getByLabelText("Kind"), "quiz");
    expect(screen.queryByRole("heading", { name: quizEditorText.heading })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save lesson" }));
    expect(await screen.findByText(quizEditorText.neverSaved)).toBeTruthy();
  });
});
