import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { Order } from "#contracts/checkout.ts";
import { studentOrdersPath, studentOrdersQuery } from "./payment-queries.ts";
import { PaymentsList } from "./payments-list.tsx";

const student: CurrentUser = {
  id: "u-student",
  name: "Maya Chen",
  username: "maya",
  email: "maya@example.com",
  avatar: null,
  role: "student",
  emailVerified: true,
};

const paidOrder: Order = {
  id: "o-paid",
  number: "AIL-000123",
  kind: "course",
  status: "paid",
  course: { slug: "machine-learning", title: "Machine Learning Foundations" },
  batch: {
    id: "b-1",
    type: "weekend",
    startDate: "2027-01-09",
    schedule: "Sat & Sun, 10:00-13:00",
    earlyBirdDeadline: "2026-12-10",
  },
  plan: "full",
  price: {
    listPriceCents: 249_900,
    earlyBirdDiscountCents: 25_000,
    couponDiscountCents: 22_490,
    totalCents: 202_410,
    currency: "USD",
  },
  couponCode: "SPRING10",
  provider: "test",
  seatHeldUntil: null,
  paymentUrl: null,
  lastError: null,
  paidAt: "2026-11-20T10:00:00.000Z",
  refundedAt: null,
  createdAt: "2026-11-20T09:55:00.000Z",
  instalments: [{ number: 1, dueDate: "2026-11-20", amountCents: 202_410, status: "paid" }],
  payments: [
    {
      id: "p-1",
      amountCents: 202_410,
      currency: "USD",
      method: "Visa •••• 4242",
      instalmentNumber: 1,
      status: "succeeded",
      receiptNumber: "R-000123-1",
      refundedAmountCents: 0,
      paidAt: "2026-11-20T10:00:00.000Z",
      receiptUrl: "/api/student/payments/p-1/receipt",
    },
  ],
};

const instalmentOrder: Order = {
  ...paidOrder,
  id: "o-bootcamp",
  number: "AIL-000124",
  kind: "bootcamp",
  course: { slug: "ai-engineers", title: "AI Engineering Bootcamp" },
  plan: "instalments",
  couponCode: null,
  price: {
    listPriceCents: 600_000,
    earlyBirdDiscountCents: 0,
    couponDiscountCents: 0,
    totalCents: 600_000,
    currency: "USD",
  },
  instalments: [
    { number: 1, dueDate: "2026-11-21", amountCents: 200_000, status: "paid" },
    { number: 2, dueDate: "2026-12-21", amountCents: 200_000, status: "due" },
    { number: 3, dueDate: "2027-01-21", amountCents: 200_000, status: "due" },
  ],
  payments: [
    {
      ...paidOrder.payments[0]!,
      id: "p-2",
      amountCents: 200_000,
      receiptNumber: "R-000124-1",
      status: "refunded",
      refundedAmountCents: 50_000,
      receiptUrl: "/api/student/payments/p-2/receipt",
    },
  ],
};

// Far in the future, so the hold is live whenever the test runs.
const pendingOrder: Order = {
  ...paidOrder,
  id: "o-pending",
  number: "AIL-000125",
  status: "pending",
  couponCode: null,
  price: { ...paidOrder.price, couponDiscountCents: 0, totalCents: 224_900 },
  seatHeldUntil: "2999-01-01T12:30:00.000Z",
  paymentUrl: "/test-payment/tps_abcdefghijklmnop",
  paidAt: null,
  payments: [],
};

const failedOrder: Order = {
  ...pendingOrder,
  id: "o-failed",
  number: "AIL-000126",
  status: "failed",
  seatHeldUntil: "2999-01-01T12:30:00.000Z",
  lastError: "Your card was declined. Nothing was charged; try another card.",
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The network boundary: one handler per path; any other request fails the test. */
function stubApi(handlers: Record<string, () => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (path: string) => {
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected request ${path}`);
    return handler();
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** `seeded`: the orders a route loader would have prefetched into the cache. */
function renderScreen(user: CurrentUser | null, seeded?: Order[]) {
  const queryClient = makeQueryClient();
  if (user && seeded) queryClient.setQueryData(studentOrdersQuery(user.id).queryKey, { orders: seeded });
  const shell = createShellStore({});
  shell.set("currentUser", user);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: "/dashboard/student/payments", element: <PaymentsList /> },
          { path: "/auth", element: <p>Sign-in page</p> },
          { path: "/courses", element: <p>Catalog</p> },
        ],
      },
    ],
    { initialEntries: ["/dashboard/student/payments"] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
  return { router };
}

const orderCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([path]) => path === studentOrdersPath);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Payments page", () => {
  test("signed out: asks to log in and reads nothing", () => {
    const fetchMock = stubApi({});
    renderScreen(null);
    expect(screen.getByRole("heading", { name: "Please Login" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/auth");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("shows a spinner while the orders load", () => {
    stubApi({ [studentOrdersPath]: () => new Promise<Response>(() => {}) });
    renderScreen(student);
    expect(screen.getByRole("status").textContent).toBe("Loading your payments...");
  });

  test("a failed load says so and can be retried", async () => {
    let fail = true;
    const fetchMock = stubApi({
      [studentOrdersPath]: () => (fail ? json({ error: "Something went wrong" }, 500) : json({ orders: [] })),
    });
    renderScreen(student);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("We couldn't load your payments. Please try again.")).toBeTruthy();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No payments yet" })).toBeTruthy();
    expect(orderCalls(fetchMock)).toHaveLength(2);
    const [, init] = orderCalls(fetchMock)[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe("include");
  });

  test("no orders: 'No payments yet' with a link to the catalog", async () => {
    stubApi({});
    const { router } = renderScreen(student, []);
    expect(screen.getByRole("heading", { name: "No payments yet" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("link", { name: "Browse courses" }));
    expect(router.state.location.pathname).toBe("/courses");
  });

  test("a paid order: number, course, batch, status, price lines and its receipt", () => {
    const fetchMock = stubApi({});
    renderScreen(student, [paidOrder]);
    const card = screen.getByRole("article", { name: "Machine Learning Foundations" });
    const c = within(card);
    expect(c.getByText("AIL-000123")).toBeTruthy();
    expect(c.getByText("Weekend batch, starts Jan 9, 2027 · Sat & Sun, 10:00-13:00")).toBeTruthy();
    expect(c.getByText("Paid", { selector: "span[class*=rounded-full]" })).toBeTruthy();
    expect(c.getByText("Nov 20, 2026", { selector: "dd" })).toBeTruthy();
    expect(c.getByText("Pay in full")).toBeTruthy();

    const price = c.getByRole("region", { name: "Price" });
    const lines = [...price.querySelectorAll("dl > div")].map((row) => [
      row.querySelector("dt")?.textContent,
      row.querySelector("dd")?.textContent,
    ]);
    expect(lines).toEqual([
      ["List price", "$2,499"],
      ["Early-bird discount", "-$250"],
      ["Coupon SPRING10", "-$224.90"],
      ["Total", "$2,024.10"],
    ]);
    // A single payment needs no schedule.
    expect(c.queryByRole("table")).toBeNull();

    const receipt = c.getByRole("link", { name: "Download receipt R-000123-1" });
    expect(receipt.getAttribute("href")).toBe("/api/student/payments/p-1/receipt");
    expect(receipt.hasAttribute("download")).toBe(true);
    expect(c.getByText("Visa •••• 4242", { exact: false })).toBeTruthy();
    expect(c.queryByRole("link", { name: /Complete payment/ })).toBeNull();
    // Seeded by the loader: no request from the browser.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("an instalment order shows its schedule and a partly refunded payment", () => {
    stubApi({});
    renderScreen(student, [instalmentOrder]);
    const card = screen.getByRole("article", { name: "AI Engineering Bootcamp" });
    const table = within(card).getByRole("table", { name: "Instalment schedule" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["#", "Due date", "Amount", "Status"],
      ["1", "Nov 21, 2026", "$2,000", "Paid"],
      ["2", "Dec 21, 2026", "$2,000", "Due"],
      ["3", "Jan 21, 2027", "$2,000", "Due"],
    ]);
    expect(within(card).getByText("3 monthly instalments")).toBeTruthy();
    expect(within(card).getByText("Partly refunded ($500)")).toBeTruthy();
    expect(within(card).getByText(/Instalment 1/)).toBeTruthy();
  });

  test("a pending order with a live seat hold links to its payment page", () => {
    stubApi({});
    renderScreen(student, [pendingOrder, failedOrder]);
    const [pending, failed] = screen.getAllByRole("article");
    expect(within(pending!).getByText("Awaiting payment")).toBeTruthy();
    expect(within(pending!).getByText(/Your seat is held until/)).toBeTruthy();
    expect(within(pending!).getByText("No payments on this order yet.")).toBeTruthy();
    // A failed order shows why, and offers no payment link of its own.
    expect(within(failed!).getByText("Payment failed")).toBeTruthy();
    expect(within(failed!).getByText(failedOrder.lastError!)).toBeTruthy();
    expect(within(failed!).queryByRole("link", { name: /Complete payment/ })).toBeNull();

    const pay = within(pending!).getByRole("link", { name: "Complete payment for AIL-000125" });
    expect(pay.getAttribute("href")).toBe("/test-payment/tps_abcdefghijklmnop");
  });

  test("an expired hold no longer offers payment", () => {
    stubApi({});
    renderScreen(student, [{ ...pendingOrder, seatHeldUntil: "2000-01-01T00:00:00.000Z" }]);
    expect(screen.queryByRole("link", { name: /Complete payment/ })).toBeNull();
  });
});
