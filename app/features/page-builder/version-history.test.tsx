import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import {
  builderPath,
  detail,
  heroBlock,
  json,
  pageId,
  renderPageBuilder,
  setScreenWidth,
  stubApi,
} from "./page-builder.test-support.tsx";

// The editor's version history (issue 21): paged versions, one shown as an outline with the draft's
// differences highlighted, and a restore behind a question that reopens the editor on the restored draft.

const editorAt = `${builderPath}?edit=${pageId}`;

beforeEach(() => setScreenWidth(600));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const versionItem = (number: number, kind: "save" | "publish" | "create" = "save") => ({
  number,
  kind,
  title: number === 1 ? "First title" : "AI for managers",
  path: "/ai-for-managers",
  savedAt: "2026-11-20T10:00:00.000Z",
  savedBy: "Grace Admin",
  blocks: 2,
});

function stubVersions() {
  return stubApi((call) => {
    const base = `/api/admin/pages/${pageId}`;
    if (call.path === base && call.method === "GET") return json(detail());
    if (call.path === `${base}/versions`)
      return json({
        items:
          call.search.get("page") === "2"
            ? [versionItem(1, "create")]
            : [versionItem(3), versionItem(2, "publish")],
        total: 3,
        page: Number(call.search.get("page") ?? 1),
        pageSize: 2,
      });
    if (call.path === `${base}/versions/1`)
      return json({
        number: 1,
        title: "First title",
        description: "The first words.",
        path: "/ai-for-managers",
        document: {
          root: { props: {} },
          content: [
            { ...heroBlock, props: { ...heroBlock.props, heading: "Old heading" } },
            {
              type: "Faq",
              props: { id: "Faq-1", heading: "Questions", items: [{ question: "Q?", answer: "A." }] },
            },
          ],
        },
      });
    if (call.path === `${base}/versions/1/restore`)
      return json(
        detail({
          title: "First title",
          version: 4,
          document: { root: { props: {} }, content: [heroBlock] } as never,
        }),
      );
    return undefined;
  });
}

describe("the version history", () => {
  test("pages through the versions and shows one with the draft's differences", async () => {
    stubVersions();
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    const history = await screen.findByRole("table", { name: "Versions of this page" });
    expect(within(history).getByText("The draft")).toBeTruthy();
    // The draft's own version cannot be restored.
    expect(within(history).queryByRole("button", { name: "Restore version 3" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "View version 1" }));

    const dialog = await screen.findByRole("dialog", { name: "Version 1" });
    const own = await within(dialog).findByRole("list", { name: "Blocks of version 1" });
    expect(
      within(own)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(['1.HeroOld heading · button "Apply"', "2.FAQQuestions · 1 question"]);
    expect(within(dialog).getByText("1 added, 1 removed, 1 changed.")).toBeTruthy();
    const diff = within(dialog).getByRole("list", { name: "Draft compared with version 1" });
    expect(
      within(diff)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      '1.HeroChanged in the draftLead with AI · button "Apply"Fields changed: Heading',
      "2.FAQNot in the draftQuestions · 1 question",
      "3.Rich textAdded in the draftSix weeks, live.",
    ]);
  });

  test("restores a version after the question and reopens the editor on it", async () => {
    const { calls } = stubVersions();
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Versions of this page" });
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    const question = await screen.findByRole("dialog", { name: "Restore version 1?" });
    expect(question.textContent).toContain("Visitors see no change until the page is published.");
    await user.click(within(question).getByRole("button", { name: "Restore" }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("First title"),
    );
    expect(calls.find((call) => call.path.endsWith("/restore"))?.body).toEqual({ version: 3 });
    const outline = screen.getByRole("list", { name: "Blocks of the draft" });
    expect(within(outline).getAllByRole("listitem")).toHaveLength(1);
  });
});
