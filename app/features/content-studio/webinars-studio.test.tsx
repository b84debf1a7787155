import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
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
import type {
  WebinarDetail,
  WebinarRegistrants,
  WebinarStudioList,
} from "#contracts/content-studio-webinars.ts";
import { webinarStudioMessages as messages } from "#contracts/content-studio-webinars-text.ts";
import { localDateTimeOf } from "./webinar-values.ts";
import { WebinarsStudio } from "./webinars-studio.tsx";

const user: CurrentUser = {
  id: "u-1",
  name: "Ada Admin",
  username: "ada",
  email: "ada@example.com",
  avatar: null,
  role: "admin",
  emailVerified: true,
};

const liveId = "b0000000-0000-4000-8000-000000000001";
const draftId = "b0000000-0000-4000-8000-000000000002";
const newId = "b0000000-0000-4000-8000-000000000009";

function webinar(overrides: Partial<WebinarDetail> = {}): WebinarDetail {
  const slug = overrides.slug ?? "agents-that-ship";
  return {
    id: liveId,
    slug,
    path: `/webinars#${slug}`,
    title: "Agents that ship",
    summary: "A live build.",
    hostName: "Priya Raman",
    startsAt: "2026-12-03T17:00:00.000Z",
    endsAt: "2026-12-03T18:30:00.000Z",
    durationMinutes: 90,
    timing: "upcoming",
    tags: ["agents"],
    coverPath: null,
    coverAlt: "",
    status: "published",
    publishAt: null,
    hasJoinLink: false,
    registrants: 2,
    version: 4,
    updatedAt: "2026-11-02T09:00:00.000Z",
    updatedBy: "Ada Admin",
    descriptionMarkdown: "## Agenda\n\nTools first.",
    joinUrl: null,
    recordingUrl: null,
    joinLinkSent: 0,
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { method: string; path: string; body: unknown };

/** The studio's webinar API, faked: a published webinar with two registrants and a draft. */
function fakeApi(options: { saveStatus?: number } = {}) {
  const webinars = [
    webinar(),
    webinar({
      id: draftId,
      slug: "costs-clinic",
      title: "A costs clinic",
      status: "draft",
      registrants: 0,
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
      const base = "/api/admin/content/webinars";
      if (url.pathname === "/api/admin/content/preview")
        return json({ html: `<h2>Rendered</h2><p>${body.bodyMarkdown.length} characters</p>` });
      if (url.pathname === base && method === "GET") {
        const status = url.searchParams.get("status");
        const items = webinars.filter((w) => !status || w.status === status);
        const list: WebinarStudioList = { items, total: items.length, page: 1, pageSize: 20 };
        return json(list);
      }
      if (url.pathname === base && method === "POST") {
        const created = webinar({ ...body, id: newId, status: "draft", registrants: 0, version: 1 });
        webinars.push(created);
        return json(created, 201);
      }
      const registrants = /^\/api\/admin\/content\/webinars\/([^/]+)\/registrants$/.exec(url.pathname);
      if (registrants) {
        const page: WebinarRegistrants = {
          items: [
            {
              id: "r-2",
              name: "Grace Hopper",
              email: "grace@example.com",
              registeredAt: "2026-11-20T10:00:00.000Z",
              joinLinkSent: false,
            },
            {
              id: "r-1",
              name: "Alan Turing",
              email: "alan@example.com",
              registeredAt: "2026-11-19T10:00:00.000Z",
              joinLinkSent: false,
            },
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        };
        return json(page);
      }
      if (/\/versions$/.test(url.pathname)) return json({ items: [], total: 0, page: 1, pageSize: 20 });
      const publishing = /^\/api\/admin\/content\/webinars\/([^/]+)\/publish$/.exec(url.pathname);
      const target = webinars.find((w) => w.id === publishing?.[1]);
      if (publishing && target && method === "POST")
        return json({ ...target, status: "published", version: target.version + 1 });
      const one = /^\/api\/admin\/content\/webinars\/([^/]+)$/.exec(url.pathname);
      const found = webinars.find((w) => w.id === one?.[1]);
      if (one && found && method === "GET") return json(found);
      if (one && found && method === "PUT") {
        if (saveFailures > 0) {
          saveFailures -= 1;
          return json({ error: messages.stale, errors: [{ message: messages.stale }] }, options.saveStatus);
        }
        const { version: _version, ...fields } = body;
        const mailed = fields.joinUrl && fields.joinUrl !== found.joinUrl ? found.registrants : 0;
        return json({
          ...found,
          ...fields,
          version: found.version + 1,
          hasJoinLink: Boolean(fields.joinUrl),
          joinLinkSent: fields.joinUrl ? found.registrants : 0,
          joinLinkMailed: mailed,
        });
      }
      return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
    }),
  );
  return { calls };
}

function renderStudio(path = "/dashboard/admin/page-builder?tab=webinars") {
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard/admin/page-builder",
        element: (
          <AuthProvider>
            <WebinarsStudio />
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

describe("WebinarsStudio", () => {
  test("lists webinars with state and registrants, filtering in its own URL params beside the blog studio's", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const { router } = renderStudio("/dashboard/admin/page-builder?tab=webinars&postStatus=draft");
    const table = await screen.findByRole("table", { name: "Webinars" });
    expect(within(table).getByRole("link", { name: "Agents that ship" })).toBeTruthy();
    expect(within(table).getByText("/webinars#costs-clinic")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Status"), "draft");
    await waitFor(() =>
      expect(router.state.location.search).toBe("?tab=webinars&postStatus=draft&webinarStatus=draft"),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Webinars" })).queryByText("Agents that ship"),
      ).toBeNull(),
    );
    expect(calls.some((call) => call.path === "/api/admin/content/webinars?status=draft&page=1")).toBe(true);

    await user.selectOptions(screen.getByLabelText("Status"), "scheduled");
    expect(await screen.findByText("No webinar matches this search or status.")).toBeTruthy();

    await user.click(await screen.findByRole("link", { name: "New webinar" }));
    expect(router.state.location.search).toBe(
      "?tab=webinars&postStatus=draft&webinarStatus=scheduled&webinar=new",
    );
  });

  test("creates a webinar: the slug follows the title, the preview renders on the server, the fields are sent typed", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const { router } = renderStudio("/dashboard/admin/page-builder?tab=webinars&webinar=new");
    const form = await screen.findByRole("form", { name: "New webinar" });
    expect((within(form).getByLabelText("Host") as HTMLInputElement).value).toBe("Ada Admin");

    await user.type(within(form).getByLabelText("Title"), "RAG, live!");
    expect((within(form).getByLabelText("Slug") as HTMLInputElement).value).toBe("rag-live");
    await user.type(within(form).getByLabelText(/^Summary/), "Evaluation, live.");
    fireEvent.change(within(form).getByLabelText(/^Starts/), { target: { value: "2026-12-03T18:00" } });
    const length = within(form).getByLabelText(/^Length/);
    await user.clear(length);
    await user.type(length, "75");
    await user.type(within(form).getByLabelText(/^Tags/), "RAG, evals");
    await user.type(within(form).getByLabelText(/^Description/), "## Why");
    const preview = screen.getByRole("region", { name: "Preview of the description" });
    expect(await within(preview).findByRole("heading", { name: "Rendered" })).toBeTruthy();

    // A join link must be https.
    await user.type(within(form).getByLabelText(/^Join link/), "http://meet.example.com/x");
    await user.click(within(form).getByRole("button", { name: "Create draft" }));
    expect(await within(form).findByText(messages.httpsOnly)).toBeTruthy();
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/admin/content/webinars")).toBe(
      false,
    );
    await user.clear(within(form).getByLabelText(/^Join link/));

    await user.click(within(form).getByRole("button", { name: "Create draft" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?tab=webinars&webinar=${newId}`));
    const created = calls.find(
      (call) => call.method === "POST" && call.path === "/api/admin/content/webinars",
    );
    expect(created?.body).toEqual({
      title: "RAG, live!",
      slug: "rag-live",
      summary: "Evaluation, live.",
      hostName: "Ada Admin",
      startsAt: new Date("2026-12-03T18:00").toISOString(),
      durationMinutes: 75,
      joinUrl: null,
      recordingUrl: null,
      tags: ["rag", "evals"],
      coverPath: null,
      coverAlt: "",
      descriptionMarkdown: "## Why",
    });
    expect(await screen.findByRole("form", { name: "Edit RAG, live!" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Publishing" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Registrants" })).toBeTruthy();
  });

  test("shows the registrants with a CSV export; a new join link says who gets it, and the save says it was mailed", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    renderStudio(`/dashboard/admin/page-builder?tab=webinars&webinar=${liveId}`);
    const form = await screen.findByRole("form", { name: "Edit Agents that ship" });
    expect((within(form).getByLabelText(/^Starts/) as HTMLInputElement).value).toBe(
      localDateTimeOf("2026-12-03T17:00:00.000Z"),
    );
    const registrants = await screen.findByRole("table", { name: "Registrants of this webinar" });
    expect(within(registrants).getByText("grace@example.com")).toBeTruthy();
    const csv = screen.getByRole("link", { name: "Export CSV of the registrants" });
    expect(csv.getAttribute("href")).toBe(`/api/admin/content/webinars/${liveId}/registrants.csv`);
    expect(csv.hasAttribute("download")).toBe(true);
    // Someone registered: deleting is not offered.
    expect(screen.queryByRole("button", { name: "Delete webinar" })).toBeNull();

    await user.type(within(form).getByLabelText(/^Join link/), "https://meet.example.com/agents");
    expect(within(form).getByText(/Saving mails this link to the 2 registrants/)).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Save and update the live webinar" }));
    expect(await screen.findByText("The join link is being mailed to 2 registrants.")).toBeTruthy();
    const save = calls.find((call) => call.method === "PUT");
    expect(save?.body).toMatchObject({
      joinUrl: "https://meet.example.com/agents",
      startsAt: "2026-12-03T17:00:00.000Z",
      durationMinutes: 90,
      version: 4,
    });
  });

  test("a stale save keeps what was typed and says why; publishing asks first and sends the version", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ saveStatus: 409 });
    renderStudio(`/dashboard/admin/page-builder?tab=webinars&webinar=${draftId}`);
    const form = await screen.findByRole("form", { name: "Edit A costs clinic" });
    const title = within(form).getByLabelText("Title") as HTMLInputElement;
    await user.clear(title);
    await user.type(title, "A costs clinic, revised");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await within(form).findByText(messages.stale)).toBeTruthy();
    expect(title.value).toBe("A costs clinic, revised");
    expect(
      within(form).getByRole("button", { name: "Discard my changes and load the latest version" }),
    ).toBeTruthy();
    // Unsaved changes hold publishing back.
    expect((screen.getByRole("button", { name: "Publish now" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Draft saved")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Publish now" }));
    const dialog = await screen.findByRole("dialog", { name: 'Publish "A costs clinic, revised" now?' });
    await user.click(within(dialog).getByRole("button", { name: "Publish now" }));
    expect(await screen.findByText("Webinar published")).toBeTruthy();
    const publish = calls.find((call) => call.path.endsWith("/publish"));
    expect(publish).toMatchObject({ method: "POST", body: { version: 2 } });
  });
});
