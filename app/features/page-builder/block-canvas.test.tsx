import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import {
  builderPath,
  type Call,
  detail,
  json,
  pageId,
  renderPageBuilder,
  setScreenWidth,
  stubApi,
  textBlock,
} from "./page-builder.test-support.tsx";

// The block canvas on a wide screen (issue 21, decision 0063): Puck arrives after the page's shell, through
// React.lazy, with a loading state meanwhile; a field edited in Puck's panel makes the draft unsaved and
// goes out with the next save.

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the block canvas", () => {
  test("loads Puck after the shell and saves what is edited in it", async () => {
    setScreenWidth(1280);
    // Puck hit-tests the pointer with elementsFromPoint, which happy-dom lacks: nothing is under it here.
    document.elementsFromPoint = () => [];
    const { calls } = stubApi((call: Call) => {
      if (call.path === `/api/admin/pages/${pageId}` && call.method === "GET") return json(detail());
      if (call.path === `/api/admin/pages/${pageId}` && call.method === "PUT")
        return json(detail({ version: 4 }));
      if (call.path === `/api/admin/pages/${pageId}/versions`)
        return json({ items: [], total: 0, page: 1, pageSize: 20 });
      return undefined;
    });
    renderPageBuilder(`${builderPath}?edit=${pageId}`);
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeTruthy();
    expect(screen.getByText("Loading the block editor...")).toBeTruthy();

    const user = userEvent.setup();
    // Puck's canvas draws the blocks with our previews; choosing one opens its fields.
    const hero = await waitFor(
      () => {
        const found = screen
          .getAllByRole("button")
          .find((item) => item.textContent?.startsWith("HeroLead with AI"));
        if (!found) throw new Error("Puck has not drawn the Hero block yet");
        return found;
      },
      { timeout: 10_000 },
    );
    // Puck's first data (ids, defaults) is not an edit.
    expect(screen.getByText("All changes saved")).toBeTruthy();
    await user.click(hero);
    const heading = (await screen.findAllByRole("textbox", { name: "Heading" }))[0] as HTMLInputElement;
    expect(heading.value).toBe("Lead with AI");
    await user.clear(heading);
    await user.type(heading, "Lead your team with AI");
    await waitFor(() => expect(screen.getByText("Unsaved changes")).toBeTruthy());

    // The editor can take the whole window, with the save beside it.
    await user.click(screen.getByRole("button", { name: "Full screen" }));
    expect(document.body.style.overflow).toBe("hidden");
    expect(screen.getAllByRole("button", { name: "Save draft" })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Leave full screen" }));
    expect(document.body.style.overflow).toBe("");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    const sent = calls.find((call) => call.method === "PUT")?.body?.document as {
      content: { type: string; props: Record<string, unknown> }[];
    };
    expect(sent.content.map((block) => block.type)).toEqual(["Hero", "RichText"]);
    expect(sent.content[0]?.props).toMatchObject({ id: "Hero-1", heading: "Lead your team with AI" });
    expect(sent.content[1]).toEqual(textBlock);
    expect(await screen.findByText("All changes saved")).toBeTruthy();
  }, 20_000);
});
