import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { StudentSession, StudentSessions } from "#contracts/live-classes.ts";
import { JoinClassPage } from "./join-class-page.tsx";
import { calendarFeedQuery, studentSessionsQuery } from "./join-class-queries.ts";

const student: CurrentUser = {
  id: "u-student",
  name: "Maya Chen",
  username: "maya",
  email: "maya@example.com",
  avatar: null,
  role: "student",
  emailVerified: true,
};

const minute = 60_000;
// The page's clock, frozen (timers run): 2 h 14 min before a 7:00 PM New York class on Tue, Dec 1, 2026.
const now = Date.parse("2026-12-01T21:46:00.000Z");

function session(overrides: Partial<StudentSession>): StudentSession {
  return {
    id: "5e55a000-0000-4000-8000-000000000001",
    courseSlug: "ai-engineers",
    courseTitle: "AI Engineering",
    topic: "Retrieval-augmented generation",
    lessonId: null,
    lessonTitle: null,
    instructorName: "Dr. Sarah Chen",
    startsAt: "2026-12-02T00:00:00.000Z",
    durationMinutes: 90,
    timeZone: "America/New_York",
    status: "scheduled",
    recordingUrl: null,
    attended: null,
    ...overrides,
  };
}

const upcoming = [
  session({
    id: "s-cancelled",
    topic: "Office hours",
    startsAt: "2026-12-01T23:00:00.000Z",
    status: "cancelled",
  }),
  session({ id: "s-next", topic: "Retrieval-augmented generation" }),
  session({
    id: "s-later",
    topic: "Agents and tools",
    startsAt: "2026-12-04T00:00:00.000Z",
    status: "rescheduled",
  }),
];
const past = [
  session({
    id: "s-past-1",
    topic: "Prompt patterns",
    startsAt: "2026-11-24T00:00:00.000Z",
    status: "held",
    recordingUrl: "https://videos.example.com/prompt-patterns",
    attended: true,
  }),
  session({
    id: "s-past-2",
    topic: "Tokenizers",
    startsAt: "2026-11-20T00:00:00.000Z",
    status: "held",
    attended: false,
  }),
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { path: string; method: string; xsrf?: string };

/** The network boundary: the page's endpoints, answered like the API does; anything else fails the test. */
function fakeApi(options: { sessions?: StudentSessions | "fail" | "hang"; feedActive?: boolean } = {}) {
  const calls: Call[] = [];
  let sessionsAnswer = options.sessions ?? { upcoming, past };
  let feed = {
    active: options.feedActive ?? false,
    createdAt: options.feedActive ? "2026-11-02T10:00:00.000Z" : null,
  };
  let created = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const xsrf = (init?.headers as Record<string, string> | undefined)?.["X-XSRF-TOKEN"];
      calls.push(method === "GET" ? { path, method } : { path, method, xsrf });
      if (path === "/api/student/live-sessions" && method === "GET") {
        if (sessionsAnswer === "hang") return new Promise<Response>(() => {});
        if (sessionsAnswer === "fail") {
          sessionsAnswer = { upcoming: [], past: [] };
          return json({ error: "Something went wrong" }, 500);
        }
        return json(sessionsAnswer);
      }
      if (path === "/api/student/calendar-feed" && method === "GET") return json(feed);
      if (path === "/api/student/calendar-feed" && method === "POST") {
        created += 1;
        feed = { active: true, createdAt: "2026-12-01T21:46:00.000Z" };
        return json({
          webcalUrl: `webcal://ailabs.test/api/calendar-feeds/secret-token-${created}/live-classes.ics`,
          httpsUrl: `https://ailabs.test/api/calendar-feeds/secret-token-${created}/live-classes.ics`,
          createdAt: feed.createdAt,
        });
      }
      if (path === "/api/student/calendar-feed" && method === "DELETE") {
        feed = { active: false, createdAt: null };
        return new Response(null, { status: 204 });
      }
      throw new Error(`unexpected request ${method} ${path}`);
    }),
  );
  return { calls };
}

/** `seeded`: what the route loader would have prefetched into the cache. */
function renderPage(seeded?: {
  sessions?: StudentSessions;
  feed?: { active: boolean; createdAt: string | null };
}) {
  const queryClient = makeQueryClient();
  if (seeded?.sessions) queryClient.setQueryData(studentSessionsQuery(student.id).queryKey, seeded.sessions);
  if (seeded?.feed) queryClient.setQueryData(calendarFeedQuery(student.id).queryKey, seeded.feed);
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
        children: [
          { path: "/dashboard/student/join-class", element: <JoinClassPage /> },
          { path: "/dashboard/student/courses", element: <p>My courses page</p> },
          { path: "/dashboard/student/courses/:slug/lessons/:lessonId", element: <p>Lesson page</p> },
        ],
      },
    ],
    { initialEntries: ["/dashboard/student/join-class"] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
  return { router, queryClient };
}

const region = (name: string) => screen.getByRole("region", { name });

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ["Date"] });
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=token-123";
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Join Class: the sessions", () => {
  test("loading, then a failed read that can be retried into the empty states", async () => {
    const { calls } = fakeApi({ sessions: "fail" });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Join Class" })).toBeTruthy();
    expect(screen.getByText("Loading your live classes...")).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load your live classes. Please try again.");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));

    const upcomingEmpty = await screen.findByText("No upcoming live classes");
    expect(
      within(region("Upcoming classes")).getByText(/When your batch's live classes are scheduled/),
    ).toBeTruthy();
    expect(upcomingEmpty).toBeTruthy();
    expect(within(region("Past classes")).getByText("No past classes yet")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/student/live-sessions")).toHaveLength(2);
  });

  test("the empty state leads to the student's courses", async () => {
    fakeApi();
    const { router } = renderPage({
      sessions: { upcoming: [], past: [] },
      feed: { active: false, createdAt: null },
    });
    await userEvent.setup().click(screen.getByRole("link", { name: "Go to my courses" }));
    expect(router.state.location.pathname).toBe("/dashboard/student/courses");
  });

  test("upcoming classes in order, the next one marked with its countdown; badges; Join closed for now", () => {
    const { calls } = fakeApi();
    renderPage({ sessions: { upcoming, past }, feed: { active: false, createdAt: null } });
    const cards = within(region("Upcoming classes")).getAllByRole("article");
    expect(
      cards.map(
        (card) => card.getAttribute("aria-labelledby") && within(card).getByRole("heading").textContent,
      ),
    ).toEqual(["Office hours", "Retrieval-augmented generation", "Agents and tools"]);
    const [cancelled, next, later] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(cancelled).getByText("Cancelled")).toBeTruthy();
    expect(within(cancelled).queryByText("Next class")).toBeNull();
    // The next class is the first one not cancelled; only it counts down.
    expect(within(next).getByText("Next class")).toBeTruthy();
    expect(within(next).getByText("Starts in 2 h 14 min")).toBeTruthy();
    expect(within(later).queryByText(/Starts in/)).toBeNull();
    expect(within(later).getByText("Rescheduled")).toBeTruthy();
    // The viewer here is on UTC: their time first, New York's beside it.
    expect(within(next).getByText("Wed, Dec 2, 12:00 AM – 1:30 AM")).toBeTruthy();
    expect(within(next).getByText("Your time · Tue, Dec 1, 7:00 PM in New York")).toBeTruthy();
    const join = within(next).getByRole("button", {
      name: "Join class: Retrieval-augmented generation",
      description: "Join opens 15 minutes before the class starts.",
    });
    expect(join.hasAttribute("disabled")).toBe(true);
    // Seeded by the loader: the lists cost the browser no request.
    expect(calls).toEqual([]);
  });

  test("past classes: date, recording in a new tab, attended or missed", () => {
    fakeApi();
    renderPage({ sessions: { upcoming: [], past }, feed: { active: false, createdAt: null } });
    const items = within(region("Past classes")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [attended, missed] = items as [HTMLElement, HTMLElement];
    expect(within(attended).getByText("Prompt patterns")).toBeTruthy();
    expect(within(attended).getByText("Nov 24, 2026, 12:00 AM")).toBeTruthy();
    expect(within(attended).getByText("Attended")).toBeTruthy();
    const recording = within(attended).getByRole("link", {
      name: "Watch recording: Prompt patterns (opens in a new tab)",
    });
    expect(recording.getAttribute("href")).toBe("https://videos.example.com/prompt-patterns");
    expect(recording.getAttribute("target")).toBe("_blank");
    expect(recording.getAttribute("rel")).toContain("noopener");
    expect(within(missed).getByText("Missed")).toBeTruthy();
    expect(within(missed).getByText("No recording")).toBeTruthy();
    expect(within(missed).queryByRole("link")).toBeNull();
  });

  test("a long term folds: the first five upcoming and ten past classes, then all of them on request", async () => {
    fakeApi();
    const many = (count: number, first: number, step: number, extra: Partial<StudentSession> = {}) =>
      Array.from({ length: count }, (_, index) =>
        session({
          id: `s-${first + index * step}`,
          topic: `Class ${index + 1}`,
          startsAt: new Date(first + index * step).toISOString(),
          ...extra,
        }),
      );
    const day = 24 * 60 * minute;
    renderPage({
      sessions: {
        upcoming: many(12, now + day, day),
        past: many(14, now - day, -day, { status: "held", attended: true }),
      },
      feed: { active: false, createdAt: null },
    });
    const user = userEvent.setup();
    const upcomingList = within(region("Upcoming classes"));
    expect(upcomingList.getAllByRole("article")).toHaveLength(5);
    const showUpcoming = upcomingList.getByRole("button", { name: "Show all 12 upcoming classes" });
    expect(showUpcoming.getAttribute("aria-expanded")).toBe("false");
    await user.click(showUpcoming);
    expect(upcomingList.getAllByRole("article")).toHaveLength(12);
    expect(showUpcoming.getAttribute("aria-expanded")).toBe("true");
    expect(showUpcoming.textContent).toBe("Show fewer");
    expect(document.activeElement).toBe(showUpcoming);

    const pastList = within(region("Past classes"));
    expect(pastList.getAllByRole("listitem")).toHaveLength(10);
    await user.click(pastList.getByRole("button", { name: "Show all 14 past classes" }));
    expect(pastList.getAllByRole("listitem")).toHaveLength(14);
  });

  test("the next class is shown although cancelled ones before it fill the folded list", () => {
    fakeApi();
    const cancelled = Array.from({ length: 6 }, (_, index) =>
      session({ id: `c-${index}`, topic: `Cancelled ${index + 1}`, status: "cancelled" }),
    );
    renderPage({
      sessions: { upcoming: [...cancelled, session({ id: "s-next", topic: "The real one" })], past: [] },
      feed: { active: false, createdAt: null },
    });
    const cards = within(region("Upcoming classes")).getAllByRole("article");
    expect(cards).toHaveLength(6);
    expect(within(cards[5]!).getByText("Next class")).toBeTruthy();
    expect(within(cards[5]!).getByRole("heading").textContent).toBe("The real one");
  });

  test("the linked lesson opens in the player", async () => {
    fakeApi();
    const { router } = renderPage({
      sessions: {
        upcoming: [
          session({ lessonId: "1e550000-0000-4000-8000-000000000007", lessonTitle: "Vector search" }),
        ],
        past: [],
      },
      feed: { active: false, createdAt: null },
    });
    await userEvent.setup().click(screen.getByRole("link", { name: "Vector search" }));
    expect(router.state.location.pathname).toBe(
      "/dashboard/student/courses/ai-engineers/lessons/1e550000-0000-4000-8000-000000000007",
    );
  });

  test("when the next class ends, the lists are read again: it moves to the past ones", async () => {
    const inProgress = session({ startsAt: new Date(now - 80 * minute).toISOString() });
    const { calls } = fakeApi({
      sessions: { upcoming: [], past: [{ ...inProgress, status: "held", attended: true }] },
    });
    renderPage({ sessions: { upcoming: [inProgress], past: [] }, feed: { active: false, createdAt: null } });
    expect(screen.getByText("Live now · ends in 10 min")).toBeTruthy();
    expect(
      screen
        .getByRole("button", { name: "Join class: Retrieval-augmented generation" })
        .hasAttribute("disabled"),
    ).toBe(false);

    // The tab stays open past the end (the clock jumps; showing the tab makes the page look at it).
    vi.setSystemTime(now + 11 * minute);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(await within(region("Upcoming classes")).findByText("No upcoming live classes")).toBeTruthy();
    expect(within(region("Past classes")).getByText("Attended")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/student/live-sessions")).toHaveLength(1);
  });
});

describe("Join Class: the calendar feed", () => {
  test("create a link: shown once with copy buttons and the secret warning", async () => {
    const { calls } = fakeApi();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderPage({ sessions: { upcoming: [], past: [] } });
    const feed = region("Calendar feed");
    expect(await within(feed).findByText("You have no calendar feed link yet.")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(feed).getByRole("button", { name: "Create feed link" }));

    const title = await within(feed).findByRole("heading", { name: "Your calendar feed link" });
    expect(document.activeElement).toBe(title);
    expect(within(feed).getByText(/Keep this link secret/)).toBeTruthy();
    const webcal = within(feed).getByRole("textbox", { name: "Calendar apps (webcal)" }) as HTMLInputElement;
    expect(webcal.value).toBe("webcal://ailabs.test/api/calendar-feeds/secret-token-1/live-classes.ics");
    expect(webcal.readOnly).toBe(true);
    const https = within(feed).getByRole("textbox", { name: /Google Calendar/ }) as HTMLInputElement;
    expect(https.value).toBe("https://ailabs.test/api/calendar-feeds/secret-token-1/live-classes.ics");
    expect(within(feed).getByRole("link", { name: "Open in my calendar app" }).getAttribute("href")).toBe(
      webcal.value,
    );

    await user.click(within(feed).getByRole("button", { name: "Copy the https link" }));
    expect(writeText).toHaveBeenCalledWith(https.value);
    expect(within(feed).getByRole("button", { name: "Copied the https link" })).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { path: "/api/student/calendar-feed", method: "POST", xsrf: "token-123" },
    ]);
  });

  test("copying where the clipboard is refused selects the link and says how to copy it", async () => {
    fakeApi();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("NotAllowedError"));
    renderPage({ sessions: { upcoming: [], past: [] }, feed: { active: false, createdAt: null } });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Create feed link" }));
    await user.click(await screen.findByRole("button", { name: "Copy the webcal link" }));
    expect(await screen.findByText(/press Ctrl\+C/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Calendar apps (webcal)" }));
  });

  test("an active feed: says since when, never shows the link again; a new link replaces it after a confirmation", async () => {
    const { calls } = fakeApi({ feedActive: true });
    renderPage({ sessions: { upcoming: [], past: [] } });
    const feed = region("Calendar feed");
    expect(
      await within(feed).findByText("Your calendar feed link is active (created Nov 2, 2026)."),
    ).toBeTruthy();
    expect(within(feed).queryByRole("textbox")).toBeNull();
    const user = userEvent.setup();

    // Cancel changes nothing and gives the focus back.
    const replace = within(feed).getByRole("button", { name: "Create a new link" });
    await user.click(replace);
    let dialog = screen.getByRole("dialog", { name: "Create a new feed link?" });
    expect(within(dialog).getByText(/Your current link stops working at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(replace);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.click(replace);
    dialog = screen.getByRole("dialog", { name: "Create a new feed link?" });
    await user.click(within(dialog).getByRole("button", { name: "Create a new link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const webcal = (await within(feed).findByRole("textbox", {
      name: "Calendar apps (webcal)",
    })) as HTMLInputElement;
    expect(webcal.value).toContain("secret-token-1");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  test("revoke after a confirmation: the link is gone, a toast says so, a new one can be made", async () => {
    const { calls } = fakeApi();
    renderPage({ sessions: { upcoming: [], past: [] }, feed: { active: false, createdAt: null } });
    const feed = region("Calendar feed");
    const user = userEvent.setup();
    await user.click(within(feed).getByRole("button", { name: "Create feed link" }));
    await within(feed).findByRole("textbox", { name: "Calendar apps (webcal)" });

    await user.click(within(feed).getByRole("button", { name: "Revoke link" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke your calendar feed link?" });
    expect(
      within(dialog).getByText(/Calendars subscribed to it stop receiving your live classes/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Revoke link" }));

    expect(await screen.findByText("Calendar feed link revoked")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(feed).queryByRole("textbox")).toBeNull();
    expect(within(feed).getByText("You have no calendar feed link yet.")).toBeTruthy();
    expect(within(feed).getByRole("button", { name: "Create feed link" })).toBeTruthy();
    // The focus lands on the panel's heading, not on a button that no longer exists.
    expect(document.activeElement).toBe(within(feed).getByRole("heading", { name: "Calendar feed" }));
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([
      { path: "/api/student/calendar-feed", method: "DELETE", xsrf: "token-123" },
    ]);
  });
});
