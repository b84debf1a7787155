import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { PostDetail, PostList } from "#contracts/content-studio.ts";
import { contentStudioMessages as messages } from "#contracts/content-studio-text.ts";
import { BlogPostsStudio } from "./blog-posts-studio.tsx";

const user: CurrentUser = {
  id: "u-1",
  name: "Mo Marketer",
  username: "mo",
  email: "mo@example.com",
  avatar: null,
  role: "digital_marketer",
  emailVerified: true,
};

function post(overrides: Partial<PostDetail> = {}): PostDetail {
  const slug = overrides.slug ?? "evaluating-agents";
  return {
    id: "a0000000-0000-4000-8000-000000000001",
    slug,
    path: `/blog/${slug}`,
    title: "Evaluating agents",
    excerpt: "What to measure.",
    authorName: "Priya Raman",
    tags: ["agents"],
    coverPath: null,
    coverAlt: "",
    status: "published",
    publishAt: null,
    publishedAt: "2026-11-02T09:00:00.000Z",
    version: 3,
    updatedAt: "2026-11-02T09:00:00.000Z",
    updatedBy: "Ada Admin",
    bodyMarkdown: "## Why\n\nBecause.",
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { method: string; path: string; body: unknown };

/** The studio's API, faked: a published post and a draft; saves answer `saveStatus` once. */
function fakeApi(options: { saveStatus?: number } = {}) {
  const posts = [
    post(),
    post({
      id: "a0000000-0000-4000-8000-000000000002",
      slug: "draft-on-costs",
      title: "A draft on costs",
      status: "draft",
      publishedAt: null,
      version: 1,
    }),
  ];
  let saveFailures = options.saveStatus ? 1 : 0;
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: `${url.pathname}${url.search}`, body });
      if (url.pathname === "/api/admin/content/preview")
        return json({ html: `<h2>Rendered</h2><p>${body.bodyMarkdown.length} characters</p>` });
      if (url.pathname === "/api/admin/content/posts" && method === "GET") {
        const status = url.searchParams.get("status");
        const items = posts.filter((p) => !status || p.status === status);
        const list: PostList = { items, total: items.length, page: 1, pageSize: 20 };
        return json(list);
      }
      if (url.pathname === "/api/admin/content/posts" && method === "POST") {
        const created = post({
          ...body,
          id: "a0000000-0000-4000-8000-000000000009",
          status: "draft",
          publishedAt: null,
          version: 1,
        });
        posts.push(created);
        return json(created, 201);
      }
      const one = /^\/api\/admin\/content\/posts\/([^/]+)$/.exec(url.pathname);
      const found = posts.find((p) => p.id === one?.[1]);
      if (one && found && method === "GET") return json(found);
      if (one && found && method === "PUT") {
        if (saveFailures > 0) {
          saveFailures -= 1;
          return json({ error: messages.stale, errors: [{ message: messages.stale }] }, options.saveStatus);
        }
        return json({ ...found, ...body, version: found.version + 1 });
      }
      if (/\/versions$/.test(url.pathname)) return json({ items: [], total: 0, page: 1, pageSize: 20 });
      return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
    }),
  );
  return { calls };
}

function renderStudio(path = "/dashboard/admin/page-builder?tab=posts") {
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard/admin/page-builder",
        element: (
          <AuthProvider>
            <BlogPostsStudio />
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellStoreProvider store={createShellStore({ currentUser: user })}>
      <QueryClientProvider client={makeQueryClient()}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
  return { router };
}

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("BlogPostsStudio", () => {
  test("lists posts with their state, filters by status in its own URL params, and says when none match", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const { router } = renderStudio();
    const table = await screen.findByRole("table", { name: "Blog posts" });
    expect(within(table).getByRole("link", { name: "Evaluating agents" })).toBeTruthy();
    expect(within(table).getByText("/blog/draft-on-costs")).toBeTruthy();
    expect(within(table).getAllByText("Published").length).toBeGreaterThan(0);

    await user.selectOptions(screen.getByLabelText("Status"), "draft");
    await waitFor(() => expect(router.state.location.search).toBe("?tab=posts&postStatus=draft"));
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Blog posts" })).queryByText("Evaluating agents"),
      ).toBeNull(),
    );
    expect(calls.some((call) => call.path === "/api/admin/content/posts?status=draft&page=1")).toBe(true);

    await user.selectOptions(screen.getByLabelText("Status"), "scheduled");
    expect(await screen.findByText("No post matches this search or status.")).toBeTruthy();
  });

  test("writes a new post: the slug follows the title, the preview renders on the server, create sends the fields", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const { router } = renderStudio();
    await user.click(await screen.findByRole("link", { name: "New post" }));
    const form = await screen.findByRole("form", { name: "New post" });
    expect(router.state.location.search).toBe("?tab=posts&post=new");
    expect((within(form).getByLabelText("Author") as HTMLInputElement).value).toBe("Mo Marketer");

    await user.type(within(form).getByLabelText("Title"), "RAG, evaluated!");
    expect((within(form).getByLabelText("Slug") as HTMLInputElement).value).toBe("rag-evaluated");
    await user.type(within(form).getByLabelText(/^Excerpt/), "How to tell.");
    await user.type(within(form).getByLabelText(/^Tags/), "RAG, llm engineering");
    await user.type(within(form).getByLabelText(/^Body/), "## Why");
    const preview = screen.getByRole("region", { name: "Preview of the body" });
    expect(await within(preview).findByRole("heading", { name: "Rendered" })).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/admin/content/preview")?.body).toEqual({
      bodyMarkdown: "## Why",
    });

    await user.click(within(form).getByRole("button", { name: "Create draft" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?tab=posts&post=a0000000-0000-4000-8000-000000000009"),
    );
    const created = calls.find((call) => call.method === "POST" && call.path === "/api/admin/content/posts");
    expect(created?.body).toEqual({
      title: "RAG, evaluated!",
      slug: "rag-evaluated",
      excerpt: "How to tell.",
      authorName: "Mo Marketer",
      tags: ["rag", "llm-engineering"],
      coverPath: null,
      coverAlt: "",
      bodyMarkdown: "## Why",
    });
    expect(await screen.findByRole("form", { name: "Edit RAG, evaluated!" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Publishing" })).toBeTruthy();
  });

  test("a stale save keeps what was typed, says why, and sends the version it opened", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ saveStatus: 409 });
    renderStudio("/dashboard/admin/page-builder?tab=posts&post=a0000000-0000-4000-8000-000000000001");
    const form = await screen.findByRole("form", { name: "Edit Evaluating agents" });
    expect(within(form).getByText(/This post is live/)).toBeTruthy();
    const title = within(form).getByLabelText("Title") as HTMLInputElement;
    await user.clear(title);
    await user.type(title, "Evaluating agents, revised");
    // A live post's slug does not follow its title.
    expect((within(form).getByLabelText("Slug") as HTMLInputElement).value).toBe("evaluating-agents");

    await user.click(within(form).getByRole("button", { name: "Save and update the live post" }));
    expect(await within(form).findByText(messages.stale)).toBeTruthy();
    expect(title.value).toBe("Evaluating agents, revised");
    expect(
      within(form).getByRole("button", { name: "Discard my changes and load the latest version" }),
    ).toBeTruthy();
    const save = calls.find((call) => call.method === "PUT");
    expect(save?.body).toMatchObject({ title: "Evaluating agents, revised", version: 3 });

    await user.click(within(form).getByRole("button", { name: "Save and update the live post" }));
    expect(await screen.findByText("Post updated")).toBeTruthy();
    expect(title.value).toBe("Evaluating agents, revised");
  });
});
