import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import type { StudentSession } from "#contracts/live-classes.ts";
import { JoinControl } from "./join-control.tsx";

const minute = 60_000;
const start = Date.parse("2026-12-02T00:00:00.000Z");

const session: StudentSession = {
  id: "5e55a000-0000-4000-8000-000000000001",
  courseSlug: "ai-engineers",
  courseTitle: "AI Engineering",
  topic: "Retrieval-augmented generation",
  lessonId: null,
  lessonTitle: null,
  instructorName: "Dr. Sarah Chen",
  startsAt: new Date(start).toISOString(),
  durationMinutes: 90,
  timeZone: "America/New_York",
  status: "scheduled",
  recordingUrl: null,
  attended: null,
};

function renderJoin(props: { session?: StudentSession; serverNow?: number } = {}) {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <JoinControl session={props.session ?? session} serverNow={props.serverNow ?? Date.now()} />
    </QueryClientProvider>,
  );
}

const joinButton = () => screen.getByRole("button", { name: `Join class: ${session.topic}` });
/** The button's reason, as a screen reader hears it after the name. */
const reason = () => {
  const id = joinButton().getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : null;
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the Join button's window", () => {
  test("disabled with the reason until 15 minutes before the start, then active by itself, until the end", () => {
    vi.useFakeTimers({ now: start - 20 * minute });
    renderJoin();
    expect(joinButton().hasAttribute("disabled")).toBe(true);
    expect(reason()).toBe("Join opens 15 minutes before the class starts.");

    // No reload, no other render: the button's own timer wakes it exactly when the window opens.
    act(() => vi.advanceTimersByTime(5 * minute - 1));
    expect(joinButton().hasAttribute("disabled")).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(joinButton().hasAttribute("disabled")).toBe(false);
    expect(reason()).toBe("Open now, until the class ends.");

    // Open through the class (15 minutes before + 90 minutes long), closed at its end.
    act(() => vi.advanceTimersByTime(15 * minute + 90 * minute - 1));
    expect(joinButton().hasAttribute("disabled")).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(joinButton().hasAttribute("disabled")).toBe(true);
    expect(reason()).toBe("This class has ended.");
  });

  test("opens at the very instant, not at the button's next once-a-minute look at the clock", () => {
    // A start 20 seconds past the minute: the window opens between two of the minute's ticks.
    const odd = { ...session, startsAt: new Date(start + 20_000).toISOString() };
    vi.useFakeTimers({ now: start - 16 * minute });
    renderJoin({ session: odd });
    act(() => vi.advanceTimersByTime(minute + 20_000 - 1));
    expect(joinButton().hasAttribute("disabled")).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(joinButton().hasAttribute("disabled")).toBe(false);
  });

  test("active at once inside the window", () => {
    vi.useFakeTimers({ now: start - 10 * minute });
    renderJoin();
    expect(joinButton().hasAttribute("disabled")).toBe(false);
  });

  test("a computer that slept past the opening finds the button open when the tab is shown again", () => {
    vi.useFakeTimers({ now: start - 60 * minute });
    renderJoin();
    expect(joinButton().hasAttribute("disabled")).toBe(true);
    // The clock jumps without the timers firing (as after sleep); the tab becoming visible reads it again.
    vi.setSystemTime(start - 5 * minute);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(joinButton().hasAttribute("disabled")).toBe(false);
  });

  test("a cancelled class offers no button, and says why", () => {
    renderJoin({ session: { ...session, status: "cancelled" }, serverNow: start - 5 * minute });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("This class was cancelled.")).toBeTruthy();
  });
});
