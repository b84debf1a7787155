import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import {
  builderPath,
  type Call,
  detail,
  heroBlock,
  json,
  pageId,
  renderPageBuilder,
  setScreenWidth,
  stubApi,
  textBlock,
} from "./page-builder.test-support.tsx";

// Saving a page in the editor (issue 21): the draft goes at the version it was opened at; a 409 keeps every
// edit and says why; the contract's schema lists the blocks' problems before anything is sent; a 400's
// messages land under their fields and in the list. On a phone-width screen, so Puck is not loaded.

const editorAt = `${builderPath}?edit=${pageId}`;
const noVersions = json({ items: [], total: 0, page: 1, pageSize: 20 });

beforeEach(() => setScreenWidth(600));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

function stubEditor(save: (call: Call) => Response, read: () => Response = () => json(detail())) {
  return stubApi((call) => {
    if (call.path === `/api/admin/pages/${pageId}` && call.method === "GET") return read();
    if (call.path === `/api/admin/pages/${pageId}` && call.method === "PUT") return save(call);
    if (call.path === `/api/admin/pages/${pageId}/versions`) return noVersions;
    return undefined;
  });
}

describe("saving a page", () => {
  test("a 409 keeps the edits, says someone else saved, and can load their version", async () => {
    let reads = 0;
    const { calls } = stubEditor(
      () => json({ error: pageBuilderMessages.stale }, 409),
      () => {
        reads += 1;
        return json(reads === 1 ? detail() : detail({ title: "Their title", version: 4 }));
      },
    );
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    const title = (await screen.findByRole("textbox", { name: "Title" })) as HTMLInputElement;
    await user.clear(title);
    await user.type(title, "My better title");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    expect(await screen.findByText(pageBuilderMessages.stale)).toBeTruthy();
    expect(title.value).toBe("My better title");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toMatchObject({ title: "My better title", version: 3 });
    expect(put?.body?.document).toMatchObject({ content: [heroBlock, textBlock] });

    await user.click(screen.getByRole("button", { name: "Discard my changes and load the latest version" }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Their title"),
    );
    expect(screen.queryByText(pageBuilderMessages.stale)).toBeNull();
  });

  test("saves at the opened version, then at the version the server answered", async () => {
    let version = 3;
    const { calls } = stubEditor((call) => {
      version += 1;
      return json(detail({ ...(call.body as object), version }));
    });
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    const description = await screen.findByRole("textbox", { name: "Description" });
    await user.type(description, " Now in spring.");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("All changes saved")).toBeTruthy();
    await user.type(description, "!");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body?.version)).toEqual([3, 4]);
  });

  test("lists the blocks' problems from the contract's schema and sends nothing", async () => {
    const broken = detail({
      document: {
        root: { props: {} },
        content: [
          { type: "Hero", props: { ...heroBlock.props, heading: "" } },
          {
            type: "CallToAction",
            props: {
              id: "CallToAction-1",
              heading: "Go",
              text: "",
              buttonLabel: "Apply",
              buttonHref: "javascript:alert(1)",
            },
          },
          { type: "CourseCards", props: { id: "CourseCards-1", heading: "Courses", courseSlugs: [] } },
        ],
      } as ReturnType<typeof detail>["document"],
    });
    const { calls } = stubEditor(
      () => json(detail()),
      () => json(broken),
    );
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save draft" }));
    const list = await screen.findByRole("alert", { name: /3 problems to fix/ });
    const items = within(list)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "Block 1 (Hero), Heading: String must contain at least 1 character(s)",
      `Block 2 (Call to action), Button link: ${pageBuilderMessages.unsafeUrl}`,
      "Block 3 (Course cards), Courses: Add at least one",
    ]);
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  test("puts a 400's messages under the settings and in the blocks' list", async () => {
    stubEditor(() =>
      json(
        {
          error: "Validation failed",
          errors: [
            { field: "path", message: pageBuilderMessages.pathTaken },
            { field: "document.content.1.props.markdown", message: pageBuilderMessages.scriptInText },
          ],
        },
        400,
      ),
    );
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save draft" }));
    expect(await screen.findByText(pageBuilderMessages.pathTaken)).toBeTruthy();
    const path = screen.getByRole("textbox", { name: "Path" });
    expect(path.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(path);
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === "LI" &&
          element.textContent === `Block 2 (Rich text), Text (Markdown): ${pageBuilderMessages.scriptInText}`,
      ),
    ).toBeTruthy();
  });

  test("leaving with unsaved changes asks first", async () => {
    stubEditor(() => json(detail()));
    const { router } = renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "!");
    await user.click(screen.getByRole("link", { name: "All pages" }));
    const question = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(question).getByRole("button", { name: "Stay" }));
    expect(router.state.location.search).toBe(`?edit=${pageId}`);
    await user.click(screen.getByRole("link", { name: "All pages" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  test("a 409 naming the path is the path's problem, not a stale page", async () => {
    stubEditor(() =>
      json(
        {
          error: pageBuilderMessages.pathTaken,
          errors: [{ field: "path", message: pageBuilderMessages.pathTaken }],
        },
        409,
      ),
    );
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save draft" }));
    expect(await screen.findByText(pageBuilderMessages.pathTaken)).toBeTruthy();
    expect(screen.queryByText(pageBuilderMessages.stale)).toBeNull();
    expect(screen.getByText("The draft was not saved: see the messages below.")).toBeTruthy();
  });

  test("a published page's path cannot be edited", async () => {
    stubEditor(
      () => json(detail()),
      () => json(detail({ status: "published", publishedAt: "2026-11-01T09:00:00.000Z" })),
    );
    renderPageBuilder(editorAt);
    const path = (await screen.findByRole("textbox", { name: "Path" })) as HTMLInputElement;
    expect(path.readOnly).toBe(true);
    expect(screen.getByText(pageBuilderMessages.pathLocked)).toBeTruthy();
  });

  test("on a narrow screen, lists the blocks and asks for a wider screen to edit them", async () => {
    stubEditor(() => json(detail()));
    renderPageBuilder(editorAt);
    expect(await screen.findByText(/Use a wider screen to edit blocks/)).toBeTruthy();
    const outline = screen.getByRole("list", { name: "Blocks of the draft" });
    expect(
      within(outline)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(['1.HeroLead with AI · button "Apply"', "2.Rich textSix weeks, live."]);
  });
});
