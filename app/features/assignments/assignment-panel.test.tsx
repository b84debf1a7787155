import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { assignmentPanelText as t } from "#contracts/assignment-panel-text.ts";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import type { AssignmentSubmissionView, AssignmentView } from "#contracts/assignment-views.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { AssignmentPanel } from "./assignment-panel.tsx";

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
const submissionId = "b0000000-0000-4000-8000-000000000001";
const base = `/api/learning/courses/ai-engineers/lessons/${lessonId}/assignment`;
const day = 86_400_000;

const rubric = [
  {
    id: "service",
    title: "The service works",
    description: "Streams and runs from the README.",
    levels: [
      { id: "solid", title: "Solid", description: "Runs first time.", points: 40 },
      { id: "partial", title: "Partial", description: "", points: 10 },
    ],
  },
];

function view(overrides: Partial<AssignmentView> = {}): AssignmentView {
  return {
    lessonId,
    viewer: "learner",
    instructionsHtml: "<p>Hand in the <strong>service</strong>.</p>",
    latePolicy: "accept_marked",
    acceptFiles: true,
    acceptRepoUrl: true,
    possible: 40,
    passPercent: 60,
    rubric,
    due: { at: new Date(Date.now() + 2 * day + 5 * 3_600_000).toISOString(), timeZone: "America/New_York" },
    dueRule: null,
    serverNow: new Date().toISOString(),
    submission: null,
    ...overrides,
  };
}

function submission(overrides: Partial<AssignmentSubmissionView> = {}): AssignmentSubmissionView {
  return {
    id: submissionId,
    lessonId,
    userId: me.id,
    status: "submitted",
    version: 1,
    submittedAt: "2026-12-04T15:00:00.000Z",
    dueAt: null,
    late: false,
    files: [
      {
        id: "d0000000-0000-4000-8000-000000000001",
        name: "report.pdf",
        kind: "pdf",
        bytes: 820 * 1024,
        url: `${base}/submissions/${submissionId}/files/d0000000-0000-4000-8000-000000000001`,
      },
    ],
    repoUrl: "https://github.com/priya/chat",
    grade: null,
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The view's GET through fetch; the submission's POST through XMLHttpRequest (for its upload progress). */
function fakeApi(initial: AssignmentView) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      return url.pathname === base ? json(initial) : json({ error: "Not found" }, 404);
    }),
  );
  const sent: { url: string; method: string; form: FormData; token: string | undefined }[] = [];
  let answer: (request: FakeRequest) => void = (request) => request.reply(500, {});
  class FakeRequest {
    status = 0;
    responseText = "";
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private target = { method: "", url: "" };
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      sent.push({ ...this.target, form, token: this.headers["X-XSRF-TOKEN"] });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      setTimeout(() => answer(this), 0);
    }
    reply(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  return {
    sent,
    answerWith: (next: (request: FakeRequest) => void) => {
      answer = next;
    },
  };
}

function renderPanel() {
  const client = makeQueryClient();
  render(
    <QueryClientProvider client={client}>
      <AssignmentPanel user={me} courseSlug="ai-engineers" lessonId={lessonId} />
    </QueryClientProvider>,
  );
  return screen.findByRole("heading", { name: t.rulesHeading });
}

const pdf = (name = "report.pdf") => new File(["%PDF-1.4\n%%EOF\n"], name, { type: "application/pdf" });

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the submission reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=token-123";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AssignmentPanel", () => {
  test("shows the instructions, the due moment on the batch's clock with a countdown, and the rubric", async () => {
    fakeApi(view());
    await renderPanel();
    expect(screen.getByText("service", { selector: "strong" })).toBeTruthy();
    expect(screen.getByText(/^Due \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M E[SD]T$/)).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toMatch(/^Due in 2 days, [45] hours$/);
    expect(screen.getByText(t.lateRule.accept_marked)).toBeTruthy();
    const rubricSection = screen.getByRole("region", { name: t.rubricHeading });
    expect(within(rubricSection).getByText("The service works")).toBeTruthy();
    expect(within(rubricSection).getByText("40 points")).toBeTruthy();
    expect(screen.getByText(t.notSubmitted)).toBeTruthy();
  });

  test("submits chosen files and a link, then shows the submission", async () => {
    const api = fakeApi(view());
    const user = userEvent.setup();
    await renderPanel();
    const form = screen.getByRole("form", { name: t.formHeading });
    await user.upload(within(form).getByLabelText(t.filesLabel), [pdf("report.pdf"), pdf("slides.pdf")]);
    expect(within(form).getByRole("list", { name: t.chosenFiles }).children).toHaveLength(2);
    await user.click(within(form).getByRole("button", { name: t.removeFile("slides.pdf") }));
    await user.type(within(form).getByLabelText(t.repoLabel), "https://github.com/priya/chat");
    api.answerWith((request) => request.reply(200, view({ submission: submission() })));
    await user.click(within(form).getByRole("button", { name: t.submit }));

    const summary = await screen.findByRole("region", { name: t.submissionHeading });
    expect(within(summary).getByText(/Version 1$/)).toBeTruthy();
    expect(
      within(summary)
        .getByRole("link", { name: t.download("report.pdf") })
        .getAttribute("href"),
    ).toBe(submission().files[0]!.url);
    expect(
      within(summary)
        .getByRole("link", { name: /github\.com\/priya\/chat/ })
        .getAttribute("rel"),
    ).toBe("noopener noreferrer nofollow");
    expect(api.sent).toHaveLength(1);
    const [request] = api.sent;
    expect(request).toMatchObject({ method: "POST", url: `${base}/submission`, token: "token-123" });
    expect((request!.form.getAll("files") as File[]).map((file) => file.name)).toEqual(["report.pdf"]);
    expect(request!.form.get("repoUrl")).toBe("https://github.com/priya/chat");
    // The form starts again for a resubmission.
    expect(screen.getByRole("form", { name: t.resubmitHeading })).toBeTruthy();
  });

  test("checks chosen files and an empty form before sending anything", async () => {
    const api = fakeApi(view());
    const user = userEvent.setup({ applyAccept: false });
    await renderPanel();
    const form = screen.getByRole("form", { name: t.formHeading });
    await user.click(within(form).getByRole("button", { name: t.submit }));
    expect(await within(form).findByText(assignmentMessages.submissionEmpty)).toBeTruthy();
    await user.upload(within(form).getByLabelText(t.filesLabel), new File(["MZ"], "setup.exe"));
    expect(within(form).getByText(assignmentMessages.fileKindNotAllowed)).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: t.submit }));
    expect(api.sent).toHaveLength(0);
  });

  test("keeps what was typed and shows the server's message under its field", async () => {
    const api = fakeApi(view({ acceptFiles: false }));
    const user = userEvent.setup();
    await renderPanel();
    const form = screen.getByRole("form", { name: t.formHeading });
    expect(within(form).queryByLabelText(t.filesLabel)).toBeNull();
    const link = within(form).getByLabelText(t.repoLabel);
    await user.type(link, "https://example.org/private");
    api.answerWith((request) =>
      request.reply(400, {
        error: assignmentMessages.repoUrlInvalid,
        errors: [{ message: assignmentMessages.repoUrlInvalid, field: "repoUrl" }],
      }),
    );
    await user.click(within(form).getByRole("button", { name: t.submit }));
    expect(await within(form).findByText(assignmentMessages.repoUrlInvalid)).toBeTruthy();
    expect((link as HTMLInputElement).value).toBe("https://example.org/private");
  });

  test("asks before replacing a submission, and sends nothing when told to keep it", async () => {
    const api = fakeApi(view({ submission: submission() }));
    const user = userEvent.setup();
    await renderPanel();
    const form = screen.getByRole("form", { name: t.resubmitHeading });
    expect((within(form).getByLabelText(t.repoLabel) as HTMLInputElement).value).toBe(
      "https://github.com/priya/chat",
    );
    await user.click(within(form).getByRole("button", { name: t.resubmit }));
    const dialog = await screen.findByRole("dialog", { name: t.confirmTitle });
    await user.click(within(dialog).getByRole("button", { name: t.keepPrevious }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent).toHaveLength(0);
    expect(screen.queryByRole("alert")).toBeNull();

    api.answerWith((request) => request.reply(200, view({ submission: submission({ version: 2 }) })));
    await user.click(within(form).getByRole("button", { name: t.resubmit }));
    await user.click(
      within(await screen.findByRole("dialog", { name: t.confirmTitle })).getByRole("button", {
        name: t.confirmReplace,
      }),
    );
    expect(await screen.findByText(/Version 2$/)).toBeTruthy();
    expect(api.sent).toHaveLength(1);
  });

  test("shows a returned grade with its rubric levels and comments, and no form", async () => {
    fakeApi(
      view({
        submission: submission({
          status: "graded",
          late: true,
          grade: {
            score: 10,
            possible: 40,
            percent: 25,
            passed: false,
            // Graded against 50%; the assignment's pass mark has since become 60%.
            passPercent: 50,
            commentsHtml: "<p>It does not <em>stream</em> yet.</p>",
            gradedAt: "2026-12-06T12:00:00.000Z",
            rubric: [
              {
                criterionId: "service",
                title: "The service works",
                description: "",
                maxPoints: 40,
                level: { id: "partial", title: "Partial", description: "", points: 10 },
              },
            ],
          },
        }),
      }),
    );
    await renderPanel();
    const grade = screen.getByRole("region", { name: t.gradeHeading });
    expect(within(grade).getByText("10 of 40 points (25%)")).toBeTruthy();
    expect(within(grade).getByText(/^Not passed\. The pass mark is 50%\.$/)).toBeTruthy();
    const row = within(grade).getByRole("row", { name: /The service works/ });
    expect(within(row).getByText("Partial")).toBeTruthy();
    expect(within(row).getByText("10 / 40")).toBeTruthy();
    expect(within(grade).getByText("stream", { selector: "em" })).toBeTruthy();
    expect(screen.getByText(t.late)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  test("closes the form once the due time has passed when late work is not accepted", async () => {
    fakeApi(
      view({ latePolicy: "closed", due: { at: new Date(Date.now() - day).toISOString(), timeZone: "UTC" } }),
    );
    await renderPanel();
    expect(screen.getByText(t.duePassed)).toBeTruthy();
    expect(screen.getByText(t.closedNotice)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  test("shows staff the rule behind the due moments, and no form", async () => {
    fakeApi(view({ viewer: "staff", due: null, dueRule: { dueDays: 7, dueTime: "23:59" } }));
    await renderPanel();
    expect(screen.getByText(t.staffView)).toBeTruthy();
    expect(screen.getByText(t.dueRule(7, "23:59"))).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByText(t.notSubmitted)).toBeNull();
  });
});
