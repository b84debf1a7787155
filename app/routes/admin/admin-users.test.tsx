import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { type AdminUser, type AdminUsersPage, adminUsersMessages } from "#contracts/admin-users.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import AdminUsersScreen, { meta } from "./admin-users.tsx";

const me: CurrentUser = {
  id: "a0000000-0000-4000-8000-000000000001",
  name: "Grace Admin",
  username: "grace",
  email: "grace@example.com",
  avatar: null,
  role: "admin",
  emailVerified: true,
};

function person(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: "b0000000-0000-4000-8000-000000000002",
    name: "Priya Raman",
    username: "priya",
    email: "priya@example.com",
    role: "student",
    active: true,
    createdAt: "2026-03-04T10:00:00.000Z",
    ...overrides,
  };
}

const adminRow = (): AdminUser =>
  ({ ...me, active: true, createdAt: "2026-01-01T00:00:00.000Z" }) as AdminUser;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { url: string; method: string; body?: unknown };

/** A fake of the two calls, answering from an in-memory list, and a log of what the page asked. */
function fakeApi(initial: AdminUser[], options: { patchStatus?: number; listStatus?: number } = {}) {
  const users = [...initial];
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: `${url.pathname}${url.search}`, method, body });
    if (url.pathname === "/api/user") return json(me);
    if (url.pathname === "/api/admin/users" && method === "GET") {
      if (options.listStatus)
        return json({ error: "Boom", errors: [{ message: "Boom" }] }, options.listStatus);
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const role = url.searchParams.get("role");
      const page = Number(url.searchParams.get("page") ?? "1");
      const pageSize = Number(url.searchParams.get("pageSize") ?? "20");
      const matches = users.filter(
        (u) =>
          (!q || `${u.name} ${u.username} ${u.email}`.toLowerCase().includes(q)) &&
          (!role || u.role === role),
      );
      const body: AdminUsersPage = {
        items: matches.slice((page - 1) * pageSize, page * pageSize),
        total: matches.length,
        page,
        pageSize,
      };
      return json(body);
    }
    const match = /^\/api\/admin\/users\/(.+)$/.exec(url.pathname);
    if (match && method === "PATCH") {
      if (options.patchStatus) {
        const message = adminUsersMessages.lastAdmin;
        return json({ error: message, errors: [{ message }] }, options.patchStatus);
      }
      const index = users.findIndex((u) => u.id === match[1]);
      const updated = { ...users[index], ...body } as AdminUser;
      users[index] = updated;
      return json(updated);
    }
    return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, users };
}

function renderPage(path = "/dashboard/admin/users") {
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
        children: [{ path: "/dashboard/admin/users", element: <AdminUsersScreen /> }],
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

const patches = (calls: Call[]) => calls.filter((c) => c.method === "PATCH");

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("meta", () => {
  test("is a private portal page", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^Users \| User Management \| AI Labs$/);
  });
});

describe("list", () => {
  test("shows the users with role, status and join date, and the total", async () => {
    fakeApi([person(), person({ id: "c3", name: "Omar Idle", username: "omar", active: false }), adminRow()]);
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Users" })).toBeTruthy();
    const row = await screen.findByRole("row", { name: /Priya Raman/ });
    expect(within(row).getByText("priya@example.com")).toBeTruthy();
    expect(within(row).getByText("Student")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
    expect(within(row).getByText("Mar 4, 2026")).toBeTruthy();
    const idle = screen.getByRole("row", { name: /Omar Idle/ });
    expect(within(idle).getByText("Inactive")).toBeTruthy();
    expect(within(idle).getByRole("button", { name: "Reactivate Omar Idle" })).toBeTruthy();
    expect(screen.getByText("Showing 1–3 of 3 users")).toBeTruthy();
  });

  test("offers no actions on the admin's own row", async () => {
    fakeApi([adminRow()]);
    renderPage();
    const row = await screen.findByRole("row", { name: /Grace Admin/ });
    expect(within(row).queryByRole("button")).toBeNull();
    expect(within(row).getByText("Your account")).toBeTruthy();
  });

  test("shows an empty state that clears the filters", async () => {
    const { calls } = fakeApi([person()]);
    const user = userEvent.setup();
    const { router } = renderPage("/dashboard/admin/users?q=nobody&role=instructor");
    expect(await screen.findByText(adminUsersMessages.noUsers)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear search and filter" }));
    expect(await screen.findByRole("row", { name: /Priya Raman/ })).toBeTruthy();
    expect(searchOf(router)).toEqual({});
    expect(calls.at(-1)?.url).toBe("/api/admin/users?page=1&pageSize=20");
  });

  test("shows the error and tries again on request", async () => {
    fakeApi([person()], { listStatus: 500 });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(`${adminUsersMessages.loadFailed}: Boom`)).toBeTruthy();
    fakeApi([person()]);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("row", { name: /Priya Raman/ })).toBeTruthy();
  });
});

describe("filters live in the URL", () => {
  test("reads search, role and page from the URL into the request and the controls", async () => {
    const { calls } = fakeApi([person()]);
    renderPage("/dashboard/admin/users?q=pri&role=student&page=1");
    await screen.findByRole("row", { name: /Priya Raman/ });
    expect(calls.find((c) => c.url.startsWith("/api/admin/users"))?.url).toBe(
      "/api/admin/users?q=pri&role=student&page=1&pageSize=20",
    );
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("pri");
    expect((screen.getByLabelText("Filter by role") as HTMLSelectElement).value).toBe("student");
  });

  test("the search box updates ?q= once typing pauses, and goes back to page 1", async () => {
    const { calls } = fakeApi([person(), person({ id: "d4", name: "Zed Other", username: "zed" })]);
    const user = userEvent.setup();
    const { router } = renderPage("/dashboard/admin/users?page=2");
    await screen.findByText("This page is past the end of the list.");
    await user.type(screen.getByLabelText("Search"), "  zed ");
    await waitFor(() => expect(searchOf(router)).toEqual({ q: "zed" }));
    expect(await screen.findByRole("row", { name: /Zed Other/ })).toBeTruthy();
    expect(screen.queryByRole("row", { name: /Priya Raman/ })).toBeNull();
    // One request for the settled text, not one per key.
    const searches = calls.filter((c) => c.url.includes("q="));
    expect(searches.map((c) => c.url)).toEqual(["/api/admin/users?q=zed&page=1&pageSize=20"]);
  });

  test("the role filter updates ?role=", async () => {
    fakeApi([person(), person({ id: "e5", name: "Tara Teach", username: "tara", role: "instructor" })]);
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole("row", { name: /Tara Teach/ });
    await user.selectOptions(screen.getByLabelText("Filter by role"), "instructor");
    expect(searchOf(router)).toEqual({ role: "instructor" });
    await waitFor(() => expect(screen.queryByRole("row", { name: /Priya Raman/ })).toBeNull());
    expect(screen.getByRole("row", { name: /Tara Teach/ })).toBeTruthy();
  });

  test("Next and Previous move through pages in the URL", async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      person({ id: `id-${i}`, name: `Learner ${String(i).padStart(2, "0")}`, username: `l${i}` }),
    );
    fakeApi(many);
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText("Showing 1–20 of 25 users");
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(searchOf(router)).toEqual({ page: "2" });
    expect(await screen.findByText("Showing 21–25 of 25 users")).toBeTruthy();
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Showing 1–20 of 25 users")).toBeTruthy();
  });
});

describe("changes need a confirmation", () => {
  test("changing a role asks first, names the user and the consequence, then saves and refetches", async () => {
    const { calls } = fakeApi([person()]);
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByRole("row", { name: /Priya Raman/ });
    await user.click(within(row).getByRole("button", { name: "Change role of Priya Raman" }));

    const dialog = screen.getByRole("dialog", { name: "Change the role of Priya Raman" });
    expect(within(dialog).getByText(/signs them out on every device at once/)).toBeTruthy();
    const save = within(dialog).getByRole("button", { name: "Save role" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText("New role"), "instructor");
    expect(patches(calls)).toHaveLength(0);

    const listsBefore = calls.filter(
      (c) => c.method === "GET" && c.url.startsWith("/api/admin/users"),
    ).length;
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(patches(calls)).toEqual([
      { url: `/api/admin/users/${person().id}`, method: "PATCH", body: { role: "instructor" } },
    ]);
    expect(await screen.findByText("Role changed")).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole("row", { name: /Priya Raman/ })).getByText("Instructor")).toBeTruthy(),
    );
    const listsAfter = calls.filter((c) => c.method === "GET" && c.url.startsWith("/api/admin/users")).length;
    expect(listsAfter).toBeGreaterThan(listsBefore);
  });

  test("cancelling sends nothing", async () => {
    const { calls } = fakeApi([person()]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Deactivate Priya Raman" }));
    const dialog = screen.getByRole("dialog", { name: "Deactivate Priya Raman?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Change role of Priya Raman" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(patches(calls)).toHaveLength(0);
  });

  test("deactivating asks first, then shows the new status", async () => {
    const { calls } = fakeApi([person()]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Deactivate Priya Raman" }));
    const dialog = screen.getByRole("dialog", { name: "Deactivate Priya Raman?" });
    expect(within(dialog).getByText(/signed out on every device at once and cannot sign in/)).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("User deactivated")).toBeTruthy();
    expect(patches(calls).map((c) => c.body)).toEqual([{ active: false }]);
    const row = await screen.findByRole("row", { name: /Priya Raman/ });
    await waitFor(() => expect(within(row).getByText("Inactive")).toBeTruthy());
    expect(within(row).getByRole("button", { name: "Reactivate Priya Raman" })).toBeTruthy();
  });

  test("a refused change shows the server's message in a toast", async () => {
    fakeApi([person({ role: "admin" })], { patchStatus: 409 });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Deactivate Priya Raman" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText(adminUsersMessages.updateFailed)).toBeTruthy();
    expect(screen.getByText(adminUsersMessages.lastAdmin)).toBeTruthy();
    await act(async () => {});
    expect(within(screen.getByRole("row", { name: /Priya Raman/ })).getByText("Active")).toBeTruthy();
  });
});
