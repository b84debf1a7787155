import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import type { SubmissionForGrading } from "#contracts/grading.ts";
import { gradingText as t } from "#contracts/grading-text.ts";
import { GradeForm } from "./grade-form.tsx";

const userId = "a0000000-0000-4000-8000-000000000001";
const submissionId = "b0000000-0000-4000-8000-000000000002";
const gradePath = `/api/instructor/submissions/${submissionId}/grade`;

const submission: SubmissionForGrading = {
  id: submissionId,
  course: { slug: "ai-engineers", title: "AI Engineers" },
  lesson: { id: "c0000000-0000-4000-8000-000000000003", title: "Build a RAG pipeline" },
  student: { id: "d0000000-0000-4000-8000-000000000004", name: "Ada Lovelace", email: "ada@example.com" },
  status: "submitted",
  version: 2,
  submittedAt: "2026-11-20T15:00:00.000Z",
  dueAt: null,
  late: false,
  files: [],
  repoUrl: "https://github.com/ada/rag",
  assignment: {
    updatedAt: "2026-11-01T10:00:00.000Z",
    instructionsHtml: "<p>Build it.</p>",
    points: 100,
    passPercent: 60,
    rubric: [
      {
        id: "code",
        title: "Working code",
        description: "Runs end to end.",
        levels: [
          { id: "none", title: "Missing", description: "", points: 0 },
          { id: "great", title: "Clean and tested", description: "", points: 10 },
        ],
      },
      {
        id: "report",
        title: "Report",
        description: "",
        levels: [
          { id: "none", title: "Missing", description: "", points: 0 },
          { id: "clear", title: "Clear", description: "", points: 5 },
        ],
      },
    ],
  },
  grade: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The grade endpoint: records each body, answers with `answer`. */
function fakeApi(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      if (url.pathname !== gradePath || init?.method !== "POST")
        return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

function renderForm(value: SubmissionForGrading = submission) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <>
          <GradeForm submission={value} userId={userId} />
          <Toaster />
        </>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
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

describe("the grade form", () => {
  test("asks for a level in every criterion before anything is sent, and focuses the first one missing", async () => {
    const sent = fakeApi(() => json({}));
    const user = renderForm();
    await user.click(screen.getByRole("radio", { name: /Clear/ }));
    await user.click(screen.getByRole("button", { name: t.returnGrade }));
    const code = screen.getByRole("group", { name: "Working code" });
    // The first submit waits for the form's schema to load.
    expect(await within(code).findByText(assignmentMessages.rubricChoiceMissing)).toBeTruthy();
    expect(screen.getAllByText(assignmentMessages.rubricChoiceMissing)).toHaveLength(1);
    expect(document.activeElement).toBe(within(code).getAllByRole("radio")[0]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent).toHaveLength(0);
  });

  test("shows the running total, confirms before sending, and sends nothing when cancelled", async () => {
    const sent = fakeApi(() =>
      json({
        ...submission,
        status: "graded",
        grade: {
          rubric: submission.assignment.rubric,
          rubricChoices: { code: "great", report: "clear" },
          comments: "Great work",
          commentsHtml: "<p>Great work</p>",
          score: 15,
          possible: 15,
          percent: 100,
          passed: true,
          gradedAt: "2026-11-21T10:00:00.000Z",
          gradedByName: "Grace Hopper",
        },
      }),
    );
    const user = renderForm();
    await user.click(screen.getByRole("radio", { name: /Clean and tested/ }));
    expect(screen.getByText(/10 \/ 15 \(66\.67%\)/)).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /Clear/ }));
    await user.type(screen.getByLabelText(t.comments), "Great work");

    await user.click(screen.getByRole("button", { name: t.returnGrade }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(t.confirmReturn("Ada Lovelace"))).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent).toHaveLength(0);
    // Nothing typed is lost by cancelling.
    expect((screen.getByLabelText(t.comments) as HTMLTextAreaElement).value).toBe("Great work");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: t.returnGrade }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: t.returnGrade }));
    expect(await screen.findByText(t.returned("Ada Lovelace"))).toBeTruthy();
    expect(sent).toEqual([
      {
        rubricChoices: { code: "great", report: "clear" },
        score: null,
        comments: "Great work",
        expectedVersion: 2,
        expectedAssignmentUpdatedAt: "2026-11-01T10:00:00.000Z",
      },
    ]);
  });

  test("says so when the student resubmitted meanwhile, keeps the choices, and offers a reload", async () => {
    fakeApi(() =>
      json(
        {
          error: assignmentMessages.gradedElsewhere,
          errors: [{ message: assignmentMessages.gradedElsewhere }],
        },
        409,
      ),
    );
    const user = renderForm();
    await user.click(screen.getByRole("radio", { name: /Clean and tested/ }));
    await user.click(screen.getByRole("radio", { name: /Clear/ }));
    await user.click(screen.getByRole("button", { name: t.returnGrade }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: t.returnGrade }));
    expect(await screen.findByText(assignmentMessages.gradedElsewhere)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Clean and tested/ }) as HTMLInputElement).checked).toBe(true);
  });

  test("takes a typed score when the assignment has no rubric", async () => {
    const sent = fakeApi(() => json({ ...submission, status: "graded" }));
    const user = renderForm({
      ...submission,
      assignment: { ...submission.assignment, rubric: [], points: 40 },
    });
    await user.click(screen.getByRole("button", { name: t.returnGrade }));
    expect(await screen.findByText(assignmentMessages.scoreInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText(t.score(40)), "30");
    expect(screen.getByText(/30 \/ 40 \(75%\)/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: t.returnGrade }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: t.returnGrade }));
    await screen.findByText(t.returned("Ada Lovelace"));
    expect(sent[0]).toMatchObject({ score: 30, rubricChoices: {} });
  });
});
