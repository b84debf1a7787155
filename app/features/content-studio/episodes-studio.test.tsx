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
import type { EpisodeDetail, EpisodeList, ItemVersions } from "#contracts/content-studio-items.ts";
import { episodeMessages as messages } from "#contracts/content-studio-items-text.ts";
import { contentStudioMessages as postMessages } from "#contracts/content-studio-text.ts";
import { EpisodesStudio } from "./episodes-studio.tsx";

const user: CurrentUser = {
  id: "u-1",
  name: "Ada Admin",
  username: "ada",
  email: "ada@example.com",
  avatar: null,
  role: "admin",
  emailVerified: true,
};

const liveId = "e0000000-0000-4000-8000-000000000001";
const draftId = "e0000000-0000-4000-8000-000000000002";
const createdId = "e0000000-0000-4000-8000-000000000009";

function episode(overrides: Partial<EpisodeDetail> = {}): EpisodeDetail {
  const slug = overrides.slug ?? "hiring-ml-engineers";
  return {
    id: liveId,
    slug,
    path: `/podcast#${slug}`,
    episodeNumber: 4,
    title: "Hiring ML engineers",
    summary: "What hiring managers look for.",
    guests: ["Priya Raman"],
    audioUrl: "https://media.example.com/ep4.mp3",
    durationSeconds: 2530,
    tags: ["careers"],
    coverPath: null,
    coverAlt: "",
    status: "published",
    publishAt: null,
    publishedAt: "2026-11-02T09:00:00.000Z",
    version: 3,
    updatedAt: "2026-11-02T09:00:00.000Z",
    updatedBy: "Ada Admin",
    showNotesMarkdown: "## Notes\n\nLinks.",
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { method: string; path: string; body: unknown };

/** The episodes API, faked: a live episode and a draft; saves answer `saveStatus` once. */
function fakeApi(options: { saveStatus?: number } = {}) {
  const episodes = [
    episode(),
    episode({
      id: draftId,
      slug: "agents-in-production",
      episodeNumber: 5,
      title: "Agents in production",
      status: "draft",
      publishedAt: null,
      version: 1,
    }),
  ];
  let saveFailures = options.saveStatus ? 1 : 0;
  const calls: Call[] = [];
  const versions: ItemVersions = {
    items: [
      {
        number: 3,
        kind: "save",
        slug: "hiring-ml-engineers",
        title: "Hiring ML engineers",
        savedAt: "2026-11-02T09:00:00.000Z",
        savedBy: "Ada Admin",
      },
      {
        number: 2,
        kind: "save",
        slug: "hiring-ml-engineers",
        title: "Hiring ML engineers (draft)",
        savedAt: "2026-11-01T09:00:00.000Z",
        savedBy: "Ada Admin",
      },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body ? "<file>" : undefined;
      calls.push({ method, path: `${url.pathname}${url.search}`, body });
      const base = "/api/admin/content/episodes";
      if (url.pathname === "/api/admin/content/preview")
        return json({ html: `<h2>Rendered</h2><p>${body.bodyMarkdown.length} characters</p>` });
      if (url.pathname === base && method === "GET") {
        const status = url.searchParams.get("status");
        const items = episodes.filter((e) => !status || e.status === status);
        const list: EpisodeList = { items, total: items.length, page: 1, pageSize: 20 };
        return json(list);
      }
      if (url.pathname === base && method === "POST") {
        const created = episode({ ...body, id: createdId, status: "draft", publishedAt: null, version: 1 });
        episodes.push(created);
        return json(created, 201);
      }
      const one = /^\/api\/admin\/content\/episodes\/([^/]+)(\/.*)?$/.exec(url.pathname);
      const found = episodes.find((e) => e.id === one?.[1]);
      const rest = one?.[2] ?? "";
      if (found && rest === "" && method === "GET") return json(found);
      if (found && rest === "" && method === "PUT") {
        if (saveFailures > 0) {
          saveFailures -= 1;
          return json({ error: messages.stale, errors: [{ message: messages.stale }] }, options.saveStatus);
        }
        return json({ ...found, ...body, version: found.version + 1 });
      }
      if (found && rest === "/cover")
        return json({ src: "/media/podcast-covers/0a000000-0000-4000-8000-000000000000.png" });
      if (found && rest === "/publish")
        return json({
          ...found,
          status: "published",
          publishedAt: "2026-11-03T09:00:00.000Z",
          version: found.version + 1,
        });
      if (found && rest === "/versions") return json(versions);
      if (found && rest === "/versions/2/restore")
        return json({ ...found, title: "Hiring ML engineers (draft)", version: found.version + 1 });
      return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
    }),
  );
  return { calls };
}

function renderStudio(path = "/dashboard/admin/content?tab=podcast&postStatus=draft") {
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard/admin/content",
        element: (
          <AuthProvider>
            <EpisodesStudio />
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

describe("EpisodesStudio", () => {
  test("lists episodes, filters by status in its own URL params beside the page's others, says when none match", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const { router } = renderStudio();
    const table = await screen.findByRole("table", { name: "Podcast episodes" });
    expect(within(table).getByRole("link", { name: "Hiring ML engineers" })).toBeTruthy();
    expect(within(table).getByText("/podcast#agents-in-production")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Status"), "draft");
    await waitFor(() =>
      expect(router.state.location.search).toBe("?tab=podcast&postStatus=draft&episodeStatus=draft"),
    );
    expect(calls.some((call) => call.path === "/api/admin/content/episodes?status=draft&page=1")).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Podcast episodes" })).queryByText("Hiring ML engineers"),
      ).toBeNull(),
    );

    await user.selectOptions(screen.getByLabelText("Status"), "scheduled");
    expect(await screen.findByText("No episode matches this search or status.")).toBeTruthy();
  });

  test("writes a new episode: slug follows the title, the notes preview renders on the server, create sends typed values", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const { router } = renderStudio("/dashboard/admin/content?tab=podcast");
    await user.click(await screen.findByRole("link", { name: "New episode" }));
    const form = await screen.findByRole("form", { name: "New episode" });
    expect(router.state.location.search).toBe("?tab=podcast&episode=new");

    await user.type(within(form).getByLabelText("Title"), "Evals, shipped!");
    expect((within(form).getByLabelText("Slug") as HTMLInputElement).value).toBe("evals-shipped");
    await user.type(within(form).getByLabelText("Episode number"), "12");
    await user.type(within(form).getByLabelText(/^Summary/), "How to tell.");
    await user.type(within(form).getByLabelText("Audio file"), "https://media.example.com/ep12.mp3");
    await user.type(within(form).getByLabelText("Length"), "42:10");
    await user.type(within(form).getByLabelText(/^Guests/), "Priya Raman{Enter}Tom Okafor");
    await user.type(within(form).getByLabelText(/^Tags/), "Evaluation, LLM ops");
    await user.type(within(form).getByLabelText(/^Show notes/), "## Links");
    const preview = screen.getByRole("region", { name: "Preview of the body" });
    expect(await within(preview).findByRole("heading", { name: "Rendered" })).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/admin/content/preview")?.body).toEqual({
      bodyMarkdown: "## Links",
    });

    await user.click(within(form).getByRole("button", { name: "Create draft" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?tab=podcast&episode=${createdId}`));
    const created = calls.find(
      (call) => call.method === "POST" && call.path === "/api/admin/content/episodes",
    );
    expect(created?.body).toEqual({
      title: "Evals, shipped!",
      slug: "evals-shipped",
      episodeNumber: 12,
      summary: "How to tell.",
      guests: ["Priya Raman", "Tom Okafor"],
      audioUrl: "https://media.example.com/ep12.mp3",
      durationSeconds: 2530,
      tags: ["evaluation", "llm-ops"],
      coverPath: null,
      coverAlt: "",
      showNotesMarkdown: "## Links",
    });
    expect(await screen.findByRole("form", { name: "Edit Evals, shipped!" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Publishing" })).toBeTruthy();
  });

  test("refuses a length that does not read before sending anything", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    renderStudio(`/dashboard/admin/content?episode=${draftId}`);
    const form = await screen.findByRole("form", { name: "Edit Agents in production" });
    const length = within(form).getByLabelText("Length");
    await user.clear(length);
    await user.type(length, "forty minutes");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await within(form).findByText(messages.duration)).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  test("a cover needs its description: uploaded, then saved with its alt text", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    renderStudio(`/dashboard/admin/content?episode=${draftId}`);
    const form = await screen.findByRole("form", { name: "Edit Agents in production" });
    const file = new File([new Uint8Array([137, 80, 78, 71])], "cover.png", { type: "image/png" });
    await user.upload(within(form).getByLabelText("Upload a cover"), file);
    expect(await screen.findByText("Cover uploaded")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST" && call.path.endsWith(`/${draftId}/cover`))).toBe(
      true,
    );

    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await within(form).findByText(postMessages.coverAltRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.type(within(form).getByLabelText(/^Cover description/), "Two microphones");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Draft saved")).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      coverPath: "/media/podcast-covers/0a000000-0000-4000-8000-000000000000.png",
      coverAlt: "Two microphones",
      version: 1,
    });
  });

  test("publishes after asking, with the version it holds", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    renderStudio(`/dashboard/admin/content?episode=${draftId}`);
    await screen.findByRole("form", { name: "Edit Agents in production" });
    await user.click(screen.getByRole("button", { name: "Publish now" }));
    const dialog = await screen.findByRole("dialog", { name: 'Publish "Agents in production" now?' });
    expect(calls.some((call) => call.path.endsWith("/publish"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Publish now" }));
    expect(await screen.findByText("Episode published")).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith("/publish"))?.body).toEqual({ version: 1 });
    expect(await screen.findByRole("button", { name: "Unpublish" })).toBeTruthy();
  });

  test("a stale save keeps what was typed and offers the latest version", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ saveStatus: 409 });
    renderStudio(`/dashboard/admin/content?episode=${liveId}`);
    const form = await screen.findByRole("form", { name: "Edit Hiring ML engineers" });
    expect(within(form).getByText(/This episode is live/)).toBeTruthy();
    const title = within(form).getByLabelText("Title") as HTMLInputElement;
    await user.clear(title);
    await user.type(title, "Hiring ML engineers, revised");
    expect((within(form).getByLabelText("Slug") as HTMLInputElement).value).toBe("hiring-ml-engineers");
    await user.click(within(form).getByRole("button", { name: "Save and update the live episode" }));
    expect(await within(form).findByText(messages.stale)).toBeTruthy();
    expect(title.value).toBe("Hiring ML engineers, revised");
    expect(
      within(form).getByRole("button", { name: "Discard my changes and load the latest version" }),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      title: "Hiring ML engineers, revised",
      durationSeconds: 2530,
      guests: ["Priya Raman"],
      version: 3,
    });
  });

  test("lists versions and restores one after asking", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    renderStudio(`/dashboard/admin/content?episode=${liveId}`);
    const table = await screen.findByRole("table", { name: "Versions of this episode" });
    expect(within(table).getByText("Current")).toBeTruthy();
    await user.click(within(table).getByRole("button", { name: "Restore version 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Restore version 2?" });
    expect(within(dialog).getByText(/visitors see the restored version at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Version 2 restored")).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith("/versions/2/restore"))?.body).toEqual({ version: 3 });
    await waitFor(() =>
      expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Hiring ML engineers (draft)"),
    );
  });
});
