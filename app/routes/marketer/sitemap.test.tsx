import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { type SitemapEntryRow, type SitemapOverview, sitemapMessages } from "#contracts/seo-sitemap.ts";
import SitemapRoute, { meta } from "./sitemap.tsx";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Sent = { method: string; url: URL; body?: Record<string, unknown> };

function fakeApi(
  options: {
    validation?: SitemapOverview["validation"];
    robotsSave?: { status: number; body: unknown };
  } = {},
) {
  let robots = {
    builtIn: "User-agent: *\nAllow: /\nDisallow: /dashboard/",
    rules: "",
    version: 0,
    updatedBy: null as string | null,
    updatedAt: null as string | null,
    served: "User-agent: *\nAllow: /\nDisallow: /dashboard/\n\nSitemap: https://ailabs.example/sitemap.xml\n",
  };
  const entries: SitemapEntryRow[] = [
    { path: "/", title: "Home | AI Labs", lastmod: "2026-11-20", included: true, reason: null },
    { path: "/blog", title: "Blog | AI Labs", lastmod: null, included: true, reason: null },
    { path: "/hidden", title: "Hidden | AI Labs", lastmod: null, included: false, reason: "noindex" },
  ];
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (url.pathname === "/api/seo/sitemap") {
        return json({
          sitemapUrl: "https://ailabs.example/sitemap.xml",
          entries,
          robotsTxt: "User-agent: *\nAllow: /\nDisallow: /api/\n",
          validation: options.validation ?? { valid: true, files: 1, urls: 2, problems: [] },
        } satisfies SitemapOverview);
      }
      if (url.pathname === "/api/seo/sitemap/pages" && method === "PUT") {
        const entry = entries.find((e) => e.path === body.path);
        if (entry) Object.assign(entry, { included: body.include, reason: body.include ? null : "excluded" });
        return new Response(null, { status: 204 });
      }
      if (url.pathname === "/api/seo/robots" && method === "GET") return json(robots);
      if (url.pathname === "/api/seo/robots" && method === "PUT") {
        if (options.robotsSave) return json(options.robotsSave.body, options.robotsSave.status);
        robots = {
          ...robots,
          rules: body.rules,
          version: robots.version + 1,
          updatedBy: "Sam Patel",
          updatedAt: "2026-11-28T08:00:00.000Z",
        };
        return json(robots);
      }
      if (url.pathname === "/api/seo/robots-test") {
        const blocked = url.searchParams.get("path")?.startsWith("/api/");
        return json(
          blocked
            ? { allowed: false, line: 3, rule: "Disallow: /api/" }
            : { allowed: true, line: 2, rule: "Allow: /" },
        );
      }
      return json({ error: "Not found" }, 404);
    }),
  );
  return sent;
}

function renderPage() {
  const path = "/dashboard/digital-marketer/sitemap";
  const router = createMemoryRouter([{ path, element: <SitemapRoute /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=sitemap-token; path=/";
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = "XSRF-TOKEN=; max-age=0; path=/";
});

describe("Sitemap", () => {
  test("is a private portal page titled in the SEO portal", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^Sitemap \| SEO Management \| AI Labs$/);
  });

  test("says how many pages are in and why one is out; a noindex page points to Meta Tags", async () => {
    fakeApi();
    renderPage();
    expect(await screen.findByText(/2 of 3 public pages are in/)).toBeTruthy();
    const hidden = screen.getByRole("row", { name: /\/hidden/ });
    expect(within(hidden).getByText("Out: noindex")).toBeTruthy();
    expect(within(hidden).getByRole("link", { name: "Edit metadata of /hidden" }).getAttribute("href")).toBe(
      "/dashboard/digital-marketer/meta-tags?path=%2Fhidden",
    );
    expect(within(screen.getByRole("row", { name: /Home/ })).getByText("Nov 20, 2026")).toBeTruthy();
  });

  test("says the sitemap is valid, or lists what is wrong with it", async () => {
    fakeApi();
    renderPage();
    expect(await screen.findByText(/Valid sitemap: 2 addresses in 1 file/)).toBeTruthy();
    cleanup();
    fakeApi({
      validation: {
        valid: false,
        files: 1,
        urls: 2,
        problems: ["sitemap.xml: Entry 2: /x is not an absolute address on https://ailabs.example."],
      },
    });
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("sitemap.xml has problems search engines will reject");
    expect(alert.textContent).toContain("Entry 2: /x is not an absolute address");
  });

  test("leaves a page out and puts it back", async () => {
    const sent = fakeApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Leave out /blog" }));
    expect(await screen.findByText(sitemapMessages.excluded)).toBeTruthy();
    expect(sent.find((call) => call.method === "PUT")?.body).toEqual({ path: "/blog", include: false });
    await user.click(await screen.findByRole("button", { name: "Put back /blog" }));
    await waitFor(() => expect(sent.filter((call) => call.method === "PUT")).toHaveLength(2));
    expect(sent.filter((call) => call.method === "PUT")[1]?.body).toEqual({ path: "/blog", include: true });
  });

  test("the robots tester shows robots.txt and answers with the deciding line", async () => {
    const sent = fakeApi();
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Test a path against robots.txt" });
    expect(screen.getByText(/Disallow: \/api\//, { selector: "pre" })).toBeTruthy();
    const path = within(form).getByLabelText("Path");
    await user.clear(path);
    await user.type(path, "/api/user");
    await user.selectOptions(within(form).getByLabelText("Crawler"), "Bingbot");
    await user.click(within(form).getByRole("button", { name: "Test" }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toMatch(/Bingbot may not fetch \/api\/user \(line 3: Disallow: \/api\/\)/);
    const call = sent.find((c) => c.url.pathname === "/api/seo/robots-test");
    expect(call?.url.searchParams.get("agent")).toBe("Bingbot");
  });

  test("the robots.txt editor shows the built-in lines and saves the marketer's with the version", async () => {
    const sent = fakeApi();
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "robots.txt rules" });
    expect(within(form).getByText(/Disallow: \/dashboard\//)).toBeTruthy();
    await user.type(within(form).getByLabelText("Your rules"), "User-agent: GPTBot{Enter}Disallow: /");
    await user.click(within(form).getByRole("button", { name: "Save robots.txt" }));
    expect(await screen.findByText("robots.txt saved")).toBeTruthy();
    expect(
      sent.find((call) => call.method === "PUT" && call.url.pathname === "/api/seo/robots")?.body,
    ).toEqual({
      rules: "User-agent: GPTBot\nDisallow: /",
      version: 0,
    });
  });

  test("a refused rule comes back at the field with the line, and the text stays", async () => {
    const refusal = "These rules would let Googlebot into /dashboard/, which stays private.";
    fakeApi({
      robotsSave: { status: 400, body: { error: refusal, errors: [{ message: refusal, field: "rules" }] } },
    });
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "robots.txt rules" });
    const rules = within(form).getByLabelText("Your rules") as HTMLTextAreaElement;
    await user.type(rules, "User-agent: *{Enter}Allow: /dashboard/");
    await user.click(within(form).getByRole("button", { name: "Save robots.txt" }));
    expect(await within(form).findByText(refusal)).toBeTruthy();
    expect(rules.value).toBe("User-agent: *\nAllow: /dashboard/");
  });

  test("a path that is not a path is refused before asking", async () => {
    const sent = fakeApi();
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Test a path against robots.txt" });
    const path = within(form).getByLabelText("Path");
    await user.clear(path);
    await user.type(path, "https://elsewhere.example/");
    await user.click(within(form).getByRole("button", { name: "Test" }));
    expect(await within(form).findByText(sitemapMessages.pathInvalid)).toBeTruthy();
    expect(sent.some((c) => c.url.pathname === "/api/seo/robots-test")).toBe(false);
  });
});
