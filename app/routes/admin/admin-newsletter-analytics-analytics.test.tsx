import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import type {
  CampaignAnalytics,
  CampaignMetrics,
  NewsletterAnalytics,
} from "#contracts/newsletter-analytics.ts";
import {
  newsletterAdmin,
  newsletterPagePath,
  renderNewsletterPage,
  searchOf,
} from "./newsletter-page.test-support.tsx";

// The Analytics tab of the newsletter page (issue 22): the campaigns side by side with their rates, the range
// in the URL and the request, one campaign's links, and the empty states. Fetch is stubbed as in
// admin-newsletter-analytics.test.tsx.
const path = newsletterPagePath;
const me = newsletterAdmin;
const renderPage = (at: string = `${newsletterPagePath}?tab=analytics`) => renderNewsletterPage(at);
const marchId = "c0000000-0000-4000-8000-000000000001";

function metrics(overrides: Partial<CampaignMetrics> = {}): CampaignMetrics {
  return {
    id: marchId,
    subject: "March news",
    status: "sent",
    startedAt: "2026-03-04T10:00:00.000Z",
    recipients: 200,
    sent: 200,
    delivered: 0,
    bounced: 3,
    complained: 1,
    opened: 80,
    proxyOpened: 25,
    clicked: 40,
    clickToOpenRate: 0.5,
    unsubscribed: 2,
    conversions: 4,
    perSubscriber: true,
    ...overrides,
  };
}

const quietDays = (days: number) =>
  Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10),
    subscribed: 0,
    confirmed: 0,
    unsubscribed: 0,
  }));

function overview(days: number, overrides: Partial<NewsletterAnalytics> = {}): NewsletterAnalytics {
  const growth = quietDays(days);
  if (growth[0]) growth[0] = { ...growth[0], subscribed: 12, confirmed: 9, unsubscribed: 1 };
  return {
    days,
    totals: { subscribed: 1234, pending: 56, unsubscribed: 78 },
    campaigns: [
      metrics(),
      metrics({
        id: "c0000000-0000-4000-8000-000000000002",
        subject: "February news",
        startedAt: "2026-02-04T10:00:00.000Z",
        sent: 0,
        recipients: 0,
        opened: 0,
        proxyOpened: 0,
        clicked: 0,
        clickToOpenRate: null,
        bounced: 0,
        complained: 0,
        unsubscribed: 0,
        conversions: 0,
      }),
    ],
    growth,
    sources: [
      { source: "site-newsletter", count: 9 },
      { source: "spring-fair", count: 3 },
    ],
    ...overrides,
  };
}

const longUrl = `https://ailabs.test/courses/ai-engineers?utm_source=newsletter&utm_campaign=${"march".repeat(20)}`;
const detail: CampaignAnalytics = {
  metrics: metrics(),
  links: [
    { url: longUrl, clicks: 55, uniqueClicks: 31 },
    { url: "https://ailabs.test/bootcamp", clicks: 12, uniqueClicks: 9 },
  ],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A fake of the analytics calls, and a log of the URLs asked for. */
function fakeApi(answer: (days: number) => NewsletterAnalytics = (days) => overview(days)) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === "/api/user") return json(me);
      if (url.pathname === "/api/admin/newsletter/analytics")
        return json(answer(Number(url.searchParams.get("days") ?? "30")));
      if (url.pathname === `/api/admin/newsletter/campaigns/${marchId}/analytics`) return json(detail);
      return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
    }),
  );
  return { calls };
}

const overviewCalls = (calls: string[]) =>
  calls.filter((c) => c.startsWith("/api/admin/newsletter/analytics?"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the Analytics tab", () => {
  test("shows the totals and each campaign's figures with its rates of the mails sent", async () => {
    fakeApi();
    renderPage();
    expect(screen.getByRole("tab", { name: "Analytics" }).getAttribute("aria-selected")).toBe("true");
    const march = await screen.findByRole("row", { name: /March news/ });
    const cells = within(march)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    // Started, sent, delivered, bounced, opened + open rate, proxy opens, clicked + click rate, CTOR,
    // unsubscribed, complaints, conversions.
    expect(cells).toEqual([
      "Mar 4, 2026",
      "200",
      "0",
      "3",
      "80Open rate 40%",
      "25",
      "40Click rate 20%",
      "50%",
      "2",
      "1",
      "4",
    ]);
    // Nothing sent: rates are a dash, not 0 %.
    const february = screen.getByRole("row", { name: /February news/ });
    expect(within(february).getAllByText("–")).toHaveLength(3);

    expect(screen.getByText("Subscribers now").nextElementSibling?.textContent).toBe("1,234");
    expect(screen.getByText("Pending").nextElementSibling?.textContent).toBe("56");
    expect(screen.getByRole("link", { name: "CSV of the campaigns" }).getAttribute("href")).toBe(
      "/api/admin/newsletter/analytics/export?report=campaigns&days=30",
    );
    expect(screen.getByRole("link", { name: "CSV of the sign-up sources" }).getAttribute("href")).toBe(
      "/api/admin/newsletter/analytics/export?report=sources&days=30",
    );
    expect(screen.getByText(/excluding opens made only by mail privacy proxies/)).toBeTruthy();
    const sources = screen.getByRole("region", { name: "Sign-up sources, 2 rows" });
    expect(within(within(sources).getByRole("row", { name: /spring-fair/ })).getByText("25%")).toBeTruthy();
    expect(
      screen.getByRole("img", { name: /12 subscribed, 9 confirmed, 1 unsubscribed in all/ }),
    ).toBeTruthy();
  });

  test("a range preset goes into the URL and the request; a bad days value reads as 30", async () => {
    const { calls } = fakeApi();
    const user = userEvent.setup();
    const { router } = renderPage(`${path}?tab=analytics&days=9999`);
    await screen.findByRole("row", { name: /March news/ });
    expect(overviewCalls(calls)).toEqual(["/api/admin/newsletter/analytics?days=30"]);
    expect((screen.getByLabelText("Date range") as HTMLSelectElement).value).toBe("30");

    await user.selectOptions(screen.getByLabelText("Date range"), "90");
    expect(searchOf(router)).toEqual({ tab: "analytics", days: "90" });
    await waitFor(() => expect(overviewCalls(calls)).toContain("/api/admin/newsletter/analytics?days=90"));
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "CSV of the list's growth by day" }).getAttribute("href")).toBe(
        "/api/admin/newsletter/analytics/export?report=growth&days=90",
      ),
    );
  });

  test("a campaign opens its details in the URL, with each link's clicks as text", async () => {
    const { calls } = fakeApi();
    const user = userEvent.setup();
    const { router } = renderPage();
    const march = await screen.findByRole("row", { name: /March news/ });
    await user.click(within(march).getByRole("link", { name: "March news" }));
    expect(searchOf(router)).toEqual({ tab: "analytics", campaign: marchId });

    const panel = await screen.findByRole("region", { name: "March news" });
    const links = await within(panel).findByRole("region", { name: /^Clicks by link/ });
    const first = within(links).getByTitle(longUrl);
    expect(first.textContent).toBe(longUrl);
    expect(first.closest("a")).toBeNull();
    expect(within(within(links).getByRole("row", { name: /bootcamp/ })).getByText("12")).toBeTruthy();
    expect(within(panel).getByText("Proxy opens").nextElementSibling?.textContent).toBe("25");
    expect(calls).toContain(`/api/admin/newsletter/campaigns/${marchId}/analytics`);
    expect(within(march).getByRole("link", { name: "March news" }).getAttribute("aria-current")).toBe("true");

    await user.click(within(panel).getByRole("link", { name: /Close/ }));
    expect(searchOf(router)).toEqual({ tab: "analytics" });
    expect(screen.queryByRole("region", { name: /^Clicks by link/ })).toBeNull();
  });

  test("says when no campaign was sent and nobody signed up in the range", async () => {
    fakeApi((days) => ({ ...overview(days), campaigns: [], growth: quietDays(days), sources: [] }));
    renderPage(`${path}?tab=analytics&days=7`);
    expect(await screen.findByText("No campaign sent yet")).toBeTruthy();
    expect(screen.getByText("No sign-ups in the last 7 days")).toBeTruthy();
    expect(screen.getByText("No sign-ups in this range.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /CSV/ })).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });

  test("a failed load says so and can be retried", async () => {
    let fail = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname === "/api/user") return json(me);
        if (fail) return json({ error: "Database unavailable" }, 503);
        return json(overview(30));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(/Could not load the newsletter analytics: Database unavailable/),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("row", { name: /March news/ })).toBeTruthy();
  });
});
