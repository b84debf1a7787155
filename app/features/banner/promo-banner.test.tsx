import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { UpcomingBatch } from "#contracts/batches.ts";
import { PromoBanner } from "./promo-banner.tsx";

const now = new Date("2026-03-01T09:00:00.000Z");

const farBatch: UpcomingBatch = {
  type: "weekend",
  startDate: "2026-05-02", // 62 days away: early bird
  schedule: "Sat & Sun, 10:00-13:00",
  seatsAvailable: 12,
  course: { title: "Machine Learning" },
};
const nearBatch: UpcomingBatch = {
  type: "fast_track",
  startDate: "2026-03-20", // 19 days away
  schedule: "Mon-Fri, 18:00-21:00",
  seatsAvailable: 4,
  course: { title: "Prompt Engineering Essentials" },
};
const otherBatch: UpcomingBatch = {
  type: "regular",
  startDate: "2026-03-31", // exactly 30 days away: not early bird
  schedule: "Tue & Thu evenings",
  seatsAvailable: 20,
  course: { title: "Quantum Basket Weaving" },
};

function renderBanner(batches: UpcomingBatch[] | undefined, options: { promoBanner?: boolean } = {}) {
  const shell = createShellStore({});
  if (batches) shell.set("upcomingBatches", batches);
  if (options.promoBanner !== undefined) {
    shell.set("siteSettings", {
      phone: "",
      email: "",
      promoBanner: options.promoBanner,
      payments: { provider: "test", testModeNotice: false },
    });
  }
  // No data in the cache would make the hook fetch; the stub keeps that request pending.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise(() => {})),
  );
  return render(
    <ShellStoreProvider store={shell}>
      <MemoryRouter>
        <PromoBanner />
      </MemoryRouter>
    </ShellStoreProvider>,
  );
}

function banner() {
  return screen.getByRole("region", { name: "Upcoming batches" });
}

beforeEach(() => {
  vi.useFakeTimers({ now });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PromoBanner", () => {
  test("renders nothing when an admin turned the banner off (no gap, no height published)", () => {
    const { container } = renderBanner([farBatch, nearBatch], { promoBanner: false });
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("region", { name: "Upcoming batches" })).toBeNull();
    expect(document.documentElement.style.getPropertyValue("--promo-banner-height")).toBe("");
  });

  test("shows the batch: course, type, start date, schedule and seats", () => {
    renderBanner([farBatch]);
    const region = banner();
    expect(within(region).getByText("Machine Learning")).toBeTruthy();
    expect(within(region).getByText("Weekend batch")).toBeTruthy();
    expect(within(region).getByText("May 2, 2026")).toBeTruthy();
    expect(within(region).getByText("Sat & Sun, 10:00-13:00")).toBeTruthy();
    expect(within(region).getByText("12 seats left")).toBeTruthy();
  });

  test("is sticky at the top of the page", () => {
    renderBanner([farBatch]);
    expect(banner().className).toContain("sticky");
    expect(banner().className).toContain("top-0");
  });

  test("publishes its height for what sticks under it, and withdraws it once dismissed", () => {
    // A browser's ResizeObserver reports once on observe, after layout; happy-dom's never reports.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        readonly report: () => void;
        constructor(report: () => void) {
          this.report = report;
        }
        observe() {
          this.report();
        }
        disconnect() {}
      },
    );
    renderBanner([farBatch]);
    const height = () => document.documentElement.style.getPropertyValue("--promo-banner-height");
    expect(height()).toMatch(/^\d+(\.\d+)?px$/);
    fireEvent.click(within(banner()).getByRole("button", { name: "Dismiss banner" }));
    expect(height()).toBe("");
  });

  test("renders nothing without batches", () => {
    const { container } = renderBanner([]);
    expect(container.innerHTML).toBe("");
  });

  test("renders nothing while the batches are loading", () => {
    // The pending request is sent without an XSRF cookie, which the client warns about.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = renderBanner(undefined);
    expect(container.innerHTML).toBe("");
  });

  test("an early-bird batch gets the badge and both buttons to its course page", () => {
    renderBanner([farBatch]);
    expect(within(banner()).getByText("EARLY BIRD")).toBeTruthy();
    const claim = within(banner()).getByRole("link", { name: "Claim early-bird price" });
    const enroll = within(banner()).getByRole("link", { name: "Enroll now" });
    expect(claim.getAttribute("href")).toBe("/courses/machine-learning");
    expect(enroll.getAttribute("href")).toBe("/courses/machine-learning");
  });

  test("a batch 30 days or less away has no badge and no early-bird button", () => {
    renderBanner([otherBatch]);
    expect(within(banner()).queryByText("EARLY BIRD")).toBeNull();
    expect(within(banner()).queryByRole("link", { name: "Claim early-bird price" })).toBeNull();
    // An unknown course falls back to the catalog.
    expect(within(banner()).getByRole("link", { name: "Enroll now" }).getAttribute("href")).toBe("/courses");
  });

  test("shows no dots for a single batch", () => {
    renderBanner([farBatch]);
    expect(within(banner()).queryByRole("button", { name: /^Show batch/ })).toBeNull();
  });

  test("shows one dot per batch, the current one marked", () => {
    renderBanner([farBatch, nearBatch, otherBatch]);
    const dots = within(banner()).getAllByRole("button", { name: /^Show batch \d of 3$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]!.getAttribute("aria-current")).toBe("true");
    expect(dots[1]!.hasAttribute("aria-current")).toBe(false);
  });

  test("rotates to the next batch every 4 seconds and wraps around", () => {
    renderBanner([farBatch, nearBatch]);
    expect(within(banner()).getByText("Machine Learning")).toBeTruthy();

    act(() => vi.advanceTimersByTime(3999));
    expect(within(banner()).getByText("Machine Learning")).toBeTruthy();

    act(() => vi.advanceTimersByTime(1));
    expect(within(banner()).queryByText("Machine Learning")).toBeNull();
    expect(within(banner()).getByText("Prompt Engineering Essentials")).toBeTruthy();
    expect(within(banner()).getByText("Fast-track batch")).toBeTruthy();
    expect(within(banner()).queryByText("EARLY BIRD")).toBeNull();
    expect(within(banner()).getByRole("link", { name: "Enroll now" }).getAttribute("href")).toBe(
      "/courses/prompt-engineering",
    );
    expect(
      within(banner()).getByRole("button", { name: "Show batch 2 of 2" }).getAttribute("aria-current"),
    ).toBe("true");

    act(() => vi.advanceTimersByTime(4000));
    expect(within(banner()).getByText("Machine Learning")).toBeTruthy();
  });

  test("on a phone one button steps through the batches (its name holds its visible text)", () => {
    renderBanner([farBatch, nearBatch, otherBatch]);
    const stepper = within(banner()).getByRole("button", { name: "Show the next batch, now showing 1/3" });
    fireEvent.click(stepper);
    expect(within(banner()).getByText("Prompt Engineering Essentials")).toBeTruthy();
    expect(stepper.textContent).toContain("2/3");
    fireEvent.click(stepper);
    fireEvent.click(stepper);
    expect(within(banner()).getByText("Machine Learning")).toBeTruthy();
  });

  test("does not rotate while hovered, and resumes after", () => {
    renderBanner([farBatch, nearBatch]);
    fireEvent.mouseEnter(banner());
    act(() => vi.advanceTimersByTime(12_000));
    expect(within(banner()).getByText("Machine Learning")).toBeTruthy();

    fireEvent.mouseLeave(banner());
    act(() => vi.advanceTimersByTime(4000));
    expect(within(banner()).getByText("Prompt Engineering Essentials")).toBeTruthy();
  });

  test("a dot shows its batch", () => {
    renderBanner([farBatch, nearBatch, otherBatch]);
    fireEvent.click(within(banner()).getByRole("button", { name: "Show batch 3 of 3" }));
    expect(within(banner()).getByText("Quantum Basket Weaving")).toBeTruthy();
    expect(within(banner()).getByText("Regular batch")).toBeTruthy();
  });

  test("can be dismissed, and stays dismissed", () => {
    renderBanner([farBatch, nearBatch]);
    fireEvent.click(within(banner()).getByRole("button", { name: "Dismiss banner" }));
    expect(screen.queryByRole("region", { name: "Upcoming batches" })).toBeNull();
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.queryByRole("region", { name: "Upcoming batches" })).toBeNull();
  });
});
