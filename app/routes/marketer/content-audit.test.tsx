import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { type AuditFinding, type AuditOverview, type AuditRun, auditMessages } from "#contracts/seo-audit.ts";
import ContentAuditRoute, { meta } from "./content-audit.tsx";

const path = "/dashboard/digital-marketer/content-audit";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function run(overrides: Partial<AuditRun> = {}): AuditRun {
  return {
    id: "run-1",
    status: "done",
    startedAt: "2026-11-28T08:00:00.000Z",
    finishedAt: "2026-11-28T08:00:40.000Z",
    startedBy: "Sam Patel",
    pagesTotal: 47,
    pagesDone: 47,
    score: 84,
    errors: 1,
    warnings: 2,
    notices: 3,
    failure: null,
    ...overrides,
  };
}

function finding(overrides: Partial<AuditFinding> = {}): AuditFinding {
  return {
    path: "/courses/deep-learning",
    pageTitle: "Deep Learning | AI Labs",
    rule: "title-too-long",
    severity: "warning",
    message:
      "The title has 72 characters (about 650 px); search results show about 60 (580 px) and cut the rest.",
    fix: "title",
    views: 1200,
    ...overrides,
  };
}

const doneOverview: AuditOverview = {
  current: run(),
  lastDone: run(),
  history: [
    { id: "run-0", finishedAt: "2026-11-27T08:00:40.000Z", score: 78 },
    { id: "run-1", finishedAt: "2026-11-28T08:00:40.000Z", score: 84 },
  ],
  ruleCounts: [
    { rule: "title-too-long", severity: "warning", count: 2 },
    { rule: "broken-link", severity: "error", count: 1 },
  ],
};
const allFindings: AuditFinding[] = [
  finding(),
  finding({
    path: "/blog/rag",
    pageTitle: "RAG",
    rule: "broken-link",
    severity: "error",
    message: "Links to 1 page that does not exist: /gone.",
    fix: "content",
    views: 40,
  }),
  finding({ path: "/about", pageTitle: "About", rule: "description-missing", fix: "description", views: 3 }),
  finding({
    path: "/old",
    pageTitle: "Old",
    rule: "redirected-link",
    severity: "notice",
    fix: "redirects",
    views: 0,
  }),
];

type Sent = { method: string; url: URL };

/** Fakes of the three audit endpoints; `overviews` answers in turn (the last one repeats). */
function fakeApi(options: {
  overviews: AuditOverview[];
  start?: { status: number; body: unknown };
  findingsStatus?: number;
}) {
  const sent: Sent[] = [];
  let read = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      sent.push({ method, url });
      if (url.pathname === "/api/seo/audit" && method === "POST")
        return json(options.start?.body ?? run({ status: "running" }), options.start?.status ?? 202);
      if (url.pathname === "/api/seo/audit") {
        const overview = options.overviews[Math.min(read, options.overviews.length - 1)];
        read += 1;
        return json(overview);
      }
      if (url.pathname === "/api/seo/audit/findings") {
        if (options.findingsStatus) return json({ error: "Boom" }, options.findingsStatus);
        const overview = options.overviews.at(-1);
        const rule = url.searchParams.get("rule");
        const q = url.searchParams.get("q") ?? "";
        const items = overview?.lastDone
          ? allFindings.filter((f) => (!rule || f.rule === rule) && f.path.includes(q))
          : [];
        return json({ items, total: items.length, page: 1, pageSize: 25 });
      }
      return json({ error: "Not found" }, 404);
    }),
  );
  return sent;
}

function renderPage(entry = path) {
  const router = createMemoryRouter([{ path, element: <ContentAuditRoute /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=audit-token; path=/";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = "XSRF-TOKEN=; max-age=0; path=/";
});

describe("meta", () => {
  test("is a private portal page titled in the SEO portal", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^Content Audit \| SEO Management \| AI Labs$/);
  });
});

describe("Content Audit", () => {
  test("before the first run it says so and offers the button", async () => {
    fakeApi({ overviews: [{ current: null, lastDone: null, history: [], ruleCounts: [] }] });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Content Audit" })).toBeTruthy();
    expect((await screen.findAllByText(auditMessages.neverRun)).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Run audit" })).toBeTruthy();
  });

  test("a run shows its progress, then the score and the new findings", async () => {
    const running = run({
      id: "run-2",
      status: "running",
      pagesDone: 12,
      pagesTotal: 47,
      score: null,
      finishedAt: null,
    });
    const sent = fakeApi({
      overviews: [
        { current: null, lastDone: null, history: [], ruleCounts: [] },
        { current: running, lastDone: null, history: [], ruleCounts: [] },
        doneOverview,
      ],
      start: { status: 202, body: running },
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Run audit" }));
    expect(sent.some((s) => s.method === "POST" && s.url.pathname === "/api/seo/audit")).toBe(true);
    const progress = await screen.findByRole("progressbar", { name: "Page 12 of 47" });
    expect(progress.getAttribute("value")).toBe("12");
    expect(screen.getByRole("button", { name: "Auditing…" })).toHaveProperty("disabled", true);
    // The overview is read again each second while running; the findings follow once it is done.
    expect(await screen.findByText("84", {}, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByRole("row", { name: /Deep Learning \| AI Labs/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Run audit" })).toHaveProperty("disabled", false);
    expect(screen.getByText("1 error, 2 warnings, 3 notices on 47 pages")).toBeTruthy();
    expect(screen.getByRole("img", { name: "From 78 to 84" })).toBeTruthy();
  });

  test("a second start gets the 409's words", async () => {
    fakeApi({
      overviews: [doneOverview],
      start: { status: 409, body: { error: auditMessages.alreadyRunning } },
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Run audit" }));
    expect((await screen.findByRole("alert")).textContent).toBe(auditMessages.alreadyRunning);
  });

  test("a run that failed says why and can be run again", async () => {
    fakeApi({
      overviews: [
        {
          ...doneOverview,
          current: run({ id: "run-3", status: "failed", failure: auditMessages.interrupted, score: null }),
        },
      ],
    });
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toBe(auditMessages.interrupted);
    expect(screen.getByRole("button", { name: "Run audit" })).toHaveProperty("disabled", false);
  });

  test("each finding links to the place that fixes it", async () => {
    fakeApi({ overviews: [doneOverview] });
    renderPage();
    const href = async (name: string) => (await screen.findByRole("link", { name })).getAttribute("href");
    expect(await href("Fix title of /courses/deep-learning")).toBe(
      "/dashboard/digital-marketer/meta-tags?path=%2Fcourses%2Fdeep-learning&field=title",
    );
    expect(await href("Fix description of /about")).toBe(
      "/dashboard/digital-marketer/meta-tags?path=%2Fabout&field=description",
    );
    expect(await href("Open the redirects to fix /old")).toBe("/dashboard/digital-marketer/seo-settings");
    const open = await screen.findByRole("link", { name: "Open /blog/rag in a new tab" });
    expect(open.getAttribute("href")).toBe("/blog/rag");
    expect(open.getAttribute("target")).toBe("_blank");
    const row = screen.getByRole("row", { name: /RAG/ });
    expect(within(row).getByText("Broken internal link")).toBeTruthy();
    expect(within(row).getByText("Error")).toBeTruthy();
  });

  test("a check's count filters the list, in the URL; a search that matches nothing offers to clear", async () => {
    const sent = fakeApi({ overviews: [doneOverview] });
    const router = renderPage();
    const user = userEvent.setup();
    const checks = await screen.findByRole("region", { name: "By check" });
    await user.click(within(checks).getByRole("button", { name: /Broken internal link/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?rule=broken-link"));
    await waitFor(() => expect(screen.queryByRole("row", { name: /Deep Learning/ })).toBeNull());
    expect(sent.some((s) => s.url.searchParams.get("rule") === "broken-link")).toBe(true);
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "/nowhere");
    await waitFor(() => expect(router.state.location.search).toBe("?q=%2Fnowhere&rule=broken-link"));
    expect(await screen.findByText(auditMessages.noFindings)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByRole("row", { name: /Deep Learning/ })).toBeTruthy();
  });

  test("Page Management's issues link lands filtered by the page", async () => {
    const sent = fakeApi({ overviews: [doneOverview] });
    renderPage(`${path}?q=%2Fabout`);
    expect(await screen.findByRole("row", { name: /About/ })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" }).value).toBe("/about");
    expect(sent.some((s) => s.url.searchParams.get("q") === "/about")).toBe(true);
  });

  test("a failed load of the findings says so", async () => {
    fakeApi({ overviews: [doneOverview], findingsStatus: 500 });
    renderPage();
    expect(await screen.findByText(`${auditMessages.loadFailed}: Boom`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
