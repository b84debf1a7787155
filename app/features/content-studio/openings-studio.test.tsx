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
import type { OpeningStudioDetail, OpeningStudioList } from "#contracts/content-studio-items.ts";
import { OpeningsStudio } from "./openings-studio.tsx";

const user: CurrentUser = {
  id: "u-1",
  name: "Ada Admin",
  username: "ada",
  email: "ada@example.com",
  avatar: null,
  role: "admin",
  emailVerified: true,
};

const appliedId = "f0000000-0000-4000-8000-000000000001";
const draftId = "f0000000-0000-4000-8000-000000000002";
const createdId = "f0000000-0000-4000-8000-000000000009";

function opening(overrides: Partial<OpeningStudioDetail> = {}): OpeningStudioDetail {
  const slug = overrides.slug ?? "senior-ai-instructor";
  const kind = overrides.kind ?? "job";
  return {
    id: appliedId,
    slug,
    path: `${kind === "internship" ? "/internship" : "/careers"}#${slug}`,
    kind,
    title: "Senior AI Instructor",
    team: "Teaching",
    location: "Remote (worldwide)",
    employmentType: "Full-time",
    summary: "Teach LLM engineering.",
    status: "open",
    publication: "published",
    publishAt: null,
    postedAt: "2026-11-02T09:00:00.000Z",
    applications: 2,
    version: 4,
    updatedAt: "2026-11-02T09:00:00.000Z",
    updatedBy: "Ada Admin",
    descriptionMarkdown: "## The role\n\nTeach.",
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { method: string; path: string; body: unknown };

/** The openings API, faked: a published job people applied to, and a draft internship nobody has. */
function fakeApi() {
  const openings = [
    opening(),
    opening({
      id: draftId,
      slug: "research-intern",
      kind: "internship",
      title: "Research Intern",
      publication: "draft",
      postedAt: null,
      applications: 0,
      version: 1,
    }),
  ];
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: `${url.pathname}${url.search}`, body });
      const base = "/api/admin/content/openings";
      if (url.pathname === "/api/admin/content/preview") return json({ html: "<p>Rendered</p>" });
      if (url.pathname === base && method === "GET") {
        const kind = url.searchParams.get("kind");
        const publication = url.searchParams.get("publication");
        const items = openings.filter(
          (o) => (!kind || o.kind === kind) && (!publication || o.publication === publication),
        );
        const list: OpeningStudioList = { items, total: items.length, page: 1, pageSize: 20 };
        return json(list);
      }
      if (url.pathname === base && method === "POST") {
        const created = opening({
          ...body,
          id: createdId,
          publication: "draft",
          postedAt: null,
          applications: 0,
          version: 1,
        });
        openings.push(created);
        return json(created, 201);
      }
      const one = /^\/api\/admin\/content\/openings\/([^/]+)(\/.*)?$/.exec(url.pathname);
      const found = openings.find((o) => o.id === one?.[1]);
      const rest = one?.[2] ?? "";
      if (found && rest === "" && method === "GET") return json(found);
      if (found && rest === "" && method === "DELETE") return json({ message: "Deleted" });
      if (found && rest === "/publish")
        return json({
          ...found,
          publication: body.at ? "scheduled" : "published",
          publishAt: body.at ?? null,
          version: found.version + 1,
        });
      if (found && rest === "/unpublish")
        return json({ ...found, publication: "draft", version: found.version + 1 });
      if (found && rest === "/versions") return json({ items: [], total: 0, page: 1, pageSize: 20 });
      return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
    }),
  );
  return { calls };
}

function renderStudio(path = "/dashboard/admin/content?tab=careers&episode=x") {
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard/admin/content",
        element: (
          <AuthProvider>
            <OpeningsStudio />
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

describe("OpeningsStudio", () => {
  test("lists openings and filters by kind and status in its own URL params", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const { router } = renderStudio();
    const table = await screen.findByRole("table", { name: "Job openings" });
    expect(within(table).getByRole("link", { name: "Senior AI Instructor" })).toBeTruthy();
    expect(within(table).getByText("/internship#research-intern")).toBeTruthy();
    expect(within(table).getByText("2 received")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Kind"), "internship");
    await waitFor(() =>
      expect(router.state.location.search).toBe("?tab=careers&episode=x&openingKind=internship"),
    );
    expect(calls.some((call) => call.path === "/api/admin/content/openings?kind=internship&page=1")).toBe(
      true,
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Job openings" })).queryByText("Senior AI Instructor"),
      ).toBeNull(),
    );

    await user.selectOptions(screen.getByLabelText("Status"), "published");
    expect(await screen.findByText("No opening matches this search, status or kind.")).toBeTruthy();
    expect(router.state.location.search).toBe(
      "?tab=careers&episode=x&openingKind=internship&openingStatus=published",
    );
  });

  test("writes a new opening: the slug follows the title, create sends kind, status and text", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const { router } = renderStudio("/dashboard/admin/content");
    await user.click(await screen.findByRole("link", { name: "New opening" }));
    const form = await screen.findByRole("form", { name: "New opening" });
    await user.type(within(form).getByLabelText("Title"), "ML Engineering Intern");
    expect((within(form).getByLabelText("Slug") as HTMLInputElement).value).toBe("ml-engineering-intern");
    await user.selectOptions(within(form).getByLabelText("Kind"), "internship");
    expect(
      within(form).getByText("Its anchor on the careers pages: /internship#ml-engineering-intern"),
    ).toBeTruthy();
    await user.type(within(form).getByLabelText("Team"), "Platform");
    await user.type(within(form).getByLabelText("Location"), "Remote");
    await user.type(within(form).getByLabelText("Employment type"), "Internship, 12 weeks");
    await user.type(within(form).getByLabelText(/^Summary/), "Build evals.");
    await user.type(within(form).getByLabelText(/^Description/), "## Role");
    await user.click(within(form).getByRole("button", { name: "Create draft" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?opening=${createdId}`));
    expect(
      calls.find((call) => call.method === "POST" && call.path === "/api/admin/content/openings")?.body,
    ).toEqual({
      title: "ML Engineering Intern",
      slug: "ml-engineering-intern",
      kind: "internship",
      status: "open",
      team: "Platform",
      location: "Remote",
      employmentType: "Internship, 12 weeks",
      summary: "Build evals.",
      descriptionMarkdown: "## Role",
    });
  });

  test("an opening people applied to cannot be deleted: closing it is offered instead", async () => {
    fakeApi();
    renderStudio(`/dashboard/admin/content?opening=${appliedId}`);
    await screen.findByRole("form", { name: "Edit Senior AI Instructor" });
    expect(screen.getByText(/People applied to this opening, so it cannot be deleted/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete opening" })).toBeNull();
  });

  test("deletes a draft nobody applied to after asking, and goes back to the list", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const { router } = renderStudio(`/dashboard/admin/content?tab=careers&opening=${draftId}`);
    await screen.findByRole("form", { name: "Edit Research Intern" });
    await user.click(screen.getByRole("button", { name: "Delete opening" }));
    const dialog = await screen.findByRole("dialog", { name: 'Delete "Research Intern"?' });
    await user.click(within(dialog).getByRole("button", { name: "Delete opening" }));
    expect(await screen.findByText("Opening deleted")).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE" && call.path.endsWith(draftId))).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe("?tab=careers"));
  });

  test("schedules after asking, sending the chosen instant and the version", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    renderStudio(`/dashboard/admin/content?opening=${draftId}`);
    await screen.findByRole("form", { name: "Edit Research Intern" });
    const at = screen.getByLabelText("Or schedule for");
    fireEvent.change(at, { target: { value: "2099-01-05T09:30" } });
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    const dialog = await screen.findByRole("dialog", { name: /^Schedule "Research Intern" for/ });
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("Opening scheduled")).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith("/publish"))?.body).toEqual({
      version: 1,
      at: new Date("2099-01-05T09:30").toISOString(),
    });
    expect(await screen.findByRole("button", { name: "Cancel the schedule" })).toBeTruthy();
  });

  test("unpublishes a live opening after asking", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    renderStudio(`/dashboard/admin/content?opening=${appliedId}`);
    await screen.findByRole("form", { name: "Edit Senior AI Instructor" });
    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    const dialog = await screen.findByRole("dialog", { name: 'Unpublish "Senior AI Instructor"?' });
    expect(within(dialog).getByText(/no longer find it on \/careers/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText("Opening taken off the site")).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith("/unpublish"))?.body).toEqual({ version: 4 });
  });
});
