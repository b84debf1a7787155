import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import { type AssignmentEditor, assignmentEditorBodySchema } from "#contracts/assignment-views.ts";
import { AssignmentEditorSection } from "./assignment-editor-section.tsx";

const userId = "a0000000-0000-4000-8000-000000000001";
const lessonId = "f0000000-0000-4000-8000-000000000001";
const editorPath = `/api/instructor/courses/ai-engineers/lessons/${lessonId}/assignment`;

/** What the server answers for an assignment lesson that was never saved. */
const unsaved: AssignmentEditor = {
  settings: {
    instructions: "",
    dueDays: null,
    dueTime: "23:59",
    latePolicy: "accept_marked",
    acceptFiles: true,
    acceptRepoUrl: true,
    points: 100,
    passPercent: 60,
    rubric: [],
  },
  updatedAt: null,
  submissionCount: 0,
};

const saved: AssignmentEditor = {
  settings: {
    ...unsaved.settings,
    instructions: "Build it.",
    dueDays: 7,
    rubric: [
      {
        id: "design",
        title: "Design",
        description: "",
        levels: [
          { id: "good", title: "Good", description: "", points: 10 },
          { id: "fair", title: "Fair", description: "", points: 6 },
          { id: "poor", title: "Poor", description: "", points: 0 },
        ],
      },
    ],
  },
  updatedAt: "2026-11-30T09:00:00.000Z",
  submissionCount: 3,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The editor's two endpoints over one stored assignment, and the Markdown preview; `refuse` may answer a save first. */
function fakeApi(initial: AssignmentEditor, refuse?: (body: unknown) => Response | undefined) {
  let stored = initial;
  const saves: { settings: AssignmentEditor["settings"]; expectedUpdatedAt?: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      if (url.pathname === "/api/instructor/markdown-preview") return json({ html: "<p>preview</p>" });
      if (url.pathname !== editorPath)
        return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
      if ((init?.method ?? "GET") === "GET") return json(stored);
      const body = JSON.parse(String(init?.body));
      saves.push(body);
      const refusal = refuse?.(body);
      if (refusal) return refusal;
      stored = {
        settings: body.settings,
        updatedAt: "2026-12-01T10:00:00.000Z",
        submissionCount: stored.submissionCount,
      };
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
          <AssignmentEditorSection userId={userId} courseSlug="ai-engineers" lessonId={lessonId} />
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

const criterion = (n: number) => screen.getByRole("region", { name: new RegExp(`^Criterion ${n}`) });

beforeAll(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=token-123";
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the assignment editor", () => {
  test("starts a never-saved assignment from the defaults and saves the settings with a rubric", async () => {
    const api = fakeApi(unsaved);
    const user = renderEditor();
    expect(await screen.findByText(t.neverSaved)).toBeTruthy();
    expect(screen.getByText(t.noRubric)).toBeTruthy();

    await user.type(screen.getByLabelText(t.instructions), "Ship the service.");
    await user.click(screen.getByLabelText(t.hasDue));
    expect(document.activeElement).toBe(screen.getByLabelText(t.dueDays));
    await user.type(screen.getByLabelText(t.dueDays), "14");
    await user.selectOptions(screen.getByLabelText(t.latePolicy), "closed");
    await user.click(screen.getByLabelText(t.acceptRepoUrl));

    await user.click(screen.getByRole("button", { name: t.addCriterion }));
    const first = criterion(1);
    expect(document.activeElement).toBe(within(first).getByLabelText(t.criterionTitle));
    await user.type(within(first).getByLabelText(t.criterionTitle), "Works");
    // A new criterion comes with full marks and no marks; a third level goes in between.
    expect(
      within(first)
        .getAllByLabelText(t.levelTitle)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["Full marks", "No marks"]);
    await user.click(within(first).getByRole("button", { name: t.addLevel }));
    const levels = () => within(first).getAllByLabelText(t.levelTitle) as HTMLInputElement[];
    expect(document.activeElement).toBe(levels()[2]);
    await user.type(levels()[2]!, "Some marks");
    await user.type(within(first).getAllByLabelText(t.levelPoints)[2]!, "2");
    await user.click(within(first).getByRole("button", { name: t.moveUp("level 3 of criterion 1") }));
    expect(levels().map((input) => input.value)).toEqual(["Full marks", "Some marks", "No marks"]);
    expect(screen.getByText(t.rubricTotal(5))).toBeTruthy();
    expect(screen.getByText(t.unsaved)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: t.save }));
    expect(await screen.findByText(t.allSaved)).toBeTruthy();
    expect(api.saves).toHaveLength(1);
    const body = api.saves[0]!;
    expect(assignmentEditorBodySchema.safeParse(body).success).toBe(true);
    expect(body.expectedUpdatedAt).toBeNull();
    expect(body.settings).toMatchObject({
      instructions: "Ship the service.",
      dueDays: 14,
      dueTime: "23:59",
      latePolicy: "closed",
      acceptFiles: true,
      acceptRepoUrl: false,
      points: 100,
    });
    expect(body.settings.rubric[0]).toMatchObject({ title: "Works" });
    expect(body.settings.rubric[0]!.levels.map((level) => [level.title, level.points])).toEqual([
      ["Full marks", 5],
      ["Some marks", 2],
      ["No marks", 0],
    ]);
  });

  test("names each problem in a summary, focuses the first, and sends nothing", async () => {
    const api = fakeApi(saved);
    const user = renderEditor();
    expect(await screen.findByText(t.allSaved)).toBeTruthy();
    await user.click(screen.getByLabelText(t.acceptFiles));
    await user.click(screen.getByLabelText(t.acceptRepoUrl));
    await user.clear(within(criterion(1)).getByLabelText(t.criterionTitle));
    await user.clear(within(criterion(1)).getAllByLabelText(t.levelPoints)[1]!);
    await user.type(within(criterion(1)).getAllByLabelText(t.levelPoints)[1]!, "six");
    await user.click(screen.getByRole("button", { name: t.save }));

    const summary = await screen.findByRole("region", { name: t.summary(3) });
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      assignmentMessages.submissionKindRequired,
      `Criterion 1: ${assignmentMessages.rubricTitleRequired}`,
      `Criterion 1, level 2: ${assignmentMessages.rubricLevelPointsInvalid}`,
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText(t.acceptFiles));
    expect(api.saves).toHaveLength(0);
    // Fixed as it is typed, once the form was checked.
    await user.click(screen.getByLabelText(t.acceptFiles));
    expect(await screen.findByRole("region", { name: t.summary(2) })).toBeTruthy();
  });

  test("removes a criterion only when confirmed, and warns that submissions exist", async () => {
    fakeApi(saved);
    const user = renderEditor();
    expect(await screen.findByText(t.submissionsExist(3))).toBeTruthy();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.click(within(criterion(1)).getByRole("button", { name: t.remove("criterion 1") }));
    expect(confirm).toHaveBeenCalledWith(t.confirmRemoveCriterion(1));
    expect(criterion(1)).toBeTruthy();
    confirm.mockReturnValue(true);
    await user.click(within(criterion(1)).getByRole("button", { name: t.remove("criterion 1") }));
    expect(screen.queryByRole("region", { name: /^Criterion 1/ })).toBeNull();
    expect(screen.getByText(t.noRubric)).toBeTruthy();
  });

  test("keeps the changes when someone else saved first (409), and asks before leaving with them", async () => {
    fakeApi(saved, () => json({ error: t.editedElsewhere, errors: [{ message: t.editedElsewhere }] }, 409));
    const user = renderEditor();
    expect(await screen.findByText(t.allSaved)).toBeTruthy();
    await user.clear(screen.getByLabelText(t.passPercent));
    await user.type(screen.getByLabelText(t.passPercent), "75");
    await user.click(screen.getByRole("button", { name: t.save }));
    expect(await screen.findByText(t.editedElsewhere)).toBeTruthy();
    expect((screen.getByLabelText(t.passPercent) as HTMLInputElement).value).toBe("75");
    expect(screen.getByText(t.unsaved)).toBeTruthy();

    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(confirm).toHaveBeenCalledWith(t.confirmLeave);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Another page" })).toBeNull());
  });
});
