import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { type AdminLeadsPage, type LeadDetail, leadsMessages } from "#contracts/leads.ts";
import AdminLeadsScreen, { meta } from "./admin-leads.tsx";

const me: CurrentUser = {
  id: "a0000000-0000-4000-8000-000000000001",
  name: "Grace Admin",
  username: "grace",
  email: "grace@example.com",
  avatar: null,
  role: "admin",
  emailVerified: true,
};

const chatId = "c0000000-0000-4000-8000-000000000001";
const callbackId = "c0000000-0000-4000-8000-000000000002";
const contactId = "c0000000-0000-4000-8000-000000000003";

function lead(overrides: Partial<LeadDetail>): LeadDetail {
  return {
    id: contactId,
    kind: "contact",
    status: "new",
    name: "Carla Contact",
    email: "carla@example.com",
    phone: "+15550102030",
    company: null,
    details: {},
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    transcript: [],
    notes: [],
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { url: string; method: string; body?: unknown };

function fakeApi(options: { patchStatus?: number } = {}) {
  const leads: LeadDetail[] = [
    lead({
      id: chatId,
      kind: "chat",
      name: "Chris Chat",
      createdAt: "2026-03-03T10:00:00.000Z",
      transcript: [
        {
          sender: "user",
          text: "<img src=x onerror=alert(1)> How much?",
          createdAt: "2026-03-03T10:00:01.000Z",
        },
        { sender: "agent", text: "The bootcamp costs $4,000.", createdAt: "2026-03-03T10:00:02.000Z" },
      ],
    }),
    lead({
      id: callbackId,
      kind: "callback",
      name: "Cal Back",
      email: null,
      status: "contacted",
      details: { preferredTime: "evening", topic: "corporate" },
      createdAt: "2026-03-02T10:00:00.000Z",
    }),
    lead({}),
  ];
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: `${url.pathname}${url.search}`, method, body });
    if (url.pathname === "/api/user") return json(me);
    if (url.pathname === "/api/admin/leads" && method === "GET") {
      const kind = url.searchParams.get("kind");
      const status = url.searchParams.get("status");
      const matches = leads.filter((l) => (!kind || l.kind === kind) && (!status || l.status === status));
      const page: AdminLeadsPage = {
        items: matches.map(({ transcript: _t, notes: _n, ...summary }) => summary),
        total: matches.length,
        page: Number(url.searchParams.get("page") ?? "1"),
        pageSize: Number(url.searchParams.get("pageSize") ?? "20"),
      };
      return json(page);
    }
    const match = /^\/api\/admin\/leads\/([^/]+)(\/notes)?$/.exec(url.pathname);
    const found = match ? leads.find((l) => l.id === match[1]) : undefined;
    if (match && found) {
      if (match[2] && method === "POST") {
        const note = {
          id: `n${found.notes.length + 1}`,
          text: body.text,
          authorName: me.name,
          createdAt: "2026-03-04T09:00:00.000Z",
        };
        found.notes.push(note);
        return json(note, 201);
      }
      if (method === "PATCH") {
        if (options.patchStatus)
          return json({ error: "Nope", errors: [{ message: "Nope" }] }, options.patchStatus);
        found.status = body.status;
        return json(found);
      }
      return json(found);
    }
    return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, leads };
}

function renderPage(path = "/dashboard/admin/leads") {
  const queryClient = makeQueryClient();
  const shell = createShellStore({});
  shell.set("currentUser", me);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: "/dashboard/admin/leads", element: <AdminLeadsScreen /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
  return { router };
}

const searchOf = (router: ReturnType<typeof renderPage>["router"]) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=test-token; path=/";
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("meta", () => {
  test("is a private portal page", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((t) => "title" in t)?.title).toBe("Leads | Leads Inbox | AI Labs");
  });
});

describe("the inbox", () => {
  test("lists every kind of lead in the server's order with source and status", async () => {
    fakeApi();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Leads" })).toBeTruthy();
    await screen.findByRole("row", { name: /Chris Chat/ });
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      expect.stringContaining("Chris Chat"),
      expect.stringContaining("Cal Back"),
      expect.stringContaining("Carla Contact"),
    ]);
    const callback = screen.getByRole("row", { name: /Cal Back/ });
    expect(within(callback).getByText("Callback")).toBeTruthy();
    expect(within(callback).getByText("Contacted")).toBeTruthy();
    expect(screen.getByText("Showing 1–3 of 3 leads")).toBeTruthy();
  });

  test("keeps the kind and status filters in the URL and asks the API with them", async () => {
    const { calls } = fakeApi();
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole("row", { name: /Chris Chat/ });
    await user.selectOptions(screen.getByLabelText("Filter by source"), "callback");
    await waitFor(() => expect(searchOf(router)).toEqual({ kind: "callback" }));
    await user.selectOptions(screen.getByLabelText("Filter by status"), "contacted");
    await waitFor(() => expect(searchOf(router)).toEqual({ kind: "callback", status: "contacted" }));
    await waitFor(() => expect(screen.queryByRole("row", { name: /Chris Chat/ })).toBeNull());
    expect(screen.getByRole("row", { name: /Cal Back/ })).toBeTruthy();
    expect(calls.some((c) => c.url.includes("kind=callback") && c.url.includes("status=contacted"))).toBe(
      true,
    );
  });

  test("reads the filters from the URL and shows an empty state", async () => {
    fakeApi();
    renderPage("/dashboard/admin/leads?kind=chat&status=closed");
    expect(await screen.findByText(leadsMessages.noLeads)).toBeTruthy();
    expect((screen.getByLabelText("Filter by source") as HTMLSelectElement).value).toBe("chat");
    expect((screen.getByLabelText("Filter by status") as HTMLSelectElement).value).toBe("closed");
  });
});

describe("a lead", () => {
  test("opens a chat with its transcript rendered as text", async () => {
    fakeApi();
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Open lead Chris Chat" }));
    await waitFor(() => expect(searchOf(router)).toEqual({ lead: chatId }));
    const panel = await screen.findByRole("region", { name: "Chris Chat" });
    const transcript = await within(panel).findByRole("region", { name: "Chat transcript" });
    expect(within(transcript).getByText("<img src=x onerror=alert(1)> How much?")).toBeTruthy();
    expect(transcript.querySelector("img")).toBeNull();
    expect(within(transcript).getByText("The bootcamp costs $4,000.")).toBeTruthy();
  });

  test("shows a callback's preferred time and topic", async () => {
    fakeApi();
    renderPage(`/dashboard/admin/leads?lead=${callbackId}`);
    const panel = await screen.findByRole("region", { name: "Cal Back" });
    expect(await within(panel).findByText("Evening (5pm–8pm)")).toBeTruthy();
    expect(within(panel).getByText("Corporate training")).toBeTruthy();
    expect(within(panel).queryByRole("region", { name: "Chat transcript" })).toBeNull();
  });

  test("saves a new status and toasts", async () => {
    const { calls } = fakeApi();
    const user = userEvent.setup();
    renderPage(`/dashboard/admin/leads?lead=${contactId}`);
    const panel = await screen.findByRole("region", { name: "Carla Contact" });
    const save = await within(panel).findByRole("button", { name: "Save status" });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(panel).getByLabelText("Status"), "converted");
    await user.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
        url: `/api/admin/leads/${contactId}`,
        body: { status: "converted" },
      }),
    );
    expect(await screen.findByText(leadsMessages.statusSaved)).toBeTruthy();
    const row = await screen.findByRole("row", { name: /Carla Contact/ });
    await waitFor(() => expect(within(row).getByText("Converted")).toBeTruthy());
  });

  test("a failed status save toasts the error", async () => {
    fakeApi({ patchStatus: 500 });
    const user = userEvent.setup();
    renderPage(`/dashboard/admin/leads?lead=${contactId}`);
    const panel = await screen.findByRole("region", { name: "Carla Contact" });
    await user.selectOptions(await within(panel).findByLabelText("Status"), "closed");
    await user.click(within(panel).getByRole("button", { name: "Save status" }));
    expect(await screen.findByText(leadsMessages.statusFailed)).toBeTruthy();
  });

  test("adds a note and lists it", async () => {
    const { calls } = fakeApi();
    const user = userEvent.setup();
    renderPage(`/dashboard/admin/leads?lead=${contactId}`);
    const panel = await screen.findByRole("region", { name: "Carla Contact" });
    expect(await within(panel).findByText("No notes yet.")).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Add note" }));
    // A submit before any edit may wait for the form's checks to download.
    expect(await within(panel).findByText("Required")).toBeTruthy();
    await user.type(within(panel).getByLabelText("Add a note"), "Called back, wants the brochure.");
    await user.click(within(panel).getByRole("button", { name: "Add note" }));
    expect(await within(panel).findByText("Called back, wants the brochure.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      text: "Called back, wants the brochure.",
    });
    expect((within(panel).getByLabelText("Add a note") as HTMLTextAreaElement).value).toBe("");
  });

  test("closing the panel drops the lead from the URL", async () => {
    fakeApi();
    const user = userEvent.setup();
    const { router } = renderPage(`/dashboard/admin/leads?kind=contact&lead=${contactId}`);
    const panel = await screen.findByRole("region", { name: "Carla Contact" });
    await user.click(within(panel).getByRole("button", { name: "Close lead" }));
    await waitFor(() => expect(searchOf(router)).toEqual({ kind: "contact" }));
    expect(screen.queryByRole("region", { name: "Carla Contact" })).toBeNull();
  });
});
