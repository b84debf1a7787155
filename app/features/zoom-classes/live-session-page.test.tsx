import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider, useParams } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { AttendanceRow, LiveSession, LiveSessionList } from "#contracts/live-classes.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { InstructorLiveSessions } from "./instructor-live-sessions.tsx";
import { LiveSessionPage } from "./live-session-page.tsx";

const me: CurrentUser = {
  id: "e0000000-0000-4000-8000-000000000001",
  name: "Ines Instructor",
  username: "ines",
  email: "ines@example.com",
  avatar: null,
  role: "instructor",
  emailVerified: true,
};

const sessionId = "d0000000-0000-4000-8000-000000000007";

function session(overrides: Partial<LiveSession> = {}): LiveSession {
  return {
    id: sessionId,
    batchId: "b0000000-0000-4000-8000-000000000001",
    batchLabel: "Weekend batch from Nov 7, 2026",
    courseSlug: "ai-engineering",
    courseTitle: "AI Engineering",
    topic: "Retrieval and RAG",
    lessonId: null,
    lessonTitle: "Embeddings",
    instructorId: me.id,
    instructorName: me.name,
    startsAt: "2026-11-21T15:00:00.000Z",
    durationMinutes: 120,
    timeZone: "UTC",
    status: "held",
    provider: "manual",
    meetingUrl: "https://meet.example.com/rag",
    recordingUrl: null,
    notes: null,
    sequence: 0,
    attendees: 1,
    ...overrides,
  };
}

function student(overrides: Partial<AttendanceRow>): AttendanceRow {
  return {
    userId: "c0000000-0000-4000-8000-000000000001",
    name: "Priya Raman",
    email: "priya@example.com",
    present: true,
    source: "join_button",
    firstJoinedAt: "2026-11-21T14:58:00.000Z",
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { url: string; method: string; body?: unknown };

/**
 * The staff API for one instructor: `upcoming` and `past` are their sessions (the overview lists them; the
 * session page reads `sessionId` alone), with the attendance of `sessionId`.
 */
function fakeApi(
  lists: { upcoming: LiveSession[]; past: LiveSession[] },
  options: {
    attendance?: AttendanceRow[];
    putStatus?: number;
    patchStatus?: number;
    listStatus?: number;
  } = {},
) {
  const calls: Call[] = [];
  const rows = [...(options.attendance ?? [])];
  let current = lists.past.find((s) => s.id === sessionId) ?? lists.upcoming.find((s) => s.id === sessionId);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: `${url.pathname}${url.search}`, method, body });
      if (url.pathname === "/api/user") return json(me);
      if (url.pathname === "/api/live-sessions") {
        if (options.listStatus)
          return json({ error: "Boom", errors: [{ message: "Boom" }] }, options.listStatus);
        const all = url.searchParams.get("scope") === "past" ? lists.past : lists.upcoming;
        const page = Number(url.searchParams.get("page") ?? "1");
        const list: LiveSessionList = {
          sessions: all
            .slice((page - 1) * 25, page * 25)
            .map((s) => (s.id === sessionId && current ? current : s)),
          page,
          pageCount: Math.max(1, Math.ceil(all.length / 25)),
          total: all.length,
        };
        return json(list);
      }
      if (url.pathname === `/api/live-sessions/${sessionId}` && method === "GET")
        return current
          ? json(current)
          : json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
      if (url.pathname === `/api/live-sessions/${sessionId}/attendance`) return json(rows);
      const put = new RegExp(`^/api/live-sessions/${sessionId}/attendance/(.+)$`).exec(url.pathname);
      if (put && method === "PUT") {
        if (options.putStatus) {
          const message = liveClassMessages.studentNotInBatch;
          return json({ error: message, errors: [{ message }] }, options.putStatus);
        }
        const index = rows.findIndex((row) => row.userId === put[1]);
        rows[index] = { ...(rows[index] as AttendanceRow), present: body.present, source: "manual" };
        return json(rows[index]);
      }
      if (url.pathname === `/api/live-sessions/${sessionId}` && method === "PATCH" && current) {
        if (options.patchStatus) {
          const message = liveClassMessages.urlInvalid;
          return json({ error: message, errors: [{ message, field: "recordingUrl" }] }, options.patchStatus);
        }
        current = { ...current, ...body };
        return json(current);
      }
      return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
    }),
  );
  return { calls };
}

function SessionRoute() {
  return <LiveSessionPage sessionId={useParams().sessionId ?? ""} />;
}

function renderAt(path: string) {
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
          { path: "/dashboard/instructor", element: <InstructorLiveSessions user={me} /> },
          { path: "/dashboard/instructor/live-sessions/:sessionId", element: <SessionRoute /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={makeQueryClient()}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
  return router;
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== "GET");

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("Your live sessions (instructor overview)", () => {
  test("lists the next sessions, each leading to its page, and counts the rest", async () => {
    const upcoming = Array.from({ length: 7 }, (_, n) =>
      session({
        id: `d0000000-0000-4000-8000-00000000001${n}`,
        topic: `Class ${n + 1}`,
        status: "scheduled",
        meetingUrl: n === 0 ? null : "https://meet.example.com/x",
      }),
    );
    fakeApi({ upcoming, past: [] });
    const user = userEvent.setup();
    const router = renderAt("/dashboard/instructor");
    const section = screen.getByRole("region", { name: "Your live sessions" });
    const first = await within(section).findByRole("link", { name: "Open Class 1" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(5);
    expect(within(section).getByText("No link yet")).toBeTruthy();
    expect(within(section).getByText("2 more sessions after these.")).toBeTruthy();
    expect(within(section).getAllByText("Sat, Nov 21, 2026, 3:00 PM")).toHaveLength(5);
    await user.click(first);
    expect(router.state.location.pathname).toBe(`/dashboard/instructor/live-sessions/${upcoming[0]?.id}`);
  });

  test("says when there is none, and when they could not be loaded", async () => {
    fakeApi({ upcoming: [], past: [] });
    renderAt("/dashboard/instructor");
    expect(await screen.findByText("No upcoming live sessions.")).toBeTruthy();
    cleanup();
    fakeApi({ upcoming: [], past: [] }, { listStatus: 500 });
    renderAt("/dashboard/instructor");
    expect(await screen.findByText("Your live sessions could not be loaded.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("the live session page", () => {
  const others = Array.from({ length: 25 }, (_, n) =>
    session({ id: `d1000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`, topic: `Other ${n}` }),
  );

  test("reads the session and shows its details", async () => {
    const { calls } = fakeApi({ upcoming: [], past: [...others, session()] }, { attendance: [student({})] });
    renderAt(`/dashboard/instructor/live-sessions/${sessionId}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Retrieval and RAG" })).toBeTruthy();
    expect(screen.getByText("AI Engineering · Weekend batch from Nov 7, 2026")).toBeTruthy();
    expect(screen.getByText("Sat, Nov 21, 2026, 3:00 PM")).toBeTruthy();
    expect(screen.getByText("120 min")).toBeTruthy();
    expect(screen.getByText("Embeddings")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Open the meeting link/ }).getAttribute("href")).toBe(
      "https://meet.example.com/rag",
    );
    expect(calls.filter((c) => c.url.startsWith("/api/live-sessions")).map((c) => c.url)).toEqual([
      `/api/live-sessions/${sessionId}`,
      `/api/live-sessions/${sessionId}/attendance`,
    ]);
  });

  test("a session that is not the caller's is not found", async () => {
    fakeApi({ upcoming: [], past: others });
    renderAt(`/dashboard/instructor/live-sessions/${sessionId}`);
    expect(await screen.findByText(/This live session does not exist/)).toBeTruthy();
  });

  test("saves the recording and notes, sending only what changed", async () => {
    const { calls } = fakeApi({ upcoming: [], past: [session()] }, { attendance: [] });
    const user = userEvent.setup();
    renderAt(`/dashboard/instructor/live-sessions/${sessionId}`);
    const form = await screen.findByRole("form", { name: "Link, recording and notes" });
    await user.type(within(form).getByLabelText(/Recording link/), "https://video.example.com/rag");
    await user.type(within(form).getByLabelText(/Notes/), "Covered chunking.");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        url: `/api/live-sessions/${sessionId}`,
        method: "PATCH",
        body: { recordingUrl: "https://video.example.com/rag", notes: "Covered chunking." },
      },
    ]);
    expect(await screen.findByRole("link", { name: /Open the recording/ })).toBeTruthy();
  });

  test("a refused save shows the message on its field and keeps what was typed", async () => {
    fakeApi({ upcoming: [], past: [session()] }, { attendance: [], patchStatus: 400 });
    const user = userEvent.setup();
    renderAt(`/dashboard/instructor/live-sessions/${sessionId}`);
    const form = await screen.findByRole("form", { name: "Link, recording and notes" });
    await user.type(within(form).getByLabelText(/Recording link/), "https://video.example.com/x");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    const field = within(form).getByLabelText(/Recording link/) as HTMLInputElement;
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText(liveClassMessages.urlInvalid)).toBeTruthy();
    expect(field.value).toBe("https://video.example.com/x");
  });

  test("attendance: who came, how it was recorded, and a switch to correct it by hand", async () => {
    const { calls } = fakeApi(
      { upcoming: [], past: [session()] },
      {
        attendance: [
          student({}),
          student({
            userId: "c0000000-0000-4000-8000-000000000002",
            name: "Omar Absent",
            email: "omar@example.com",
            present: false,
            source: null,
            firstJoinedAt: null,
          }),
        ],
      },
    );
    const user = userEvent.setup();
    renderAt(`/dashboard/instructor/live-sessions/${sessionId}`);
    const table = await screen.findByRole("table", { name: /Attendance/ });
    expect(within(table).getByText("1 of 2 present")).toBeTruthy();
    const priya = within(table).getByRole("row", { name: /Priya Raman/ });
    expect(within(priya).getByText("Join button")).toBeTruthy();
    expect(within(priya).getByText("Sat, Nov 21, 2026, 2:58 PM")).toBeTruthy();
    const omar = within(table).getByRole("row", { name: /Omar Absent/ });
    expect(within(omar).getByText("Not recorded")).toBeTruthy();
    const toggle = within(omar).getByRole("switch", { name: "Omar Absent attended" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");

    // The keyboard flips it as well as the mouse.
    toggle.focus();
    await user.keyboard(" ");
    expect(await screen.findByText("Omar Absent marked present")).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(within(omar).getByText("Manual correction")).toBeTruthy();
    expect(within(table).getByText("2 of 2 present")).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        url: `/api/live-sessions/${sessionId}/attendance/c0000000-0000-4000-8000-000000000002`,
        method: "PUT",
        body: { present: true },
      },
    ]);
  });

  test("a refused correction leaves the row as it was and says why", async () => {
    fakeApi({ upcoming: [], past: [session()] }, { attendance: [student({})], putStatus: 409 });
    const user = userEvent.setup();
    renderAt(`/dashboard/instructor/live-sessions/${sessionId}`);
    const toggle = await screen.findByRole("switch", { name: "Priya Raman attended" });
    await user.click(toggle);
    expect(await screen.findByText("The attendance could not be saved")).toBeTruthy();
    expect(screen.getByText(liveClassMessages.studentNotInBatch)).toBeTruthy();
    expect(toggle.getAttribute("aria-checked")).toBe("true");
  });

  test("a batch without students says so", async () => {
    fakeApi({ upcoming: [session({ status: "scheduled" })], past: [] }, { attendance: [] });
    renderAt(`/dashboard/instructor/live-sessions/${sessionId}`);
    expect(await screen.findByText("No students are enrolled in this batch yet.")).toBeTruthy();
  });
});
