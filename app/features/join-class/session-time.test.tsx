import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { forgetViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { SessionTime, sessionTimeLines } from "./session-time.tsx";

// A 90-minute class at 7:00 PM in New York on Tue, Dec 1, 2026 (EST): 00:00 UTC on Dec 2.
const session = { startsAt: "2026-12-02T00:00:00.000Z", durationMinutes: 90, timeZone: "America/New_York" };

const lines = (container: HTMLElement) =>
  [...container.querySelectorAll("time, time + span")].map((node) => node.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  forgetViewerTimeZone();
  vi.restoreAllMocks();
});

describe("a session's time", () => {
  test("without the viewer's zone (the server's render): the batch's time, said as such", () => {
    expect(sessionTimeLines(session, null)).toEqual({
      when: "Tue, Dec 1, 7:00 PM – 8:30 PM",
      note: "New York time",
    });
  });

  test("a viewer on another day: their time first, the batch's day and time beside it", () => {
    expect(sessionTimeLines(session, "Asia/Kolkata")).toEqual({
      when: "Wed, Dec 2, 5:30 AM – 7:00 AM",
      note: "Your time · Tue, Dec 1, 7:00 PM in New York",
    });
  });

  test("a viewer on the same day in another zone: the batch's time without the day", () => {
    expect(sessionTimeLines(session, "America/Los_Angeles")).toEqual({
      when: "Tue, Dec 1, 4:00 PM – 5:30 PM",
      note: "Your time · 7:00 PM in New York",
    });
  });

  test("a viewer whose clock reads like the batch's (another name for the zone): said once", () => {
    expect(sessionTimeLines(session, "US/Eastern")).toEqual({
      when: "Tue, Dec 1, 7:00 PM – 8:30 PM",
      note: "Your time, same as New York",
    });
  });

  test("in the browser it renders in the browser's own zone", () => {
    vi.stubEnv("TZ", "Asia/Kolkata");
    forgetViewerTimeZone();
    const { container } = render(<SessionTime session={session} />);
    expect(lines(container)).toEqual([
      "Wed, Dec 2, 5:30 AM – 7:00 AM",
      "Your time · Tue, Dec 1, 7:00 PM in New York",
    ]);
    expect(screen.getByText("Wed, Dec 2, 5:30 AM – 7:00 AM").getAttribute("datetime")).toBe(session.startsAt);
  });

  test("the server writes the batch's zone; hydration matches it, then switches to the viewer's", async () => {
    vi.stubEnv("TZ", "Asia/Kolkata");
    forgetViewerTimeZone();
    const html = renderToString(<SessionTime session={session} />);
    expect(html).toContain("Tue, Dec 1, 7:00 PM – 8:30 PM");
    expect(html).toContain("New York time");
    expect(html).not.toContain("5:30 AM");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, <SessionTime session={session} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(lines(container)).toEqual([
      "Wed, Dec 2, 5:30 AM – 7:00 AM",
      "Your time · Tue, Dec 1, 7:00 PM in New York",
    ]);
    container.remove();
  });
});
