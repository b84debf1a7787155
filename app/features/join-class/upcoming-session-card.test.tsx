import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { forgetViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import type { StudentSession } from "#contracts/live-classes.ts";
import { UpcomingSessionCard } from "./upcoming-session-card.tsx";

const minute = 60_000;
// 7:00 PM in New York on Tue, Dec 1, 2026 (EST): 00:00 UTC on Dec 2.
const start = Date.parse("2026-12-02T00:00:00.000Z");

const session: StudentSession = {
  id: "5e55a000-0000-4000-8000-000000000001",
  courseSlug: "ai-engineers",
  courseTitle: "AI Engineering",
  topic: "Retrieval-augmented generation",
  lessonId: "1e550000-0000-4000-8000-000000000007",
  lessonTitle: "Embeddings and vector search",
  instructorName: "Dr. Sarah Chen",
  startsAt: new Date(start).toISOString(),
  durationMinutes: 90,
  timeZone: "America/New_York",
  status: "rescheduled",
  recordingUrl: null,
  attended: null,
};

function Card(props: { session?: StudentSession; serverNow: number; onEnded?: () => void }) {
  return (
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter>
        <UpcomingSessionCard
          session={props.session ?? session}
          next
          serverNow={props.serverNow}
          onEnded={props.onEnded ?? (() => {})}
        />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=token-123";
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  forgetViewerTimeZone();
  vi.restoreAllMocks();
});

describe("an upcoming class", () => {
  test("topic, status, time in the viewer's zone, course, linked lesson, instructor, .ics", () => {
    vi.stubEnv("TZ", "Europe/London");
    forgetViewerTimeZone();
    vi.useFakeTimers({ now: start - 3 * 60 * minute, toFake: ["Date"] });
    render(<Card serverNow={Date.now()} />);
    const card = within(screen.getByRole("article", { name: "Retrieval-augmented generation" }));
    expect(card.getByText("Rescheduled")).toBeTruthy();
    expect(card.getByText("Wed, Dec 2, 12:00 AM – 1:30 AM")).toBeTruthy();
    expect(card.getByText("Your time · Tue, Dec 1, 7:00 PM in New York")).toBeTruthy();
    expect(card.getByText("AI Engineering")).toBeTruthy();
    expect(card.getByRole("link", { name: "Embeddings and vector search" }).getAttribute("href")).toBe(
      "/dashboard/student/courses/ai-engineers/lessons/1e550000-0000-4000-8000-000000000007",
    );
    expect(card.getByText("Dr. Sarah Chen")).toBeTruthy();
    expect(card.getByText("Starts in 3 h")).toBeTruthy();
    const ics = card.getByRole("link", {
      name: "Add to calendar: Retrieval-augmented generation (.ics file)",
    });
    expect(ics.getAttribute("href")).toBe(`/api/student/live-sessions/${session.id}/calendar.ics`);
    expect(ics.hasAttribute("download")).toBe(true);
  });

  test("a cancelled class: struck time, no countdown, no Join, no calendar file", () => {
    render(<Card session={{ ...session, status: "cancelled" }} serverNow={start - 60 * minute} />);
    const card = within(screen.getByRole("article"));
    expect(card.getByText("Cancelled")).toBeTruthy();
    expect(card.getByText("This class was cancelled.")).toBeTruthy();
    expect(card.queryByText(/Starts in/)).toBeNull();
    expect(card.queryByRole("button")).toBeNull();
    expect(card.queryByRole("link", { name: /Add to calendar/ })).toBeNull();
  });

  test("the countdown says 'Live now' during the class and reports its end once", () => {
    vi.useFakeTimers({ now: start + 50 * minute });
    const onEnded = vi.fn();
    render(<Card serverNow={Date.now()} onEnded={onEnded} />);
    expect(screen.getByText("Live now · ends in 40 min")).toBeTruthy();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText("Live now · ends in 40 min")).toBeTruthy();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText("Live now · ends in 39 min")).toBeTruthy();
    expect(onEnded).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(39 * minute));
    expect(screen.getByText("Ended")).toBeTruthy();
    act(() => vi.advanceTimersByTime(5 * minute));
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  test("server render and hydration agree although the clock moved in between, then the browser's time shows", async () => {
    vi.stubEnv("TZ", "Asia/Kolkata");
    forgetViewerTimeZone();
    // The server read the sessions 20 minutes before the class (its countdown and a closed Join) ...
    const serverNow = start - 20 * minute;
    vi.useFakeTimers({ now: serverNow, toFake: ["Date"] });
    const html = renderToString(<Card serverNow={serverNow} />);
    expect(html).toContain("Starts in 20 min");
    expect(html).toContain("New York time");

    // ... and the browser hydrates 8 minutes later: inside the join window, in Kolkata.
    vi.setSystemTime(start - 12 * minute);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, <Card serverNow={serverNow} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    const card = within(container);
    expect(card.getByText("Starts in 12 min")).toBeTruthy();
    expect(card.getByText("Wed, Dec 2, 5:30 AM – 7:00 AM")).toBeTruthy();
    expect(card.getByRole("button", { name: `Join class: ${session.topic}` }).hasAttribute("disabled")).toBe(
      false,
    );
    container.remove();
  });
});

describe("joining", () => {
  test("asks the API for the link (with the anti-forgery token) and goes there in this tab", async () => {
    const fetchMock = vi.fn(async () => json({ url: "https://meet.example.com/rag-class" }));
    vi.stubGlobal("fetch", fetchMock);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    render(
      <Card
        serverNow={Date.now()}
        session={{ ...session, startsAt: new Date(Date.now() + 5 * minute).toISOString() }}
      />,
    );

    await userEvent.setup().click(screen.getByRole("button", { name: `Join class: ${session.topic}` }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://meet.example.com/rag-class"));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(`/api/student/live-sessions/${session.id}/join`);
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["X-XSRF-TOKEN"]).toBe("token-123");
  });

  test("the API's refusal is shown under the button, and nothing opens", async () => {
    const message =
      "The meeting link is not ready yet. Please try again in a minute or contact your instructor.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: message, errors: [{ message }] }, 409)),
    );
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    render(
      <Card
        serverNow={Date.now()}
        session={{ ...session, startsAt: new Date(Date.now() + 5 * minute).toISOString() }}
      />,
    );

    await userEvent.setup().click(screen.getByRole("button", { name: `Join class: ${session.topic}` }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`Could not join the class: ${message}`);
    expect(assign).not.toHaveBeenCalled();
  });

  test("a link that is not https never leaves the page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ url: "javascript:alert(1)" })),
    );
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    render(
      <Card
        serverNow={Date.now()}
        session={{ ...session, startsAt: new Date(Date.now() + 5 * minute).toISOString() }}
      />,
    );

    await userEvent.setup().click(screen.getByRole("button", { name: `Join class: ${session.topic}` }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/The meeting link is not ready yet/);
    expect(assign).not.toHaveBeenCalled();
  });
});
