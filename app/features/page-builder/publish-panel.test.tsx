import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import {
  builderPath,
  type Call,
  detail,
  json,
  marketer,
  pageId,
  renderPageBuilder,
  setScreenWidth,
  stubApi,
} from "./page-builder.test-support.tsx";

// Publishing from the editor (issue 21): each step asks first and says what visitors will see; it is taken at
// the editor's version; unsaved changes must be saved first; marketers see no publishing buttons.

const editorAt = `${builderPath}?edit=${pageId}`;

beforeEach(() => setScreenWidth(600));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

function stubPublishing(onPublish: (call: Call) => Response, page = detail()) {
  return stubApi((call) => {
    if (call.path === `/api/admin/pages/${pageId}` && call.method === "GET") return json(page);
    if (call.path === `/api/admin/pages/${pageId}/publish`) return onPublish(call);
    if (call.path === `/api/admin/pages/${pageId}/unpublish`)
      return json(detail({ status: "draft", version: page.version + 1 }));
    if (call.path === `/api/admin/pages/${pageId}/versions`)
      return json({ items: [], total: 0, page: 1, pageSize: 20 });
    return undefined;
  });
}

describe("publishing a page", () => {
  test("publish now asks first, saying what goes live where, then publishes at the editor's version", async () => {
    const { calls } = stubPublishing(() =>
      json(detail({ status: "published", publishedAt: "2026-11-29T12:00:00.000Z", version: 4 })),
    );
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Publish now" }));
    const dialog = await screen.findByRole("dialog", { name: 'Publish "AI for managers" now?' });
    expect(dialog.textContent).toContain(
      "Visitors will see the saved draft (2 blocks) at /ai-for-managers as soon as you confirm.",
    );
    expect(calls.some((call) => call.path.endsWith("/publish"))).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Publish now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.path.endsWith("/publish"))?.body).toEqual({ version: 3 });
    expect(await screen.findByText(/Live at/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeTruthy();
  });

  test("cancelling the question publishes nothing", async () => {
    const { calls } = stubPublishing(() => json(detail()));
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Publish now" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.path.endsWith("/publish"))).toBe(false);
  });

  test("schedules for a time in the viewer's zone, sent with its offset", async () => {
    const { calls } = stubPublishing((call) =>
      json(detail({ status: "scheduled", publishAt: String(call.body?.at), version: 4 })),
    );
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    const at = await screen.findByLabelText("Or schedule for");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("Choose a date and time.")).toBeTruthy();
    await user.type(at, "2099-06-01T09:30");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    const dialog = await screen.findByRole("dialog", { name: /Schedule "AI for managers" for .*2099/ });
    expect(dialog.textContent).toContain("the saved draft (2 blocks) goes live at /ai-for-managers");
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith("/publish"))).toBe(true));
    const body = calls.find((call) => call.path.endsWith("/publish"))?.body;
    expect(body?.version).toBe(3);
    expect(String(body?.at)).toMatch(/^2099-06-01T09:30:00(Z|[+-]\d{2}:\d{2})$/);
    expect(await screen.findByRole("button", { name: "Cancel the schedule" })).toBeTruthy();
  });

  test("a time in the past is refused before asking", async () => {
    stubPublishing(() => json(detail()));
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Or schedule for"), "2001-01-01T10:00");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText(pageBuilderMessages.scheduleInPast)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("unsaved changes must be saved before publishing", async () => {
    stubPublishing(() => json(detail()));
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "!");
    expect(screen.getByText("Save the draft first: publishing puts the saved draft live.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Publish now" }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("a marketer sees the page's state but no publishing buttons", async () => {
    stubApi((call) => {
      if (call.path === `/api/admin/pages/${pageId}` && call.method === "GET") return json(detail());
      if (call.path === `/api/admin/pages/${pageId}/versions`)
        return json({ items: [], total: 0, page: 1, pageSize: 20 });
      return undefined;
    }, marketer);
    renderPageBuilder(editorAt, marketer);
    expect(await screen.findByText(`${pageBuilderMessages.marketerPublish}.`)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Publish now" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Schedule" })).toBeNull();
    expect(screen.getByRole("button", { name: "Save draft" })).toBeTruthy();
  });
});
