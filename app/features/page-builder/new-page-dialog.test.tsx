import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import {
  detail,
  json,
  pageId,
  renderPageBuilder,
  searchOf,
  setScreenWidth,
  stubApi,
  summary,
} from "./page-builder.test-support.tsx";

// The "New page" dialog (issue 21): the contract's schema checks title, path and description before anything
// is sent, the server's field messages land under their fields, and a created page opens in the editor.

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const templates = {
  items: [
    { id: "blank", name: "Blank page", description: "A hero to start from.", blocks: 1 },
    { id: "course-launch", name: "Course launch", description: "Hero, courses and FAQ", blocks: 5 },
  ],
};

async function openDialog() {
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole("button", { name: "New page" }))[0] as HTMLElement);
  return { user, dialog: await screen.findByRole("dialog", { name: "New page" }) };
}

describe("the new page dialog", () => {
  test("checks the fields with the contract's schema and sends nothing while they are wrong", async () => {
    const { calls } = stubApi((call) =>
      call.path === "/api/admin/pages" ? json({ items: [], total: 0, page: 1, pageSize: 20 }) : undefined,
    );
    renderPageBuilder();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Create and edit" }));
    const title = within(dialog).getByRole("textbox", { name: "Title" });
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getAllByText("Required")).toHaveLength(3);
    expect(document.activeElement).toBe(title);

    await user.type(title, "Spring open day");
    const path = within(dialog).getByRole("textbox", { name: "Path" }) as HTMLInputElement;
    // The path follows the title until it is edited.
    expect(path.value).toBe("/spring-open-day");
    await user.clear(path);
    await user.type(path, "open day");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Meet the teachers.");
    await user.click(within(dialog).getByRole("button", { name: "Create and edit" }));
    expect(await within(dialog).findByText(pageBuilderMessages.pathFormat)).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  test("shows the server's message under its field, then creates from a template and opens the editor", async () => {
    setScreenWidth(600);
    let refused = false;
    const { calls } = stubApi((call) => {
      if (call.path === "/api/admin/pages/templates") return json(templates);
      if (call.path === "/api/admin/pages" && call.method === "GET")
        return json({ items: [summary()], total: 1, page: 1, pageSize: 20 });
      if (call.path === "/api/admin/pages" && call.method === "POST") {
        if (!refused) {
          refused = true;
          return json(
            {
              error: "Validation failed",
              errors: [{ field: "path", message: pageBuilderMessages.pathTaken }],
            },
            400,
          );
        }
        return json(detail({ id: "b0000000-0000-4000-8000-000000000009", ...call.body }), 201);
      }
      if (call.path === "/api/admin/pages/b0000000-0000-4000-8000-000000000009")
        return json(detail({ id: "b0000000-0000-4000-8000-000000000009" }));
      return undefined;
    });
    const { router } = renderPageBuilder();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "AI for managers");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Description" }),
      "For people who lead teams.",
    );
    const template = within(dialog).getByRole("combobox", { name: "Start from" });
    await within(dialog).findByRole("option", { name: "Course launch (5 blocks)" });
    expect((template as HTMLSelectElement).value).toBe("blank");
    expect(within(dialog).getByText("A hero to start from.")).toBeTruthy();
    await user.selectOptions(template, "course-launch");
    expect(within(dialog).getByText("Hero, courses and FAQ")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Create and edit" }));
    expect(await within(dialog).findByText(pageBuilderMessages.pathTaken)).toBeTruthy();

    const path = within(dialog).getByRole("textbox", { name: "Path" });
    await user.clear(path);
    await user.type(path, "/ai-for-managers-2026");
    await user.click(within(dialog).getByRole("button", { name: "Create and edit" }));
    await waitFor(() => expect(searchOf(router)).toEqual({ edit: "b0000000-0000-4000-8000-000000000009" }));
    const created = calls.filter((call) => call.method === "POST").at(-1);
    expect(created?.body).toEqual({
      title: "AI for managers",
      path: "/ai-for-managers-2026",
      description: "For people who lead teams.",
      template: "course-launch",
    });
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeTruthy();
  });

  test("duplicates a page with copyOf and its own path", async () => {
    setScreenWidth(600);
    const { calls } = stubApi((call) => {
      if (call.path === "/api/admin/pages" && call.method === "GET")
        return json({ items: [summary()], total: 1, page: 1, pageSize: 20 });
      if (call.path === "/api/admin/pages" && call.method === "POST")
        return json(detail({ id: "b0000000-0000-4000-8000-000000000010" }), 201);
      if (call.path.startsWith("/api/admin/pages/"))
        return json(detail({ id: "b0000000-0000-4000-8000-000000000010" }));
      return undefined;
    });
    renderPageBuilder();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Duplicate AI for managers" }));
    const dialog = await screen.findByRole("dialog", { name: 'Duplicate "AI for managers"' });
    await user.click(within(dialog).getByRole("button", { name: "Duplicate" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      title: "Copy of AI for managers",
      path: "/ai-for-managers-copy",
      description: "A short course for people who lead teams.",
      copyOf: pageId,
    });
  });
});
