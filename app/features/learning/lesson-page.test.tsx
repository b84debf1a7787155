import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { AssignmentView } from "#contracts/assignment-views.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { CourseOutline, LessonKindDto, LessonView } from "#contracts/learning.ts";
import type { QuizOverview } from "#contracts/quiz-attempts.ts";
import { LessonPage } from "./lesson-page.tsx";

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
const progress = { percent: 0, completedRequired: 0, totalRequired: 1 };

function lessonOf(kind: LessonKindDto, overrides: Partial<LessonView["lesson"]> = {}) {
  return {
    id: lessonId,
    title: "Check your understanding",
    kind,
    minutes: 15,
    required: true,
    draft: false,
    completed: false,
    locked: false,
    html: "<p>Ten questions on retrieval.</p>",
    opensOn: null,
    ...overrides,
  };
}

function fakeApi(lesson: LessonView["lesson"]) {
  const outline: CourseOutline = {
    course: { slug: "ai-engineering", title: "AI Engineering" },
    viewer: "learner",
    progress,
    resumeLessonId: lessonId,
    started: true,
    modules: [
      { id: "m1", title: "Retrieval", summary: "", opensOn: null, locked: lesson.locked, lessons: [lesson] },
    ],
  };
  const view: LessonView = {
    course: outline.course,
    viewer: "learner",
    module: { id: "m1", title: "Retrieval" },
    lesson,
    note: "",
    files: [],
    videoEmbedUrl: null,
    transcript: null,
    videoPositionSeconds: 0,
    liveSessions: [],
    progress,
    previousLessonId: null,
    nextLessonId: null,
  };
  const overview: QuizOverview = {
    lessonId,
    ready: true,
    settings: { timeLimitMinutes: null, maxAttempts: null, passPercent: 70, showAnswers: "never" },
    questionCount: 10,
    attempts: [],
    attemptsLeft: null,
    inProgressAttemptId: null,
    bestPercent: null,
    passed: false,
  };
  const assignment: AssignmentView = {
    lessonId,
    viewer: "learner",
    instructionsHtml: "<p>Hand in the service.</p>",
    latePolicy: "accept_marked",
    acceptFiles: true,
    acceptRepoUrl: true,
    possible: 100,
    passPercent: 60,
    rubric: [],
    due: null,
    dueRule: null,
    serverNow: new Date().toISOString(),
    submission: null,
  };
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const path = new URL(input, "http://localhost").pathname;
      urls.push(path);
      const body = path.endsWith("/quiz")
        ? overview
        : path.endsWith("/assignment")
          ? assignment
          : path.includes("/lessons/")
            ? view
            : path === "/api/learning/courses/ai-engineering"
              ? outline
              : null;
      return body === null
        ? new Response(JSON.stringify({ error: "Not found" }), { status: 404 })
        : new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    }),
  );
  return urls;
}

function renderLesson() {
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
        children: [{ path: "*", element: <LessonPage courseSlug="ai-engineering" lessonId={lessonId} /> }],
      },
    ],
    { initialEntries: [`/dashboard/student/courses/ai-engineering/lessons/${lessonId}`] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={makeQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=token-123";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a quiz lesson in the player", () => {
  test("shows its introduction, then the quiz panel", async () => {
    fakeApi(lessonOf("quiz"));
    renderLesson();
    const intro = await screen.findByText("Ten questions on retrieval.");
    const panel = await screen.findByRole("region", { name: "Quiz" });
    expect(intro.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByText("10 questions per attempt")).toBeTruthy();
  });

  test("a quiz without an introduction does not say the material is missing", async () => {
    fakeApi(lessonOf("quiz", { html: "" }));
    renderLesson();
    expect(await screen.findByRole("region", { name: "Quiz" })).toBeTruthy();
    expect(screen.queryByText(/has not added the material/)).toBeNull();
  });

  test("no panel while the lesson is locked, nor on other kinds of lesson", async () => {
    const urls = fakeApi(lessonOf("quiz", { locked: true, html: "", opensOn: "2026-12-10" }));
    renderLesson();
    expect(await screen.findByText(/This lesson opens on Dec 10, 2026/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Quiz" })).toBeNull();
    expect(urls.some((url) => url.endsWith("/quiz"))).toBe(false);
    cleanup();
    fakeApi(lessonOf("article"));
    renderLesson();
    expect(await screen.findByText("Ten questions on retrieval.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Quiz" })).toBeNull();
  });
});

describe("an assignment lesson in the player", () => {
  test("shows its introduction, then the assignment panel, and no Mark complete button", async () => {
    fakeApi(lessonOf("assignment", { html: "<p>Time to hand in the lab.</p>" }));
    renderLesson();
    const intro = await screen.findByText("Time to hand in the lab.");
    const panel = await screen.findByRole("region", { name: "Assignment" });
    expect(intro.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByText("Hand in the service.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark complete" })).toBeNull();
  });

  test("an article still has its Mark complete button", async () => {
    fakeApi(lessonOf("article"));
    renderLesson();
    expect(await screen.findByRole("button", { name: "Mark complete" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Assignment" })).toBeNull();
  });
});
