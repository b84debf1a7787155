import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { Reply, ThreadDetail, TopReply } from "#contracts/community.ts";
import { threadQuery } from "./community-queries.ts";
import { ThreadPage } from "./thread-page.tsx";

// The thread page (issue 18) from what the loader prefetched: what each reader may do shows as buttons,
// deleted posts keep their place, long side conversations load the rest on request, a locked thread says so.

const reader: CurrentUser = {
  id: "u-amy",
  name: "Amy A",
  username: "amy",
  email: "amy@example.com",
  avatar: null,
  role: "student",
  emailVerified: true,
};

const at = "2026-11-28T10:00:00.000Z";

function reply(id: string, overrides: Partial<Reply> = {}): Reply {
  return {
    id,
    threadId: "t1",
    parentId: null,
    authorName: "Ben B",
    mine: false,
    deleted: false,
    accepted: false,
    voteCount: 0,
    voted: false,
    createdAt: at,
    html: `<p>Answer ${id}</p>`,
    body: null,
    version: 1,
    edited: false,
    updatedAt: at,
    moderation: "published",
    ...overrides,
  };
}

function detail(overrides: {
  replies?: TopReply[];
  can?: Partial<ThreadDetail["can"]>;
  thread?: Partial<ThreadDetail["thread"]>;
}): ThreadDetail {
  const replies = overrides.replies ?? [];
  return {
    thread: {
      id: "t1",
      space: "general",
      title: "How do I start?",
      tags: ["intro"],
      authorName: "Amy A",
      mine: true,
      pinned: false,
      locked: false,
      deleted: false,
      accepted: false,
      replyCount: replies.length,
      voteCount: 2,
      voted: false,
      createdAt: at,
      lastActivityAt: at,
      html: "<p>Where is <strong>lesson one</strong>?</p>",
      body: "Where is **lesson one**?",
      version: 1,
      edited: false,
      updatedAt: at,
      acceptedReplyId: null,
      moderation: "published",
      ...overrides.thread,
    },
    space: {
      key: "general",
      kind: "general",
      title: "General",
      courseSlug: null,
      threadCount: 1,
      lastActivityAt: at,
      moderator: false,
    },
    can: { reply: true, moderate: false, accept: true, ...overrides.can },
    replies: { items: replies, total: replies.length, page: 1, pageSize: 20 },
  };
}

/** `answer` gives a request's JSON (or a whole Response); undefined fails the test's request. */
function renderThread(seeded: ThreadDetail, answer: (path: string) => unknown = () => undefined) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request) => {
      const path = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
      const answered = answer(path);
      if (answered === undefined) throw new Error(`unexpected request ${path}`);
      if (answered instanceof Response) return answered;
      return new Response(JSON.stringify(answered), { headers: { "content-type": "application/json" } });
    }),
  );
  const queryClient = makeQueryClient();
  queryClient.setQueryData(threadQuery(reader.id, "t1", 1).queryKey, seeded);
  const shell = createShellStore({});
  shell.set("currentUser", reader);
  const path = "/dashboard/student/community/threads/t1";
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path, element: <ThreadPage threadId="t1" /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a thread page", () => {
  test("shows the question, its replies, and only the actions the reader may take", () => {
    renderThread(
      detail({
        replies: [
          { ...reply("r1", { voteCount: 3, voted: true }), replies: [], replyCount: 0 },
          { ...reply("r2", { mine: true, body: "Mine", authorName: "Amy A" }), replies: [], replyCount: 0 },
        ],
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "How do I start?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to General" }).getAttribute("href")).toBe(
      "/dashboard/student/community/general",
    );
    expect(screen.getByRole("link", { name: "#intro" }).getAttribute("href")).toBe(
      "/dashboard/student/community/general?tag=intro",
    );
    // The reader's own question: no upvote of their own, but edit and delete; no pin or lock (not staff).
    const question = screen.getAllByRole("article")[1]!;
    expect(
      within(question)
        .getByRole("button", { name: /Upvote \(2 upvotes\)/ })
        .hasAttribute("disabled"),
    ).toBe(true);
    expect(within(question).getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pin" })).toBeNull();

    const other = screen.getByRole("article", { name: "by Ben B" });
    const vote = within(other).getByRole("button", { name: "Remove your upvote (3 upvotes)" });
    expect(vote.getAttribute("aria-pressed")).toBe("true");
    expect(within(other).getByRole("button", { name: "Accept answer" })).toBeTruthy();
    expect(within(other).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(within(other).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "2 replies" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Reply" })).toBeTruthy();
  });

  test("keeps a deleted reply's place and reads the rest of a long side conversation on request", async () => {
    const nested = Array.from({ length: 7 }, (_, index) =>
      reply(`n${index + 1}`, { parentId: "r1", authorName: `Nested ${index + 1}` }),
    );
    // The page carries the first three of seven; "Show more" asks for them all.
    const requested: string[] = [];
    renderThread(
      detail({
        replies: [
          {
            ...reply("r1", { deleted: true, authorName: null, html: "" }),
            replies: nested.slice(0, 3),
            replyCount: 7,
          },
        ],
      }),
      (path) => {
        requested.push(path);
        return path === "/api/community/replies/r1/replies" ? { items: nested } : undefined;
      },
    );
    expect(screen.getByText("[deleted]")).toBeTruthy();
    expect(screen.getByText("Answer n3")).toBeTruthy();
    expect(screen.queryByText("Answer n4")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show 4 more replies" }));
    expect(await screen.findByText("Answer n7")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /more repl/ })).toBeNull();
    // The button is gone: focus is on the first reply it revealed, not lost to the page.
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Answer n4"));
    expect(document.activeElement?.tagName).toBe("ARTICLE");
    expect(requested.filter((path) => path.startsWith("/api/community/replies/"))).toEqual([
      "/api/community/replies/r1/replies",
    ]);
  });

  test("says so when the rest cannot be read, and tries again", async () => {
    const nested = Array.from({ length: 5 }, (_, index) => reply(`n${index + 1}`, { parentId: "r1" }));
    let failing = true;
    renderThread(detail({ replies: [{ ...reply("r1"), replies: nested.slice(0, 3), replyCount: 5 }] }), () =>
      failing ? new Response("{}", { status: 503 }) : { items: nested },
    );
    fireEvent.click(screen.getByRole("button", { name: "Show 2 more replies" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The rest of these replies could not be loaded.",
    );
    expect(screen.getByText("Answer n3")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Answer n5")).toBeTruthy();
  });

  test("shows a side conversation whole when the page carries it whole (the accepted answer in it)", () => {
    const nested = Array.from({ length: 6 }, (_, index) =>
      reply(`n${index + 1}`, { parentId: "r1", accepted: index === 5 }),
    );
    renderThread(detail({ replies: [{ ...reply("r1"), replies: nested, replyCount: 6 }] }));
    expect(screen.getByText("Answer n6")).toBeTruthy();
    expect(screen.getByText("Accepted answer")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /more repl/ })).toBeNull();
  });

  test("a locked thread offers no reply form; staff see pin and lock", () => {
    renderThread(detail({ can: { reply: false, moderate: true }, thread: { locked: true } }));
    expect(screen.queryByRole("textbox", { name: "Reply" })).toBeNull();
    expect(screen.getByText(/This thread is locked/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unlock" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pin" })).toBeTruthy();
  });
});
