import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { AdminOrder, AdminOrdersPage, AdminRevenue } from "#contracts/admin-payments.ts";
import { refundMessages } from "#contracts/admin-payments-text.ts";
import { PaymentsScreen } from "./payments-screen.tsx";

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: "d0000000-0000-4000-8000-000000000001",
    number: "AIL-000042",
    buyer: { name: "Priya Raman", email: "priya@example.com" },
    course: { slug: "ai-engineering", title: "AI Engineering" },
    batchStartDate: "2026-09-07",
    plan: "full",
    price: {
      listPriceCents: 249_900,
      earlyBirdDiscountCents: 0,
      couponDiscountCents: 0,
      totalCents: 249_900,
      currency: "USD",
    },
    couponCode: null,
    paidCents: 249_900,
    refundedCents: 0,
    status: "paid",
    provider: "test",
    createdAt: "2026-08-01T10:00:00.000Z",
    paidAt: "2026-08-01T10:05:00.000Z",
    refundedAt: null,
    ...overrides,
  };
}

const revenue: AdminRevenue = {
  currency: "USD",
  months: [
    { month: "2026-07", grossCents: 0, refundedCents: 0, netCents: 0, paidOrders: 0 },
    { month: "2026-08", grossCents: 249_900, refundedCents: 0, netCents: 249_900, paidOrders: 1 },
  ],
  totals: { grossCents: 249_900, refundedCents: 0, netCents: 249_900, paidOrders: 1 },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { path: string; method: string };

/** A fake of the page's calls; the refund answers `refundStatus` once, then succeeds. */
function fakeApi(options: { refundStatus?: number } = {}) {
  let orders = [
    order(),
    order({ id: "d2", number: "AIL-000043", status: "pending", paidCents: 0, paidAt: null }),
  ];
  let refundFailures = options.refundStatus ? 1 : 0;
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ path: `${url.pathname}${url.search}`, method });
      if (url.pathname === "/api/admin/revenue") return json(revenue);
      if (url.pathname === "/api/admin/orders") {
        const status = url.searchParams.get("status");
        const items = orders.filter((o) => !status || o.status === status);
        const page: AdminOrdersPage = {
          items,
          page: 1,
          pageSize: 20,
          pageCount: 1,
          total: items.length,
          courses: [{ slug: "ai-engineering", title: "AI Engineering" }],
        };
        return json(page);
      }
      const refund = /^\/api\/admin\/orders\/(.+)\/refund$/.exec(url.pathname);
      if (refund && method === "POST") {
        if (refundFailures > 0) {
          refundFailures -= 1;
          const message = refundMessages.providerFailed;
          return json({ error: message, errors: [{ message }] }, options.refundStatus);
        }
        orders = orders.map((o) =>
          o.id === refund[1]
            ? { ...o, status: "refunded", refundedCents: o.paidCents, refundedAt: "2026-08-02T09:00:00.000Z" }
            : o,
        );
        return json(orders.find((o) => o.id === refund[1]));
      }
      return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
    }),
  );
  return { calls };
}

function renderPage(path = "/dashboard/admin/payments") {
  const router = createMemoryRouter([{ path: "/dashboard/admin/payments", element: <PaymentsScreen /> }], {
    initialEntries: [path],
  });
  render(
    <ShellStoreProvider store={createShellStore({})}>
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

describe("the payments page", () => {
  test("shows revenue by month with the 12-month total, and the orders", async () => {
    fakeApi();
    renderPage();
    const table = await screen.findByRole("table", { name: /Revenue by month/ });
    expect(within(table).getByRole("rowheader", { name: "Aug 2026" })).toBeTruthy();
    const total = within(table).getByRole("row", { name: /12 months/ });
    expect(within(total).getAllByText("$2,499").length).toBeGreaterThan(0);
    const row = await screen.findByRole("row", { name: /AIL-000042/ });
    expect(within(row).getByText("Priya Raman")).toBeTruthy();
    expect(within(row).getByText("Paid")).toBeTruthy();
    // Only paid orders can be refunded.
    const pending = screen.getByRole("row", { name: /AIL-000043/ });
    expect(within(pending).queryByRole("button", { name: /Refund/ })).toBeNull();
  });

  test("keeps the status filter in the URL", async () => {
    const { calls } = fakeApi();
    const { router } = renderPage();
    await screen.findByRole("row", { name: /AIL-000042/ });
    await userEvent.selectOptions(screen.getByLabelText("Filter by status"), "pending");
    await waitFor(() => expect(router.state.location.search).toBe("?status=pending"));
    await waitFor(() => expect(screen.queryByRole("row", { name: /AIL-000042/ })).toBeNull());
    expect(calls.some((c) => c.path.startsWith("/api/admin/orders?status=pending"))).toBe(true);
  });
});

describe("refunding", () => {
  test("asks first, naming the order, buyer and amount; Cancel changes nothing", async () => {
    const { calls } = fakeApi();
    renderPage();
    const row = await screen.findByRole("row", { name: /AIL-000042/ });
    await userEvent.click(within(row).getByRole("button", { name: "Refund order AIL-000042" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund order AIL-000042?" });
    expect(dialog.textContent).toContain("$2,499 goes back to Priya Raman (priya@example.com)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(within(screen.getByRole("row", { name: /AIL-000042/ })).getByText("Paid")).toBeTruthy();
  });

  test("after confirming, the row shows Refunded and the button is gone", async () => {
    const { calls } = fakeApi();
    renderPage();
    const row = await screen.findByRole("row", { name: /AIL-000042/ });
    await userEvent.click(within(row).getByRole("button", { name: "Refund order AIL-000042" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund $2,499" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const updated = screen.getByRole("row", { name: /AIL-000042/ });
    expect(within(updated).getByText("Refunded")).toBeTruthy();
    expect(within(updated).queryByRole("button", { name: /Refund/ })).toBeNull();
    expect(await screen.findByText("Order refunded")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "/api/admin/orders/d0000000-0000-4000-8000-000000000001/refund",
    ]);
  });

  test("a failure shows in the dialog, which stays open with the filters kept, and a retry works", async () => {
    fakeApi({ refundStatus: 502 });
    const { router } = renderPage("/dashboard/admin/payments?course=ai-engineering");
    const row = await screen.findByRole("row", { name: /AIL-000042/ });
    await userEvent.click(within(row).getByRole("button", { name: "Refund order AIL-000042" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund $2,499" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(refundMessages.providerFailed);
    expect(screen.getByRole("dialog", { name: "Refund order AIL-000042?" })).toBe(dialog);
    expect(router.state.location.search).toBe("?course=ai-engineering");
    // The page under the modal dialog is hidden from the accessibility tree, not gone.
    const behind = screen.getByRole("row", { name: /AIL-000042/, hidden: true });
    expect(within(behind).getByText("Paid")).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Refund $2,499" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(screen.getByRole("row", { name: /AIL-000042/ })).getByText("Refunded")).toBeTruthy();
  });
});
