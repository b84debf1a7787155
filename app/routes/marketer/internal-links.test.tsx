import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import {
  type LinkOverview,
  type LinkPageRow,
  type LinkProblem,
  type LinkSuggestion,
  linkMessages,
  type PageLinks,
} from "#contracts/seo-links.ts";
import InternalLinksRoute, { meta } from "./internal-links.tsx";

const path = "/dashboard/digital-marketer/internal-links";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const overview: LinkOverview = {
  run: { id: "run-1", finishedAt: "2026-11-28T08:00:40.000Z" },
  pages: 3,
  links: 40,
  orphans: 1,
  broken: 1,
  redirected: 1,
  chains: 0,
  suggestions: 1,
};
const rows: LinkPageRow[] = [
  { path: "/blog/lonely", title: "Lonely post", inbound: 0, inboundContent: 0, outbound: 12, noindex: false },
  { path: "/courses/rag", title: "RAG course", inbound: 4, inboundContent: 2, outbound: 14, noindex: false },
  { path: "/about", title: "About AI Labs", inbound: 30, inboundContent: 0, outbound: 14, noindex: false },
  { path: "/verify-email", title: "Verify", inbound: 0, inboundContent: 0, outbound: 3, noindex: true },
];
const broken: LinkProblem = {
  fromPath: "/about",
  fromTitle: "About AI Labs",
  toPath: "/careers",
  anchor: "Careers",
  status: 410,
  redirect: null,
};
const redirected: LinkProblem = {
  fromPath: "/",
  fromTitle: "Home",
  toPath: "/investors",
  anchor: "Investors",
  status: 301,
  redirect: { to: "/about", end: "/about", endStatus: 200, hops: 1, loop: false },
};
const aboutLinks: PageLinks = {
  path: "/about",
  title: "About AI Labs",
  inbound: [{ path: "/", title: "Home", anchor: "About", inContent: false }],
  inboundTotal: 1,
  outbound: [
    { path: "/careers", anchor: "Careers", inContent: false, status: 410, redirect: null },
    { path: "/courses/rag", anchor: "RAG", inContent: true, status: 200, redirect: null },
  ],
  outboundTotal: 2,
  anchors: [{ text: "About", pages: 1 }],
};

const suggestion: LinkSuggestion = {
  fromPath: "/blog/rag",
  fromTitle: "RAG in practice",
  toPath: "/courses/ai-engineers",
  toTitle: "AI Engineering",
  keyphrase: "AI engineering",
  snippet: "…teams that do AI-engineering well ship small…",
  insertable: false,
};
// A blog post: its Markdown can take the link in one click.
const postSuggestion: LinkSuggestion = {
  fromPath: "/blog/agents",
  fromTitle: "Agents that work",
  toPath: "/courses/ai-engineers",
  toTitle: "AI Engineering",
  keyphrase: "AI engineering",
  snippet: "…good AI engineering starts with evals…",
  insertable: true,
};

function fakeApi(answers: { overview: LinkOverview; insert?: Response }) {
  const sent: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      sent.push(url);
      if (url.pathname === "/api/seo/links/insert" && init?.method === "POST")
        return (
          answers.insert ??
          json({ fromPath: "/blog/agents", toPath: "/courses/ai-engineers", mention: "AI engineering" })
        );
      if (url.pathname === "/api/seo/links") return json(answers.overview);
      if (url.pathname === "/api/seo/links/pages") {
        const orphans = url.searchParams.get("filter") === "orphans";
        const q = url.searchParams.get("q") ?? "";
        const items = rows.filter(
          (row) => (!orphans || (row.inbound === 0 && !row.noindex)) && row.path.includes(q),
        );
        return json({ items, total: items.length, page: 1, pageSize: 25 });
      }
      if (url.pathname === "/api/seo/links/problems") {
        const items = url.searchParams.get("kind") === "redirected" ? [redirected] : [broken];
        return json({ items, total: 1, page: 1, pageSize: 25 });
      }
      if (url.pathname === "/api/seo/links/suggestions")
        return json({ items: [suggestion, postSuggestion], total: 2, page: 1, pageSize: 25 });
      if (url.pathname === "/api/seo/links/page") {
        if (url.searchParams.get("path") === "/about") return json(aboutLinks);
        return json({ error: linkMessages.pageNotCrawled }, 404);
      }
      return json({ error: "Not found" }, 404);
    }),
  );
  return sent;
}

function renderPage(entry = path) {
  const router = createMemoryRouter([{ path, element: <InternalLinksRoute /> }], { initialEntries: [entry] });
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
  document.cookie = "XSRF-TOKEN=links-token; path=/";
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
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^Internal Links \| SEO Management \| AI Labs$/);
  });
});

describe("Internal Links", () => {
  test("before the first audit it says what it needs and links to the audit", async () => {
    fakeApi({
      overview: {
        run: null,
        pages: 0,
        links: 0,
        orphans: 0,
        broken: 0,
        redirected: 0,
        chains: 0,
        suggestions: 0,
      },
    });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Internal Links" })).toBeTruthy();
    expect(await screen.findByText(linkMessages.neverRun)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open Content Audit" }).getAttribute("href")).toBe(
      "/dashboard/digital-marketer/content-audit",
    );
  });

  test("shows the totals and the pages, an orphan marked in words", async () => {
    fakeApi({ overview });
    renderPage();
    expect(await screen.findByRole("row", { name: /Lonely post/ })).toBeTruthy();
    expect(within(screen.getByRole("row", { name: /Lonely post/ })).getByText("Orphan: 0")).toBeTruthy();
    // A page kept out of search needs no links: no orphan.
    const verify = screen.getByRole("row", { name: /Verify/ });
    expect(within(verify).queryByText("Orphan: 0")).toBeNull();
    expect(within(verify).getByText("Not indexed")).toBeTruthy();
    expect(screen.getByRole("button", { name: /1\s*Orphan pages/ })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Broken (1)" })).toBeTruthy();
  });

  test("the orphan total filters the list, in the URL", async () => {
    const sent = fakeApi({ overview });
    const router = renderPage();
    await screen.findByRole("row", { name: /About AI Labs/ });
    await userEvent.setup().click(screen.getByRole("button", { name: /Orphan pages/ }));
    expect(await screen.findByRole("row", { name: /Lonely post/ })).toBeTruthy();
    expect(screen.queryByRole("row", { name: /About AI Labs/ })).toBeNull();
    expect(router.state.location.search).toBe("?filter=orphans");
    expect(sent.some((url) => url.searchParams.get("filter") === "orphans")).toBe(true);
  });

  test("broken links offer a redirect of the missing address; redirected links say where they end", async () => {
    fakeApi({ overview });
    renderPage(`${path}?view=broken`);
    const row = await screen.findByRole("row", { name: /Careers/ });
    expect(within(row).getByText("Gone (410)")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Redirect /careers" }).getAttribute("href")).toBe(
      "/dashboard/digital-marketer/seo-settings?from=%2Fcareers",
    );
    await userEvent.setup().click(screen.getByRole("tab", { name: "Redirected (1)" }));
    const redirectedRow = await screen.findByRole("row", { name: /Investors/ });
    expect(redirectedRow.textContent).toContain("Redirects (301) to /about");
  });

  test("a page's links open from its row and Back returns to the list", async () => {
    fakeApi({ overview });
    const router = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Links of /about" }));
    expect(await screen.findByRole("heading", { name: "Links of /about" })).toBeTruthy();
    expect(router.state.location.search).toBe("?path=%2Fabout");
    expect(screen.getByRole("heading", { name: "Linked from 1 page" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Links to 2 addresses of the site" })).toBeTruthy();
    expect(within(screen.getByRole("row", { name: /\/careers/ })).getByText("Gone (410)")).toBeTruthy();
    const anchors = screen.getByRole("list", { name: "Anchor texts pointing here" });
    expect(within(anchors).getByRole("listitem").textContent).toBe("About × 1 page");
    await user.click(screen.getByRole("button", { name: "All pages" }));
    expect(await screen.findByRole("row", { name: /Lonely post/ })).toBeTruthy();
  });

  test("suggestions show the mention marked and copy a Markdown link", async () => {
    fakeApi({ overview });
    // user-event puts its own clipboard in place of the browser's; the test reads it back.
    const user = userEvent.setup();
    renderPage(`${path}?view=suggestions`);
    const row = await screen.findByRole("row", { name: /RAG in practice/ });
    expect(within(row).getByText("AI-engineering").tagName).toBe("MARK");
    await user.click(
      within(row).getByRole("button", { name: "Copy a Markdown link to /courses/ai-engineers" }),
    );
    expect(await navigator.clipboard.readText()).toBe("[AI engineering](/courses/ai-engineers)");
    expect(screen.getByRole("tab", { name: "Suggestions (1)" }).getAttribute("aria-selected")).toBe("true");
  });

  test("a blog post's suggestion is inserted in one click and the row says it is linked", async () => {
    const sent = fakeApi({ overview });
    const user = userEvent.setup();
    renderPage(`${path}?view=suggestions`);
    const row = await screen.findByRole("row", { name: /Agents that work/ });
    expect(within(row).queryByRole("button", { name: /Copy a Markdown link/ })).toBeNull();
    await user.click(
      within(row).getByRole("button", { name: "Insert a link to /courses/ai-engineers on /blog/agents" }),
    );
    expect(await within(row).findByText("Linked")).toBeTruthy();
    expect(
      await screen.findByText("“AI engineering” on /blog/agents now links to /courses/ai-engineers."),
    ).toBeTruthy();
    expect(sent.some((url) => url.pathname === "/api/seo/links/insert")).toBe(true);
    // The other page's content is not Markdown the site writes: its link is copied instead.
    const other = screen.getByRole("row", { name: /RAG in practice/ });
    expect(within(other).getByRole("button", { name: /Copy a Markdown link/ })).toBeTruthy();
  });

  test("a refused insertion says why and keeps the button", async () => {
    fakeApi({ overview, insert: json({ error: linkMessages.changedMeanwhile }, 409) });
    const user = userEvent.setup();
    renderPage(`${path}?view=suggestions`);
    const row = await screen.findByRole("row", { name: /Agents that work/ });
    const button = within(row).getByRole("button", { name: /Insert a link/ });
    await user.click(button);
    expect(await screen.findByText(linkMessages.changedMeanwhile)).toBeTruthy();
    expect(within(row).getByRole("button", { name: /Insert a link/ })).toBeTruthy();
  });

  test("a page the audit did not crawl says so", async () => {
    fakeApi({ overview });
    renderPage(`${path}?path=%2Fnope`);
    expect((await screen.findByRole("alert")).textContent).toContain(linkMessages.pageNotCrawled);
  });
});
