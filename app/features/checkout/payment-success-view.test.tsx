import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { Order } from "#contracts/checkout.ts";
import { PaymentSuccessView, type SuccessKind } from "./payment-success-view.tsx";

const pending: Order = {
  id: "6d1f7a2e-1b7c-4f0e-9f51-0a2b3c4d5e6f",
  number: "AIL-000042",
  kind: "course",
  status: "pending",
  course: { slug: "machine-learning", title: "Machine Learning" },
  batch: {
    id: "3f0c9a52-7d1e-4c4b-9a51-1c2d3e4f5a6b",
    type: "weekend",
    startDate: "2027-03-06",
    schedule: "Sat & Sun, 10:00-14:00 ET",
    earlyBirdDeadline: "2027-02-04",
  },
  plan: "full",
  price: {
    listPriceCents: 149_900,
    earlyBirdDiscountCents: 30_000,
    couponDiscountCents: 0,
    totalCents: 119_900,
    currency: "USD",
  },
  couponCode: null,
  provider: "test",
  seatHeldUntil: "2026-11-22T12:30:00Z",
  paymentUrl: "/test-payments/tps_abcdefghijklmnop",
  lastError: null,
  paidAt: null,
  refundedAt: null,
  createdAt: "2026-11-22T12:00:00Z",
  instalments: [{ number: 1, dueDate: "2026-11-22", amountCents: 119_900, status: "due" }],
  payments: [],
};

const paid: Order = {
  ...pending,
  status: "paid",
  paymentUrl: null,
  paidAt: "2026-11-22T12:01:00Z",
  instalments: [{ number: 1, dueDate: "2026-11-22", amountCents: 119_900, status: "paid" }],
  payments: [
    {
      id: "p1",
      amountCents: 119_900,
      currency: "USD",
      method: "Visa •••• 4242",
      instalmentNumber: 1,
      status: "succeeded",
      receiptNumber: "RCPT-000042-1",
      refundedAmountCents: 0,
      paidAt: "2026-11-22T12:01:00Z",
      receiptUrl: "/api/student/payments/p1/receipt",
    },
  ],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

// The time limit is wall-clock: 80 ms lets the "still pending" case finish quickly, while a journey that
// expects the paid answer gets seconds, so a slow machine does not turn it into a give-up.
function renderView(initialOrder: Order | null, kind: SuccessKind = "course", pollLimitMs = 80) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <PaymentSuccessView
            kind={kind}
            orderId={pending.id}
            initialOrder={initialOrder}
            initialProblem={null}
            pollIntervalMs={10}
            pollLimitMs={pollLimitMs}
          />
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <ShellStoreProvider store={createShellStore({ currentUser: null })}>
      <RouterProvider router={router} />
    </ShellStoreProvider>,
  );
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=test-token; path=/";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PaymentSuccessView", () => {
  test("waits for the webhook: pending, then the paid order with its receipt and next steps", async () => {
    const answers = [json(pending), json(paid)];
    const fetchMock = vi.fn<typeof fetch>(async () => answers.shift() ?? json(paid));
    vi.stubGlobal("fetch", fetchMock);
    renderView(pending, "course", 5_000);
    expect(screen.getByRole("heading", { name: "Confirming your payment" })).toBeTruthy();

    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeTruthy();
    expect(screen.getByTestId("order-number").textContent).toBe("AIL-000042");
    expect(screen.getByText("Visa •••• 4242")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Download receipt RCPT-000042-1/ }).getAttribute("href")).toBe(
      "/api/student/payments/p1/receipt",
    );
    expect(screen.getByRole("link", { name: "Go to My Enrolled Courses" }).getAttribute("href")).toBe(
      "/dashboard/student/courses",
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/orders/${pending.id}`);
  });

  test("still pending after the time limit: says so and points to the Payments page", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(pending));
    vi.stubGlobal("fetch", fetchMock);
    renderView(null);
    expect(
      await screen.findByRole(
        "heading",
        { name: "Your payment is still being confirmed" },
        { timeout: 2000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Payments" }).getAttribute("href")).toBe(
      "/dashboard/student/payments",
    );
    const reads = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.length).toBe(reads);
  });

  test("a bootcamp order paid in instalments shows the schedule", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderView(
      {
        ...paid,
        kind: "bootcamp",
        plan: "instalments",
        instalments: [
          { number: 1, dueDate: "2026-11-22", amountCents: 40_000, status: "paid" },
          { number: 2, dueDate: "2026-12-22", amountCents: 40_000, status: "due" },
          { number: 3, dueDate: "2027-01-22", amountCents: 39_900, status: "due" },
        ],
      },
      "bootcamp",
    );
    expect(screen.getByRole("heading", { name: "Payment received: welcome to the bootcamp" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Instalment schedule" });
    expect(table.textContent).toContain("Dec 22, 2026");
    expect(table.textContent).toContain("$399");
  });

  test("a failed payment shows the reason and a way to try again", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderView({
      ...pending,
      status: "failed",
      lastError: "Your card was declined. Nothing was charged; try another card.",
    });
    expect(screen.getByRole("alert").textContent).toContain("Your card was declined");
    expect(screen.getByRole("link", { name: "Try the payment again" }).getAttribute("href")).toBe(
      pending.paymentUrl,
    );
  });
});
