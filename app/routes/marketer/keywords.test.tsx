import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { type KeywordRow, keywordMessages, type PageKeyphrase } from "#contracts/seo-keywords.ts";
import KeywordsRoute, { meta } from "./keywords.tsx";

const path = "/dashboard/digital-marketer/keywords";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const rows: KeywordRow[] = [
  {
    path: "/courses/machine-learning",
    title: "Machine Learning | AI Labs",
    keyphrase: "machine learning",
    synonyms: ["ML"],
    passed: 6,
    applicable: 8,
    sharedWith: ["/blog/ml"],
    views: 1200,
  },
  {
    path: "/about",
    title: "About | AI Labs",
    keyphrase: "",
    synonyms: [],
    passed: null,
    applicable: null,
    sharedWith: [],
    views: 40,
  },
];

function page(overrides: Partial<PageKeyphrase> = {}): PageKeyphrase {
  return {
    path: "/courses/machine-learning",
    title: "Machine Learning | AI Labs",
    keyphrase: "machine learning",
    synonyms: ["ML"],
    version: 2,
    checks: [
      { check: "title", status: "problem", message: "The title does not have the keyphrase." },
      { check: "h1", status: "good", message: "The H1 has the keyphrase." },
      { check: "image-alt", status: "na", message: "The page's content has no image with alt text." },
    ],
    checkedAt: "2026-11-28T08:00:00.000Z",
    sharedWith: [{ path: "/blog/ml", title: "ML post" }],
    updatedBy: "Sam Patel",
    updatedAt: "2026-11-28T08:00:00.000Z",
    ...overrides,
  };
}

type Sent = { method: string; url: URL; body: unknown };

function fakeApi(options: { save?: { status: number; body: unknown } } = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (url.pathname === "/api/seo/keywords" && method === "GET") {
        const filter = url.searchParams.get("filter");
        const items = rows.filter((row) => filter !== "shared" || row.sharedWith.length > 0);
        return json({ items, total: items.length, page: 1, pageSize: 25 });
      }
      if (url.pathname === "/api/seo/keywords/page") {
        if (url.searchParams.get("path") === "/nope") return json({ error: "Not found" }, 404);
        return json(page());
      }
      if (url.pathname === "/api/seo/keywords" && method === "PUT")
        return json(options.save?.body ?? page({ ...body, version: 3 }), options.save?.status ?? 200);
      if (url.pathname === "/api/seo/keywords/check")
        return json(
          page({ checks: [{ check: "title", status: "good", message: "The title has the keyphrase." }] }),
        );
      return json({ error: "Not found" }, 404);
    }),
  );
  return sent;
}

function renderPage(entry = path) {
  const router = createMemoryRouter([{ path, element: <KeywordsRoute /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=keywords-token; path=/";
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = "XSRF-TOKEN=; max-age=0; path=/";
});

describe("meta", () => {
  test("is a private portal page titled in the SEO portal", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^Keywords \| SEO Management \| AI Labs$/);
  });
});

describe("Keywords", () => {
  test("lists pages with their keyphrase, checks passed and a shared keyphrase flagged", async () => {
    fakeApi();
    renderPage();
    const row = await screen.findByRole("row", { name: /Machine Learning \| AI Labs/ });
    expect(within(row).getByText("6 of 8 pass")).toBeTruthy();
    expect(within(row).getByText("Shared with 1 page")).toBeTruthy();
    expect(within(row).getByText("Also: ML")).toBeTruthy();
    const about = screen.getByRole("row", { name: /About \| AI Labs/ });
    expect(within(about).getByRole("link", { name: "Keyphrase of /about" }).textContent).toBe(
      "Set keyphrase",
    );
  });

  test("the filter goes to the URL and the query", async () => {
    const sent = fakeApi();
    const router = renderPage();
    await screen.findByRole("row", { name: /About/ });
    await userEvent.setup().selectOptions(screen.getByLabelText("Filter pages"), "shared");
    expect(router.state.location.search).toBe("?filter=shared");
    await vi.waitFor(() => expect(screen.queryByRole("row", { name: /About/ })).toBeNull());
    expect(sent.some((call) => call.url.searchParams.get("filter") === "shared")).toBe(true);
  });

  test("a page's checks say their status in words, with the Meta Tags fix one click away", async () => {
    fakeApi();
    renderPage(`${path}?path=%2Fcourses%2Fmachine-learning`);
    const checks = await screen.findByRole("list", { name: "Checks of the keyphrase" });
    const title = within(checks).getAllByRole("listitem")[0] as HTMLElement;
    expect(within(title).getByText("Problem")).toBeTruthy();
    expect(within(title).getByRole("link", { name: "Fix the title in Meta Tags" }).getAttribute("href")).toBe(
      "/dashboard/digital-marketer/meta-tags?path=%2Fcourses%2Fmachine-learning&field=title",
    );
    expect(within(checks).getByText("Does not apply")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Other pages have this keyphrase" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "ML post" }).getAttribute("href")).toBe(
      `${path}?path=%2Fblog%2Fml`,
    );
  });

  test("saves the keyphrase with its synonyms as a list and the version it was opened with", async () => {
    const sent = fakeApi();
    renderPage(`${path}?path=%2Fcourses%2Fmachine-learning`);
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Keyphrase of /courses/machine-learning" });
    const synonyms = within(form).getByLabelText("Synonyms");
    await user.clear(synonyms);
    await user.type(synonyms, "ML, machine-learning , ");
    await user.click(within(form).getByRole("button", { name: "Save keyphrase" }));
    expect(await screen.findByText(keywordMessages.saved)).toBeTruthy();
    expect(sent.find((call) => call.method === "PUT")?.body).toEqual({
      path: "/courses/machine-learning",
      version: 2,
      keyphrase: "machine learning",
      synonyms: ["ML", "machine-learning"],
    });
  });

  test("a conflict shows the server's words and keeps what was typed", async () => {
    fakeApi({ save: { status: 409, body: { error: keywordMessages.conflict } } });
    renderPage(`${path}?path=%2Fcourses%2Fmachine-learning`);
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Keyphrase of /courses/machine-learning" });
    const keyphrase = within(form).getByLabelText("Focus keyphrase");
    await user.clear(keyphrase);
    await user.type(keyphrase, "deep learning");
    await user.click(within(form).getByRole("button", { name: "Save keyphrase" }));
    expect((await within(form).findByRole("alert")).textContent).toContain(keywordMessages.conflict);
    expect((keyphrase as HTMLInputElement).value).toBe("deep learning");
  });

  test("Check again shows the new results", async () => {
    const sent = fakeApi();
    renderPage(`${path}?path=%2Fcourses%2Fmachine-learning`);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Check again" }));
    expect(await screen.findByText("The title has the keyphrase.")).toBeTruthy();
    expect(sent.find((call) => call.url.pathname === "/api/seo/keywords/check")?.body).toEqual({
      path: "/courses/machine-learning",
    });
  });

  test("an unknown path says so", async () => {
    fakeApi();
    renderPage(`${path}?path=%2Fnope`);
    expect((await screen.findByRole("alert")).textContent).toContain("No public page has the path");
  });
});
