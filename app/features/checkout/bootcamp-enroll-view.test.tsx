import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ContactDialogProvider } from "#app/features/contact/contact-dialog-context.tsx";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { fallbackPayments } from "#app/lib/use-site-data.ts";
import type { BootcampEnrollment, Quote } from "#contracts/checkout.ts";
import { checkoutMessages, paymentsUnavailableMessage } from "#contracts/checkout-text.ts";
import type { PaymentsMode } from "#contracts/site-settings.ts";
import { BootcampEnrollView, type BootcampSelection } from "./bootcamp-enroll-view.tsx";

const weekend = {
  id: "3f0c9a52-7d1e-4c4b-9a51-1c2d3e4f5a6b",
  type: "weekend",
  startDate: "2027-03-06",
  schedule: "Sat & Sun, 10:00-14:00 ET",
  seatsAvailable: 11,
  earlyBirdDeadline: "2027-02-04",
  earlyBird: true,
  priceCents: 224_900,
};

const enrollment: BootcampEnrollment = {
  eligible: true,
  reason: null,
  application: { id: "a1", status: "accepted", preferredBatchId: weekend.id },
  batches: [
    weekend,
    { ...weekend, id: "9a8b7c6d-1111-4c4b-9a51-1c2d3e4f5a6b", seatsAvailable: 0, type: "fast_track" },
  ],
  course: { slug: "ai-engineers", title: "AI Engineering", priceCents: 249_900 },
};

const quote: Quote = {
  course: {
    slug: "ai-engineers",
    title: "AI Engineering",
    format: "live_online",
    durationWeeks: 16,
    imagePath: null,
  },
  batch: weekend,
  plan: "instalments",
  earlyBird: true,
  price: {
    listPriceCents: 249_900,
    earlyBirdDiscountCents: 25_000,
    couponDiscountCents: 0,
    totalCents: 224_900,
    currency: "USD",
  },
  coupon: null,
  couponError: null,
  instalments: [
    { number: 1, dueDate: "2026-11-22", amountCents: 74_967 },
    { number: 2, dueDate: "2026-12-22", amountCents: 74_967 },
    { number: 3, dueDate: "2027-01-22", amountCents: 74_966 },
  ],
  soldOut: false,
  requiresAdmission: false,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function renderView(
  props: {
    enrollment: BootcampEnrollment;
    selection: BootcampSelection;
    quote: Quote | null;
  },
  payments: PaymentsMode = fallbackPayments,
) {
  const redirect = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/ai-bootcamp/enroll",
        element: <BootcampEnrollView signedOut={false} redirect={redirect} {...props} />,
      },
    ],
    { initialEntries: ["/ai-bootcamp/enroll"] },
  );
  render(
    <ShellStoreProvider
      store={createShellStore({
        currentUser: null,
        siteSettings: { phone: "", email: "admissions@ailabs.test", promoBanner: true, payments },
      })}
    >
      <ContactDialogProvider>
        <RouterProvider router={router} />
      </ContactDialogProvider>
    </ShellStoreProvider>,
  );
  return { router, redirect };
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=test-token; path=/";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("BootcampEnrollView", () => {
  test("an applicant not accepted yet sees why and nothing to buy", () => {
    renderView({
      enrollment: { ...enrollment, eligible: false, reason: checkoutMessages.bootcampNotEligible },
      selection: { batch: null, plan: "full", coupon: null },
      quote: null,
    });
    expect(screen.getByRole("alert").textContent).toContain(checkoutMessages.bootcampNotEligible);
    expect(screen.queryByRole("button", { name: /Continue to payment/ })).toBeNull();
  });

  test("cohorts and plans are radios in the URL; a full cohort cannot be chosen; paying sends the plan", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json({ orderId: "o1", redirectUrl: "/test-payments/tps_abcdefghijklmnop" }, 201),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    const { router, redirect } = renderView({
      enrollment,
      selection: { batch: weekend.id, plan: "instalments", coupon: null },
      quote,
    });
    const cohorts = screen.getAllByRole("radio").filter((radio) => radio.getAttribute("name") === "batch");
    expect((cohorts[0] as HTMLInputElement).checked).toBe(true);
    expect((cohorts[1] as HTMLInputElement).disabled).toBe(true);
    // The schedule arrives on demand (order-summary.tsx): rendered by the server, loaded after hydration here.
    expect((await screen.findByRole("table", { name: "Payment schedule" })).textContent).toContain("$749.67");

    await user.click(screen.getByRole("radio", { name: /Pay in full/ }));
    expect((screen.getByRole("radio", { name: /Pay in full/ }) as HTMLInputElement).checked).toBe(true);
    expect(router.state.location.search).not.toContain("plan=");

    await user.click(screen.getByRole("radio", { name: /3 monthly instalments/ }));
    expect(router.state.location.search).toContain("plan=instalments");

    await user.click(screen.getByRole("button", { name: /Continue to payment · \$749\.67/ }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith("/test-payments/tps_abcdefghijklmnop"));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      course: "ai-engineers",
      batchId: weekend.id,
      plan: "instalments",
    });
  });

  test("without online payment (PAYMENTS_PROVIDER=none) the pay step sends the applicant to admissions", async () => {
    renderView(
      { enrollment, selection: { batch: weekend.id, plan: "full", coupon: null }, quote },
      { provider: "none", testModeNotice: false },
    );
    const pay = screen.getByRole("region", { name: "3. Pay securely" });
    // The notice arrives on demand (lazy-payments-unavailable.tsx).
    await within(pay).findByRole("button", { name: "Contact admissions" });
    expect(pay.textContent).toContain(paymentsUnavailableMessage("admissions@ailabs.test"));
    expect(within(pay).getByRole("link", { name: "admissions@ailabs.test" }).getAttribute("href")).toBe(
      "mailto:admissions@ailabs.test",
    );
    expect(within(pay).getByRole("button", { name: "Contact admissions" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Continue to payment/ })).toBeNull();
  });
});
