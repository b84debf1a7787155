import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { TaughtCourse } from "#contracts/course-editor.ts";
import type { LiveSession, LiveSessionList } from "#contracts/live-classes.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import type { LiveSchedule } from "#contracts/live-schedule.ts";
import { liveScheduleMessages } from "#contracts/live-schedule.ts";
import type { MeetingProviderStatus } from "#contracts/meeting-provider.ts";
import { ZoomClassesScreen } from "./zoom-classes-screen.tsx";

const me: CurrentUser = {
  id: "a0000000-0000-4000-8000-000000000001",
  name: "Grace Admin",
  username: "grace",
  email: "grace@example.com",
  avatar: null,
  role: "admin",
  emailVerified: true,
};

const weekendBatch = "b0000000-0000-4000-8000-000000000001";
const mlopsBatch = "b0000000-0000-4000-8000-000000000002";
const instructorId = "e0000000-0000-4000-8000-000000000001";
const lessonId = "f0000000-0000-4000-8000-000000000001";

const courses: TaughtCourse[] = [
  {
    slug: "ai-engineering",
    title: "AI Engineering",
    published: true,
    moduleCount: 1,
    publishedLessons: 1,
    draftLessons: 0,
    enrolled: 3,
    averageProgress: null,
    batches: [{ id: weekendBatch, type: "weekend", startDate: "2026-11-07", schedule: "Sat", enrolled: 3 }],
  },
  {
    slug: "mlops",
    title: "MLOps",
    published: true,
    moduleCount: 0,
    publishedLessons: 0,
    draftLessons: 0,
    enrolled: 0,
    averageProgress: null,
    batches: [{ id: mlopsBatch, type: "regular", startDate: "2026-12-01", schedule: "Mon", enrolled: 0 }],
  },
];

function session(overrides: Partial<LiveSession> = {}): LiveSession {
  return {
    id: "d0000000-0000-4000-8000-000000000001",
    batchId: weekendBatch,
    batchLabel: "Weekend batch from Nov 7, 2026",
    courseSlug: "ai-engineering",
    courseTitle: "AI Engineering",
    topic: "Prompt engineering",
    lessonId: null,
    lessonTitle: null,
    instructorId,
    instructorName: "Ines Instructor",
    // 7:00 PM on Nov 30 in New York; 5:30 AM on Dec 1 in Kolkata (the test's viewer).
    startsAt: "2026-12-01T00:00:00.000Z",
    durationMinutes: 90,
    timeZone: "America/New_York",
    status: "scheduled",
    provider: "manual",
    meetingUrl: null,
    recordingUrl: null,
    notes: null,
    sequence: 0,
    attendees: 0,
    ...overrides,
  };
}

const schedule: LiveSchedule = {
  weekdays: ["sat"],
  startTime: "10:00",
  durationMinutes: 90,
  timeZone: "America/New_York",
  firstDate: "2026-11-07",
  lastDate: "2026-12-19",
};

const provider: MeetingProviderStatus = {
  provider: "manual",
  webhookUrl: null,
  withoutLink: 1,
  lastSyncAt: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function refusal(message: string, field?: string, status = 400): Response {
  return json({ error: message, errors: [{ message, ...(field ? { field } : {}) }] }, status);
}

type Call = { url: string; method: string; body?: unknown };
type Answer = (call: Call) => Response | undefined;

/**
 * The API as the page calls it, over an in-memory list of sessions; `answer` may take a call first (a
 * refusal). The past scope holds the sessions that started before "now" (2026-11-15).
 */
function fakeApi(initial: LiveSession[], options: { answer?: Answer; listStatus?: number } = {}) {
  const sessions = [...initial];
  const calls: Call[] = [];
  const now = Date.parse("2026-11-15T00:00:00.000Z");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const call = { url: `${url.pathname}${url.search}`, method, body };
      calls.push(call);
      const given = options.answer?.(call);
      if (given) return given;
      const q = url.searchParams;
      if (url.pathname === "/api/user") return json(me);
      if (url.pathname === "/api/instructor/courses") return json(courses);
      if (url.pathname === "/api/admin/meetings/provider") return json(provider);
      if (url.pathname === "/api/live-sessions/options")
        return json({
          batches: [],
          courses: [
            {
              slug: "ai-engineering",
              title: "AI Engineering",
              lessons: [],
              instructors: [{ id: instructorId, name: "Ines Instructor" }],
            },
          ],
        });
      if (url.pathname === "/api/instructor/courses/ai-engineering/content")
        return json({
          course: { slug: "ai-engineering", title: "AI Engineering" },
          modules: [
            {
              id: "m1",
              title: "Foundations",
              summary: "",
              opensAfterDays: null,
              lessons: [
                {
                  id: lessonId,
                  title: "Prompts 101",
                  kind: "article",
                  minutes: 10,
                  status: "published",
                  freePreview: false,
                  required: true,
                  updatedAt: "2026-01-01T00:00:00.000Z",
                },
              ],
            },
          ],
        });
      if (url.pathname === `/api/batches/${weekendBatch}/live-schedule`) return json(schedule);
      if (url.pathname === `/api/batches/${mlopsBatch}/live-schedule`) return json(null);
      if (url.pathname === "/api/live-sessions" && method === "GET") {
        if (options.listStatus) return refusal("Boom", undefined, options.listStatus);
        const past = q.get("scope") === "past";
        const matches = sessions.filter(
          (s) =>
            Date.parse(s.startsAt) < now === past &&
            (!q.get("courseSlug") || s.courseSlug === q.get("courseSlug")) &&
            (!q.get("batchId") || s.batchId === q.get("batchId")) &&
            (!q.get("status") || s.status === q.get("status")),
        );
        const page = Number(q.get("page") ?? "1");
        const list: LiveSessionList = {
          sessions: matches.slice((page - 1) * 25, page * 25),
          page,
          pageCount: Math.max(1, Math.ceil(matches.length / 25)),
          total: matches.length,
        };
        return json(list);
      }
      if (url.pathname === "/api/live-sessions" && method === "POST") {
        const made = session({
          id: `d0000000-0000-4000-8000-00000000010${sessions.length}`,
          topic: body.topic,
          batchId: body.batchId,
        });
        sessions.push(made);
        return json(made, 201);
      }
      const one = /^\/api\/live-sessions\/([^/]+)(?:\/(reschedule|cancel))?$/.exec(url.pathname);
      if (one) {
        const index = sessions.findIndex((s) => s.id === one[1]);
        const current = sessions[index] as LiveSession;
        const next =
          one[2] === "cancel"
            ? { ...current, status: "cancelled" as const }
            : one[2] === "reschedule"
              ? { ...current, status: "rescheduled" as const, durationMinutes: body.durationMinutes }
              : { ...current, ...body };
        sessions[index] = next;
        return json(next);
      }
      return refusal("Not found", undefined, 404);
    }),
  );
  return { calls, sessions };
}

function renderPage(path = "/dashboard/admin/zoom") {
  const queryClient = makeQueryClient();
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
        children: [{ path: "/dashboard/admin/zoom", element: <ZoomClassesScreen /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
  return { router };
}

const searchOf = (router: ReturnType<typeof renderPage>["router"]) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const lists = (calls: Call[]) =>
  calls.filter((c) => c.method === "GET" && c.url.startsWith("/api/live-sessions"));
const writes = (calls: Call[]) => calls.filter((c) => c.method !== "GET");

const originalZone = process.env.TZ;
beforeAll(() => {
  // The viewer sits in India: the page shows their time beside the batch's New York time.
  process.env.TZ = "Asia/Kolkata";
});
afterAll(() => {
  process.env.TZ = originalZone;
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the list", () => {
  test("shows each upcoming session in the batch's zone and the viewer's, with its course, people and link", async () => {
    const { calls } = fakeApi([
      session(),
      session({
        id: "d2",
        topic: "Agents",
        meetingUrl: "https://meet.example.com/x",
        attendees: 0,
        instructorId: null,
        instructorName: null,
        status: "rescheduled",
      }),
    ]);
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Zoom Classes" })).toBeTruthy();
    const row = await screen.findByRole("row", { name: /Prompt engineering/ });
    expect(within(row).getByText("Mon, Nov 30, 2026, 7:00 PM")).toBeTruthy();
    expect(within(row).getByText("America/New_York")).toBeTruthy();
    expect(within(row).getByText(/^Your time: Tue, Dec 1, 2026, 5:30 AM/)).toBeTruthy();
    expect(within(row).getByText("AI Engineering")).toBeTruthy();
    expect(within(row).getByText("Weekend batch from Nov 7, 2026")).toBeTruthy();
    expect(within(row).getByText("Instructor: Ines Instructor")).toBeTruthy();
    expect(within(row).getByText("Scheduled")).toBeTruthy();
    expect(within(row).getByText("No link yet")).toBeTruthy();
    const other = screen.getByRole("row", { name: /Agents/ });
    expect(within(other).getByText("Link ready")).toBeTruthy();
    expect(within(other).getByText("Instructor: Not assigned")).toBeTruthy();
    expect(within(other).getByText("Rescheduled")).toBeTruthy();
    expect(screen.getByText("Showing 1–2 of 2 sessions")).toBeTruthy();
    expect(lists(calls)[0]?.url).toBe("/api/live-sessions?scope=upcoming&page=1");
    // Each row leads to its attendance page.
    expect(
      within(row).getByRole("link", { name: "Attendance of Prompt engineering" }).getAttribute("href"),
    ).toBe(`/dashboard/instructor/live-sessions/${session().id}`);
  });

  test("a held or cancelled session can be edited but not moved", async () => {
    fakeApi([session({ status: "cancelled" })]);
    renderPage();
    const row = await screen.findByRole("row", { name: /Prompt engineering/ });
    expect(within(row).getByRole("button", { name: "Edit Prompt engineering" })).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "Reschedule Prompt engineering" })).toBeNull();
    expect(within(row).queryByRole("button", { name: "Cancel Prompt engineering" })).toBeNull();
  });

  test("the filters and the tab live in the URL and in the request", async () => {
    const { calls } = fakeApi([
      session(),
      session({ id: "d9", topic: "Old class", startsAt: "2026-11-01T15:00:00.000Z", status: "held" }),
    ]);
    const user = userEvent.setup();
    const { router } = renderPage(
      `/dashboard/admin/zoom?course=ai-engineering&batch=${weekendBatch}&status=scheduled`,
    );
    await screen.findByRole("row", { name: /Prompt engineering/ });
    expect(lists(calls)[0]?.url).toBe(
      `/api/live-sessions?scope=upcoming&courseSlug=ai-engineering&batchId=${weekendBatch}&status=scheduled&page=1`,
    );
    await waitFor(() =>
      expect((screen.getByLabelText("Filter by batch") as HTMLSelectElement).value).toBe(weekendBatch),
    );
    expect((screen.getByLabelText("Filter by course") as HTMLSelectElement).value).toBe("ai-engineering");

    // Another course: its batch filter goes.
    await user.selectOptions(screen.getByLabelText("Filter by course"), "mlops");
    expect(searchOf(router)).toEqual({ course: "mlops", status: "scheduled" });

    await user.click(screen.getByRole("tab", { name: "Past" }));
    expect(searchOf(router)).toEqual({ scope: "past", course: "mlops", status: "scheduled" });
    await user.selectOptions(screen.getByLabelText("Filter by course"), "");
    await user.selectOptions(screen.getByLabelText("Filter by status"), "");
    expect(await screen.findByRole("row", { name: /Old class/ })).toBeTruthy();
    expect(lists(calls).at(-1)?.url).toBe("/api/live-sessions?scope=past&page=1");
    expect(screen.getByRole("tab", { name: "Past" }).getAttribute("aria-selected")).toBe("true");
  });

  test("says when nothing matches and clears the filters", async () => {
    fakeApi([session()]);
    const user = userEvent.setup();
    const { router } = renderPage("/dashboard/admin/zoom?status=held");
    expect(await screen.findByText("No sessions match these filters.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("row", { name: /Prompt engineering/ })).toBeTruthy();
    expect(searchOf(router)).toEqual({});
  });

  test("says when there is nothing yet", async () => {
    fakeApi([]);
    renderPage();
    expect(await screen.findByText("No upcoming live sessions yet.")).toBeTruthy();
  });

  test("shows a failed load with the server's message and tries again", async () => {
    fakeApi([session()], { listStatus: 500 });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("Could not load the live sessions: Boom")).toBeTruthy();
    fakeApi([session()]);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("row", { name: /Prompt engineering/ })).toBeTruthy();
  });
});

describe("a new session", () => {
  test("names the batch's zone, checks the form, puts the API's message on its field and keeps the input", async () => {
    let refuseOnce = true;
    const { calls } = fakeApi([], {
      answer: (call) => {
        if (call.method === "POST" && call.url === "/api/live-sessions" && refuseOnce) {
          refuseOnce = false;
          return refusal(liveClassMessages.startInPast, "startTime");
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("No upcoming live sessions yet.");
    await user.click(screen.getByRole("button", { name: "New session" }));
    const dialog = screen.getByRole("dialog", { name: "New live session" });

    // Nothing chosen: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));
    // The first submit may wait for the form's checks to download: the messages come when they are here.
    expect(await within(dialog).findByText("Choose a batch.")).toBeTruthy();
    expect(within(dialog).getByText(liveClassMessages.topicRequired)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Batch"));
    expect(writes(calls)).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText("Batch"), weekendBatch);
    expect(await within(dialog).findByText("In the batch's time zone: America/New_York.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Topic"), "Office hours");
    await user.type(within(dialog).getByLabelText("Date"), "2026-11-01");
    await user.type(within(dialog).getByLabelText("Start time"), "18:30");
    await user.clear(within(dialog).getByLabelText("Duration (minutes)"));
    await user.type(within(dialog).getByLabelText("Duration (minutes)"), "45");
    await user.type(within(dialog).getByLabelText(/Meeting link/), "https://meet.example.com/office");
    await within(dialog).findByRole("option", { name: "Prompts 101" });
    await user.selectOptions(within(dialog).getByLabelText(/Lesson/), lessonId);
    await within(dialog).findByRole("option", { name: "Ines Instructor" });
    await user.selectOptions(within(dialog).getByLabelText(/Instructor/), instructorId);
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));

    // The API's refusal sits under the start time; everything typed is still there.
    expect(await within(dialog).findByText(liveClassMessages.startInPast)).toBeTruthy();
    const startTime = within(dialog).getByLabelText("Start time") as HTMLInputElement;
    expect(startTime.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(startTime);
    expect((within(dialog).getByLabelText("Topic") as HTMLInputElement).value).toBe("Office hours");
    expect((within(dialog).getByLabelText(/Lesson/) as HTMLSelectElement).value).toBe(lessonId);

    await user.clear(startTime);
    await user.type(startTime, "19:30");
    await user.clear(within(dialog).getByLabelText("Date"));
    await user.type(within(dialog).getByLabelText("Date"), "2026-12-05");
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Session created")).toBeTruthy();
    expect(writes(calls).map((c) => c.body)).toEqual([
      {
        batchId: weekendBatch,
        topic: "Office hours",
        date: "2026-11-01",
        startTime: "18:30",
        durationMinutes: 45,
        meetingUrl: "https://meet.example.com/office",
        lessonId,
        instructorId,
      },
      {
        batchId: weekendBatch,
        topic: "Office hours",
        date: "2026-12-05",
        startTime: "19:30",
        durationMinutes: 45,
        meetingUrl: "https://meet.example.com/office",
        lessonId,
        instructorId,
      },
    ]);
    // The list is read again and shows it.
    expect(await screen.findByRole("row", { name: /Office hours/ })).toBeTruthy();
  });

  test("a batch without a schedule says whose zone the time is in", async () => {
    fakeApi([]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "New session" }));
    const dialog = screen.getByRole("dialog", { name: "New live session" });
    expect(within(dialog).getByText(/Choose a batch first/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText("Batch"), mlopsBatch);
    expect(await within(dialog).findByText(/has no weekly schedule yet/)).toBeTruthy();
  });
});

describe("changing a session", () => {
  test("editing sends only what changed, and can mark the session held", async () => {
    const { calls } = fakeApi([session({ notes: "Bring questions" })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit Prompt engineering" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Prompt engineering" });
    expect((within(dialog).getByLabelText(/Notes/) as HTMLTextAreaElement).value).toBe("Bring questions");
    await user.type(within(dialog).getByLabelText(/Meeting link/), "not a link");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(within(dialog).getByText(liveClassMessages.urlInvalid)).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Meeting link/));
    await user.type(within(dialog).getByLabelText(/Meeting link/), "https://zoom.example.com/j/1");
    await user.click(within(dialog).getByLabelText("Mark as held"));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes(calls)).toEqual([
      {
        url: `/api/live-sessions/${session().id}`,
        method: "PATCH",
        body: { meetingUrl: "https://zoom.example.com/j/1", status: "held" },
      },
    ]);
    const row = await screen.findByRole("row", { name: /Prompt engineering/ });
    await waitFor(() => expect(within(row).getByText("Held")).toBeTruthy());
  });

  test("rescheduling starts from the session's time in its zone and tells who is emailed", async () => {
    const { calls } = fakeApi([session()]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Reschedule Prompt engineering" }));
    const dialog = screen.getByRole("dialog", { name: "Reschedule Prompt engineering" });
    expect(within(dialog).getByText(/in the batch's time zone \(America\/New_York\)/)).toBeTruthy();
    expect(within(dialog).getByText(/Students will be emailed the new time/)).toBeTruthy();
    expect((within(dialog).getByLabelText("Date") as HTMLInputElement).value).toBe("2026-11-30");
    expect((within(dialog).getByLabelText("Start time") as HTMLInputElement).value).toBe("19:00");
    expect((within(dialog).getByLabelText("Duration (minutes)") as HTMLInputElement).value).toBe("90");
    await user.clear(within(dialog).getByLabelText("Start time"));
    await user.type(within(dialog).getByLabelText("Start time"), "20:15");
    await user.click(within(dialog).getByRole("button", { name: "Reschedule" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Session rescheduled")).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        url: `/api/live-sessions/${session().id}/reschedule`,
        method: "POST",
        body: { date: "2026-11-30", startTime: "20:15", durationMinutes: 90 },
      },
    ]);
  });

  test("a refused reschedule shows the message on its field and keeps the dialog", async () => {
    fakeApi([session()], {
      answer: (call) =>
        call.url.endsWith("/reschedule") ? refusal(liveClassMessages.startInPast, "date") : undefined,
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Reschedule Prompt engineering" }));
    const dialog = screen.getByRole("dialog", { name: "Reschedule Prompt engineering" });
    await user.clear(within(dialog).getByLabelText("Date"));
    await user.type(within(dialog).getByLabelText("Date"), "2026-01-02");
    await user.click(within(dialog).getByRole("button", { name: "Reschedule" }));
    expect(await within(dialog).findByText(liveClassMessages.startInPast)).toBeTruthy();
    expect((within(dialog).getByLabelText("Date") as HTMLInputElement).value).toBe("2026-01-02");
  });

  test("cancelling asks first; keeping it sends nothing; the reason goes to the students", async () => {
    const { calls } = fakeApi([session()]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Cancel Prompt engineering" }));
    let dialog = screen.getByRole("dialog", { name: "Cancel Prompt engineering?" });
    expect(within(dialog).getByText(/Mon, Nov 30, 2026, 7:00 PM \(America\/New_York\)/)).toBeTruthy();
    expect(within(dialog).getByText(/Students will be emailed/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Keep session" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Cancel Prompt engineering" }));
    dialog = screen.getByRole("dialog", { name: "Cancel Prompt engineering?" });
    await user.type(within(dialog).getByLabelText(/Reason/), "The instructor is ill.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel session" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Session cancelled")).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        url: `/api/live-sessions/${session().id}/cancel`,
        method: "POST",
        body: { reason: "The instructor is ill." },
      },
    ]);
    const row = await screen.findByRole("row", { name: /Prompt engineering/ });
    await waitFor(() => expect(within(row).getByText("Cancelled")).toBeTruthy());
  });
});

describe("the batch schedule", () => {
  test("opens a batch's schedule, checks it, saves it and says what changed", async () => {
    const { calls } = fakeApi([], {
      answer: (call) => (call.method === "PUT" ? json({ created: 4, removed: 1 }) : undefined),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Batch schedule" }));
    const dialog = screen.getByRole("dialog", { name: "Batch schedule" });
    await user.selectOptions(within(dialog).getByLabelText("Batch"), weekendBatch);
    const saturday = (await within(dialog).findByLabelText("Saturday")) as HTMLInputElement;
    expect(saturday.checked).toBe(true);
    expect((within(dialog).getByLabelText("Start time") as HTMLInputElement).value).toBe("10:00");
    expect((within(dialog).getByLabelText("Time zone") as HTMLSelectElement).value).toBe("America/New_York");
    expect((within(dialog).getByLabelText("Last class date") as HTMLInputElement).value).toBe("2026-12-19");

    // No day left: the schema's message, under the days, and nothing sent.
    await user.click(saturday);
    await user.click(within(dialog).getByRole("button", { name: "Save schedule" }));
    expect(within(dialog).getByText(liveScheduleMessages.weekdaysRequired)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Monday"));
    expect(writes(calls)).toEqual([]);

    await user.click(within(dialog).getByLabelText("Sunday"));
    await user.click(within(dialog).getByLabelText("Tuesday"));
    await user.selectOptions(within(dialog).getByLabelText("Time zone"), "Asia/Kolkata");
    await user.click(within(dialog).getByRole("button", { name: "Save schedule" }));
    expect(await within(dialog).findByText("4 sessions created, 1 removed.")).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        url: `/api/batches/${weekendBatch}/live-schedule`,
        method: "PUT",
        body: {
          weekdays: ["tue", "sun"],
          startTime: "10:00",
          durationMinutes: 90,
          timeZone: "Asia/Kolkata",
          firstDate: "2026-11-07",
          lastDate: "2026-12-19",
        },
      },
    ]);
  });

  test("a batch without a schedule starts empty, and the API's message goes on its field", async () => {
    fakeApi([], {
      answer: (call) =>
        call.method === "PUT" ? refusal(liveScheduleMessages.noClassDay, "weekdays") : undefined,
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Batch schedule" }));
    const dialog = screen.getByRole("dialog", { name: "Batch schedule" });
    await user.selectOptions(within(dialog).getByLabelText("Batch"), mlopsBatch);
    expect(await within(dialog).findByText("This batch has no schedule yet.")).toBeTruthy();
    expect((within(dialog).getByLabelText("First class date") as HTMLInputElement).value).toBe("2026-12-01");
    await user.click(within(dialog).getByLabelText("Monday"));
    await user.type(within(dialog).getByLabelText("Start time"), "18:00");
    await user.type(within(dialog).getByLabelText("Last class date"), "2026-12-20");
    await user.click(within(dialog).getByRole("button", { name: "Save schedule" }));
    expect(await within(dialog).findByText(liveScheduleMessages.noClassDay)).toBeTruthy();
    expect((within(dialog).getByLabelText("Monday") as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText("Start time") as HTMLInputElement).value).toBe("18:00");
  });
});
