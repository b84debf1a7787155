import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { forgetViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { StudentAssessments, StudentAssignment, StudentQuiz } from "#contracts/student-assessments.ts";
import { StudentAssessmentsPage } from "./student-assessments-page.tsx";
import { studentAssessmentsQuery } from "./student-assessments-queries.ts";

const student: CurrentUser = {
  id: "u-student",
  name: "Maya Chen",
  username: "maya",
  email: "maya@example.com",
  avatar: null,
  role: "student",
  emailVerified: true,
};

function quiz(overrides: Partial<StudentQuiz> & Pick<StudentQuiz, "status">): StudentQuiz {
  return {
    course: { slug: "ai-engineers", title: "AI Engineering" },
    module: { title: "Foundations" },
    lesson: { id: `lesson-${overrides.lesson?.title ?? overrides.status}`, title: "A quiz" },
    opensOn: null,
    bestPercent: null,
    attemptsUsed: 0,
    attemptsAllowed: null,
    passPercent: 70,
    deadlineAt: null,
    lastActivityAt: null,
    ...overrides,
  };
}

function assignment(
  overrides: Partial<StudentAssignment> & Pick<StudentAssignment, "status" | "lesson">,
): StudentAssignment {
  return {
    course: { slug: "ai-engineers", title: "AI Engineering" },
    module: { title: "Foundations" },
    opensOn: null,
    dueAt: null,
    timeZone: "America/New_York",
    latePolicy: "accept_marked",
    submittedAt: null,
    late: false,
    score: null,
    possible: null,
    percent: null,
    passed: null,
    passPercent: 60,
    ...overrides,
  };
}

const none = { assignments: [], serverNow: "2026-12-01T20:00:00.000Z" };

const everyState: StudentAssessments = {
  ...none,
  quizzes: [
    quiz({
      status: "in_progress",
      lesson: { id: "l-timed", title: "Tokens check" },
      attemptsUsed: 1,
      attemptsAllowed: 3,
      // 15:45 in New York, 20:45 in London (the viewer's zone in this test).
      deadlineAt: "2026-12-01T20:45:00.000Z",
      lastActivityAt: "2026-12-01T20:30:00.000Z",
    }),
    quiz({ status: "not_started", lesson: { id: "l-new", title: "Sampling quiz" }, attemptsAllowed: 2 }),
    quiz({
      status: "locked",
      lesson: { id: "l-later", title: "Agents quiz" },
      module: { title: "Agents" },
      opensOn: "2027-01-18",
    }),
    quiz({
      status: "not_passed",
      lesson: { id: "l-failed", title: "Budgets quiz" },
      bestPercent: 66.666,
      attemptsUsed: 2,
      attemptsAllowed: 2,
    }),
    quiz({
      status: "passed",
      lesson: { id: "l-passed", title: "APIs quiz" },
      bestPercent: 100,
      attemptsUsed: 1,
      lastActivityAt: "2026-11-30T10:00:00.000Z",
    }),
  ],
};

/** `seeded`: what the route loader would have prefetched into the cache; the page then asks for nothing. */
function renderPage(seeded: StudentAssessments) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      throw new Error(`unexpected request ${path}`);
    }),
  );
  const queryClient = makeQueryClient();
  queryClient.setQueryData(studentAssessmentsQuery(student.id).queryKey, seeded);
  const shell = createShellStore({});
  shell.set("currentUser", student);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: "/dashboard/student/assessments", element: <StudentAssessmentsPage /> }],
      },
    ],
    { initialEntries: ["/dashboard/student/assessments"] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
}

const region = (name: string) => screen.getByRole("region", { name });

beforeEach(() => {
  vi.stubEnv("TZ", "Europe/London");
  forgetViewerTimeZone();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  forgetViewerTimeZone();
});

describe("the student's Assessments page", () => {
  test("without quizzes or assignments: the empty state leads to My Enrolled Courses, and no section shows", () => {
    renderPage({ quizzes: [], ...none });
    expect(screen.getByRole("heading", { level: 1, name: "Assessments" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "No assessments yet" })).toBeTruthy();
    expect(screen.getByText(/When your courses have quizzes or assignments/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to My Enrolled Courses" }).getAttribute("href")).toBe(
      "/dashboard/student/courses",
    );
    expect(screen.queryByRole("region")).toBeNull();
  });

  test("three sections under their headings, each quiz leading to its lesson in the player; the deadline in the viewer's zone", () => {
    renderPage(everyState);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Quizzes",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "In progress",
      "To take",
      "Results",
    ]);

    const inProgress = region("In progress");
    expect(within(inProgress).getByRole("heading", { level: 4, name: "Tokens check" })).toBeTruthy();
    expect(within(inProgress).getByText("AI Engineering · Foundations")).toBeTruthy();
    expect(within(inProgress).getByText("Time left until 20:45 · Attempts: 1 of 3")).toBeTruthy();
    expect(
      within(inProgress).getByRole("link", { name: "Continue: Tokens check" }).getAttribute("href"),
    ).toBe("/dashboard/student/courses/ai-engineers/lessons/l-timed");

    const toTake = region("To take");
    expect(
      within(toTake)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Sampling quiz", "Agents quiz"]);
    expect(within(toTake).getByText("Pass mark 70% · 2 attempts")).toBeTruthy();
    expect(within(toTake).getByRole("link", { name: "Open quiz: Sampling quiz" })).toBeTruthy();
    // A locked quiz says when it opens and has no link (the player would only say it is not open).
    expect(within(toTake).getByText("Opens Jan 18, 2027 · Pass mark 70%")).toBeTruthy();
    expect(within(toTake).getByText("Not open yet")).toBeTruthy();
    expect(within(toTake).queryByRole("link", { name: /Agents quiz/ })).toBeNull();

    const results = region("Results");
    expect(within(results).getByText("Best score 66.67% · Pass mark 70% · Attempts: 2 of 2")).toBeTruthy();
    expect(within(results).getByText("Not passed")).toBeTruthy();
    // Every attempt used: the results, not another try.
    expect(within(results).getByRole("link", { name: "See results: Budgets quiz" })).toBeTruthy();
    expect(
      within(results).getByText("Best score 100% · Pass mark 70% · Attempts: 1 (no limit)"),
    ).toBeTruthy();
    expect(within(results).getByText("Passed")).toBeTruthy();
    expect(within(results).getByRole("link", { name: "See results: APIs quiz" }).getAttribute("href")).toBe(
      "/dashboard/student/courses/ai-engineers/lessons/l-passed",
    );
  });

  test("an untimed attempt says so; a failed quiz with attempts left offers another try; empty sections stay out", () => {
    renderPage({
      ...none,
      quizzes: [
        quiz({ status: "in_progress", lesson: { id: "l-open", title: "Open book" }, attemptsUsed: 1 }),
        quiz({
          status: "not_passed",
          lesson: { id: "l-retry", title: "Retry me" },
          bestPercent: 40,
          attemptsUsed: 1,
          attemptsAllowed: 3,
        }),
      ],
    });
    expect(within(region("In progress")).getByText("No time limit · Attempts: 1 (no limit)")).toBeTruthy();
    expect(within(region("Results")).getByRole("link", { name: "Try again: Retry me" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "To take" })).toBeNull();
  });

  test("assignments: to hand in with the due moment and a countdown, waiting for a grade, graded, missed", () => {
    const serverNow = new Date().toISOString();
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 5 * 3_600_000).toISOString();
    renderPage({
      quizzes: [],
      serverNow,
      assignments: [
        assignment({
          status: "overdue",
          lesson: { id: "a-late", title: "Late report" },
          dueAt: "2026-11-01T04:59:00.000Z",
        }),
        assignment({ status: "to_do", lesson: { id: "a-soon", title: "RAG pipeline" }, dueAt: inTwoDays }),
        assignment({
          status: "submitted",
          lesson: { id: "a-wait", title: "Eval harness" },
          submittedAt: "2026-11-20T15:00:00.000Z",
          late: true,
        }),
        assignment({
          status: "graded",
          lesson: { id: "a-done", title: "Tokenizer" },
          submittedAt: "2026-11-10T15:00:00.000Z",
          score: 16,
          possible: 20,
          percent: 80,
          passed: true,
        }),
        assignment({
          status: "missed",
          lesson: { id: "a-miss", title: "Closed one" },
          latePolicy: "closed",
          dueAt: "2026-10-01T03:59:00.000Z",
        }),
      ],
    });
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Assignments",
    ]);
    const toHandIn = region("To hand in");
    expect(
      within(toHandIn)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Late report", "RAG pipeline"]);
    expect(within(toHandIn).getByText("Past due")).toBeTruthy();
    expect(within(toHandIn).getByText(/Late work is still accepted/)).toBeTruthy();
    expect(within(toHandIn).getByText(/^Due in 2 days, 5 hours$|^Due in 2 days, 4 hours$/)).toBeTruthy();
    expect(
      within(toHandIn).getByRole("link", { name: "Open assignment: RAG pipeline" }).getAttribute("href"),
    ).toBe("/dashboard/student/courses/ai-engineers/lessons/a-soon");
    const waiting = region("Waiting for a grade");
    expect(within(waiting).getByText("Late")).toBeTruthy();
    expect(within(waiting).getByRole("link", { name: "View submission: Eval harness" })).toBeTruthy();
    const graded = region("Graded");
    expect(within(graded).getByText(/80% \(pass mark 60%\)/)).toBeTruthy();
    expect(within(graded).getByText("Passed")).toBeTruthy();
    expect(within(graded).getByRole("link", { name: "See grade and feedback: Tokenizer" })).toBeTruthy();
    expect(within(region("Missed")).getByRole("link", { name: "View submission: Closed one" })).toBeTruthy();
  });
});
