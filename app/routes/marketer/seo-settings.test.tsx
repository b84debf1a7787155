import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { type Redirect, redirectMessages } from "#contracts/seo-redirects.ts";
import SeoSettingsRoute, { meta } from "./seo-settings.tsx";

function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

const existing: Redirect = {
  id: "r1",
  from: "/old",
  match: "exact",
  status: "301",
  target: "/new",
  hits: 12,
  lastHitAt: "2026-11-27T10:00:00.000Z",
  createdBy: "Sam Patel",
  createdAt: "2026-11-01T10:00:00.000Z",
};

type Sent = { method: string; path: string; body?: Record<string, unknown> };

/** A fake of the redirect calls over an in-memory list; `refuse` answers the next add or edit with 409. */
function fakeApi(options: { refuse?: string } = {}) {
  const items: Redirect[] = [existing];
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path: url.pathname, body });
      if (url.pathname === "/api/seo/redirects" && method === "GET") return json({ items });
      if (url.pathname === "/api/seo/redirects" && method === "POST") {
        if (options.refuse) {
          return json({ error: options.refuse, errors: [{ field: "from", message: options.refuse }] }, 409);
        }
        const created: Redirect = {
          ...existing,
          id: "r2",
          from: body.from,
          target: body.target || null,
          status: body.status,
          hits: 0,
          lastHitAt: null,
        };
        items.unshift(created);
        return json(created, 201);
      }
      const match = /^\/api\/seo\/redirects\/(.+)$/.exec(url.pathname);
      if (match && method === "PUT") {
        if (options.refuse) {
          return json({ error: options.refuse, errors: [{ field: "from", message: options.refuse }] }, 409);
        }
        const index = items.findIndex((item) => item.id === match[1]);
        const saved: Redirect = { ...items[index]!, ...body, target: body.target || null };
        items[index] = saved;
        return json(saved);
      }
      if (match && method === "DELETE") {
        items.splice(
          items.findIndex((item) => item.id === match[1]),
          1,
        );
        return new Response(null, { status: 204 });
      }
      return json({ error: "Not found" }, 404);
    }),
  );
  return sent;
}

function renderPage(search = "") {
  const path = "/dashboard/digital-marketer/seo-settings";
  const router = createMemoryRouter([{ path, element: <SeoSettingsRoute /> }], {
    initialEntries: [`${path}${search}`],
  });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=redirect-token; path=/";
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = "XSRF-TOKEN=; max-age=0; path=/";
});

describe("SEO Settings", () => {
  test("is a private portal page titled in the SEO portal", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^SEO Settings \| SEO Management \| AI Labs$/);
  });

  test("lists the redirects with their hits", async () => {
    fakeApi();
    renderPage();
    const row = await screen.findByRole("row", { name: /\/old/ });
    expect(within(row).getByText("/new")).toBeTruthy();
    expect(within(row).getByText("12")).toBeTruthy();
    expect(within(row).getByText("Sam Patel")).toBeTruthy();
  });

  test("adds a redirect, says so and empties the form", async () => {
    const sent = fakeApi();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole("row", { name: /\/old/ });
    const form = screen.getByRole("form", { name: "Add a redirect" });
    await user.type(within(form).getByLabelText("Old path"), "/promo");
    await user.type(within(form).getByLabelText("Goes to"), "/courses");
    await user.click(within(form).getByRole("button", { name: "Add redirect" }));
    expect(await screen.findByText(redirectMessages.created)).toBeTruthy();
    expect(sent.find((call) => call.method === "POST")?.body).toEqual({
      from: "/promo",
      match: "exact",
      status: "301",
      target: "/courses",
    });
    expect(await screen.findByRole("row", { name: /\/promo/ })).toBeTruthy();
    expect((within(form).getByLabelText("Old path") as HTMLInputElement).value).toBe("");
  });

  test("?from= fills the old path (Internal Links' Redirect it)", async () => {
    fakeApi();
    renderPage("?from=%2Fcareers");
    const form = await screen.findByRole("form", { name: "Add a redirect" });
    expect((within(form).getByLabelText("Old path") as HTMLInputElement).value).toBe("/careers");
    expect((within(form).getByLabelText("Goes to") as HTMLInputElement).value).toBe("");
  });

  test("a 410 sends no destination", async () => {
    const sent = fakeApi();
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Add a redirect" });
    await user.type(within(form).getByLabelText("Goes to"), "/typed-before");
    await user.type(within(form).getByLabelText("Old path"), "/retired");
    await user.selectOptions(within(form).getByLabelText("Answer"), "410");
    expect((within(form).getByLabelText("Goes to") as HTMLInputElement).disabled).toBe(true);
    await user.click(within(form).getByRole("button", { name: "Add redirect" }));
    await waitFor(() => expect(sent.some((call) => call.method === "POST")).toBe(true));
    expect(sent.find((call) => call.method === "POST")?.body).toMatchObject({ status: "410", target: "" });
  });

  test("a refused chain shows at the old path and keeps what was typed", async () => {
    const message = redirectMessages.chainTarget("/old", "/new");
    fakeApi({ refuse: message });
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Add a redirect" });
    await user.type(within(form).getByLabelText("Old path"), "/older");
    await user.type(within(form).getByLabelText("Goes to"), "/old");
    await user.click(within(form).getByRole("button", { name: "Add redirect" }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect((within(form).getByLabelText("Old path") as HTMLInputElement).value).toBe("/older");
  });

  test("the schema's messages show before anything is sent", async () => {
    const sent = fakeApi();
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Add a redirect" });
    await user.type(within(form).getByLabelText("Old path"), "no-slash");
    await user.type(within(form).getByLabelText("Goes to"), "javascript:alert(1)");
    await user.click(within(form).getByRole("button", { name: "Add redirect" }));
    expect(await within(form).findByText(redirectMessages.fromInvalid)).toBeTruthy();
    expect(within(form).getByText(redirectMessages.targetInvalid)).toBeTruthy();
    expect(sent.some((call) => call.method === "POST")).toBe(false);
  });

  test("deleting asks first, then removes the row", async () => {
    const sent = fakeApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete the redirect from /old" }));
    const dialog = screen.getByRole("dialog", { name: "Delete the redirect from /old?" });
    expect(sent.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Delete redirect" }));
    expect(await screen.findByText(redirectMessages.deleted)).toBeTruthy();
    expect(sent.find((call) => call.method === "DELETE")?.path).toBe("/api/seo/redirects/r1");
    await waitFor(() => expect(screen.queryByRole("row", { name: /\/old/ })).toBeNull());
  });

  test("edits a redirect in a dialog, prefilled, and the row shows the change", async () => {
    const sent = fakeApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit the redirect from /old" }));
    const dialog = screen.getByRole("dialog", { name: "Edit the redirect from /old" });
    expect((within(dialog).getByLabelText("Old path") as HTMLInputElement).value).toBe("/old");
    expect((within(dialog).getByLabelText("Goes to") as HTMLInputElement).value).toBe("/new");
    const target = within(dialog).getByLabelText("Goes to");
    await user.clear(target);
    await user.type(target, "/newer");
    await user.selectOptions(within(dialog).getByLabelText("Answer"), "302");
    await user.click(within(dialog).getByRole("button", { name: "Save redirect" }));
    expect(await screen.findByText(redirectMessages.updated)).toBeTruthy();
    expect(sent.find((call) => call.method === "PUT")).toEqual({
      method: "PUT",
      path: "/api/seo/redirects/r1",
      body: { from: "/old", match: "exact", status: "302", target: "/newer" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = await screen.findByRole("row", { name: /\/newer/ });
    expect(within(row).getByText("302")).toBeTruthy();
  });

  test("a refused edit keeps the dialog open with what was typed and the reason at the old path", async () => {
    const message = redirectMessages.duplicate("/taken");
    fakeApi({ refuse: message });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit the redirect from /old" }));
    const dialog = screen.getByRole("dialog", { name: "Edit the redirect from /old" });
    const from = within(dialog).getByLabelText("Old path");
    await user.clear(from);
    await user.type(from, "/taken");
    await user.click(within(dialog).getByRole("button", { name: "Save redirect" }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect((within(dialog).getByLabelText("Old path") as HTMLInputElement).value).toBe("/taken");
  });
});
