import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import {
  builderPath,
  type Call,
  detail,
  heroBlock,
  json,
  marketer,
  pageId,
  renderPageBuilder,
  setScreenWidth,
  stubApi,
} from "./page-builder.test-support.tsx";

// The editor's A/B test panel (issue 21): create B, switch the blocks between A and B and save B at the
// editor's version, start the test behind a question, the numbers per variant, "make winner"; marketers
// create and edit B but neither start a test nor choose a winner.

const editorAt = `${builderPath}?edit=${pageId}`;
const base = `/api/admin/pages/${pageId}`;
const bDocument = {
  root: { props: {} },
  content: [{ ...heroBlock, props: { ...heroBlock.props, id: "Hero-B", heading: "Lead with B" } }],
} as ReturnType<typeof detail>["document"];

beforeEach(() => setScreenWidth(600));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

function stubVariants(
  page: ReturnType<typeof detail>,
  answer: (call: Call) => Response | undefined = () => undefined,
) {
  return stubApi((call) => {
    if (call.path === base && call.method === "GET") return json(page);
    if (call.path === `${base}/versions`) return json({ items: [], total: 0, page: 1, pageSize: 20 });
    return answer(call);
  });
}

describe("the A/B test panel", () => {
  test("creates B, lists B's blocks when editing B, and saves B at the editor's version", async () => {
    const withB = detail({ version: 4, variant: { document: bDocument, running: false, startedAt: null } });
    const { calls } = stubVariants(detail(), (call) => {
      if (call.path === `${base}/variant` && call.method === "POST") return json(withB);
      if (call.path === `${base}/variant` && call.method === "PUT") return json({ ...withB, version: 5 });
      return undefined;
    });
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create variant B" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === `${base}/variant`)?.body).toEqual({ version: 3 }),
    );

    await user.click(await screen.findByRole("button", { name: "B", pressed: false }));
    expect(await screen.findByText(/Lead with B/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start the test" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Preview B/ }).getAttribute("href")).toContain("&variant=b");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === `${base}/variant` && call.method === "PUT")?.body).toEqual({
        document: bDocument,
        version: 4,
      }),
    );
    expect(await screen.findByText("Variant B saved")).toBeTruthy();
  });

  test("starts the test after a question, shows the numbers and makes B the winner", async () => {
    const withB = detail({ version: 4, variant: { document: bDocument, running: false, startedAt: null } });
    const running = detail({
      version: 5,
      status: "published",
      publishedAt: "2026-11-29T12:00:00.000Z",
      variant: { document: bDocument, running: true, startedAt: "2026-11-29T12:00:00.000Z" },
    });
    const stats = {
      running: true,
      startedAt: "2026-11-29T12:00:00.000Z",
      items: [
        { variant: "a", views: 40, visitors: 20, leads: 2, checkouts: 1, leadRate: 0.1, checkoutRate: 0.05 },
        {
          variant: "b",
          views: 44,
          visitors: 22,
          leads: 5,
          checkouts: 2,
          leadRate: 5 / 22,
          checkoutRate: 2 / 22,
        },
      ],
    };
    const { calls } = stubVariants(withB, (call) => {
      if (call.path === `${base}/variant/start`) return json(running);
      if (call.path === `${base}/variants`) return json(stats);
      if (call.path === `${base}/variant/stop`)
        return json(detail({ version: 6, status: "published", variant: null }));
      return undefined;
    });
    renderPageBuilder(editorAt);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Start the test" }));
    const dialog = await screen.findByRole("dialog", { name: "Start the A/B test?" });
    expect(calls.some((call) => call.path.endsWith("/variant/start"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Start the test" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.path.endsWith("/variant/start"))?.body).toEqual({ version: 4 });

    const table = await screen.findByRole("table", { name: /numbers per variant/ });
    expect(within(table).getByRole("row", { name: /^B 22 44 5 \(22\.7%\) 2 \(9\.1%\)$/ })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Make B the winner" }));
    const winner = await screen.findByRole("dialog", { name: "Make B the winner?" });
    await user.click(within(winner).getByRole("button", { name: "Make B the winner" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.path.endsWith("/variant/stop"))?.body).toEqual({
      version: 5,
      winner: "b",
    });
    expect(await screen.findByRole("button", { name: "Create variant B" })).toBeTruthy();
  });

  test("marketers edit B but neither start a test nor choose a winner", async () => {
    const withB = detail({ variant: { document: bDocument, running: false, startedAt: null } });
    stubApi((call) => {
      if (call.path === base && call.method === "GET") return json(withB);
      if (call.path === `${base}/versions`) return json({ items: [], total: 0, page: 1, pageSize: 20 });
      return undefined;
    }, marketer);
    renderPageBuilder(editorAt, marketer);
    expect(await screen.findByText("Only admins start a test or choose its winner.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start the test" })).toBeNull();
    expect(screen.getByRole("button", { name: "B", pressed: false })).toBeTruthy();
  });
});
