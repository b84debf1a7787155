import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { fallbackPayments } from "#app/lib/use-site-data.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { Quote } from "#contracts/checkout.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { readCart } from "./cart-params.ts";
import { fetchQuote } from "./checkout-api.ts";
import { CheckoutView } from "./checkout-view.tsx";

// The real widget runs a proof-of-work challenge; here a button hands out a token.
vi.mock("../captcha/captcha-widget.tsx", () => ({
  CaptchaWidget: ({ onToken }: { onToken: (token: string) => void }) => (
    <button type="button" onClick={() => onToken("captcha-token")}>
      Solve captcha
    </button>
  ),
}));

const batchId = "3f0c9a52-7d1e-4c4b-9a51-1c2d3e4f5a6b";

const baseQuote: Quote = {
  course: {
    slug: "machine-learning",
    title: "Machine Learning",
    format: "live_online",
    durationWeeks: 10,
    imagePath: null,
  },
  batch: {
    id: batchId,
    type: "weekend",
    startDate: "2027-03-06",
    schedule: "Sat & Sun, 10:00-14:00 ET",
    seatsAvailable: 11,
    earlyBirdDeadline: "2027-02-04",
  },
  plan: "full",
  earlyBird: true,
  price: {
    listPriceCents: 149_900,
    earlyBirdDiscountCents: 30_000,
    couponDiscountCents: 0,
    totalCents: 119_900,
    currency: "USD",
  },
  coupon: null,
  couponError: null,
  instalments: [{ number: 1, dueDate: "2026-11-22", amountCents: 119_900 }],
  soldOut: false,
  requiresAdmission: false,
};

const ada: CurrentUser = {
  id: "u1",
  name: "Ada Lovelace",
  username: "ada",
  email: "ada@example.com",
  avatar: null,
  role: "student",
  emailVerified: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The API as the checkout page sees it: quotes by coupon, sign-in, order creation. */
function stubApi(options: { orderResponse?: Response } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    calls.push({
      method,
      url: `${url.pathname}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url.pathname === "/api/checkout/quote") {
      const coupon = url.searchParams.get("coupon");
      if (coupon === "SAVE10") {
        return json({
          ...baseQuote,
          coupon: { code: "SAVE10", label: "10% off" },
          price: { ...baseQuote.price, couponDiscountCents: 11_990, totalCents: 107_910 },
          instalments: [{ number: 1, dueDate: "2026-11-22", amountCents: 107_910 }],
        });
      }
      if (coupon) return json({ ...baseQuote, couponError: checkoutMessages.couponExpired });
      return json(baseQuote);
    }
    if (url.pathname === "/api/login") return json(ada);
    if (url.pathname === "/api/checkout/orders") {
      return (
        options.orderResponse ??
        json({ orderId: "o1", redirectUrl: "/test-payments/tps_abcdefghijklmnop" }, 201)
      );
    }
    return json({ error: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

function renderCheckout(options: { user?: CurrentUser | null; path?: string } = {}) {
  const shell = createShellStore({});
  shell.set("currentUser", options.user ?? null);
  shell.set("siteSettings", {
    phone: "",
    email: "admissions@ailabs.test",
    promoBanner: true,
    payments: fallbackPayments,
  });
  const redirect = vi.fn();
  function Page() {
    const data = useLoaderData() as { cart: ReturnType<typeof readCart>; quote: Quote | null };
    return <CheckoutView cart={data.cart} quote={data.quote} loadError={null} redirect={redirect} />;
  }
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          {
            path: "/courses/checkout",
            // The route module's loader reads the same call in-process; here it goes through fetch.
            loader: async ({ request }) => {
              const cart = readCart(new URL(request.url).searchParams);
              return { cart, quote: cart ? await fetchQuote(cart) : null };
            },
            element: <Page />,
            hydrateFallbackElement: <p>Loading</p>,
          },
        ],
      },
    ],
    { initialEntries: [options.path ?? `/courses/checkout?course=machine-learning&batch=${batchId}`] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <RouterProvider router={router} />
    </ShellStoreProvider>,
  );
  return { router, redirect };
}

function summary() {
  return screen.getByRole("region", { name: "Order summary" });
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=test-token; path=/";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CheckoutView", () => {
  test("summarises the course, the batch's dates and schedule, the early-bird price and the total", async () => {
    stubApi();
    renderCheckout({ user: ada });
    const box = await screen.findByRole("region", { name: "Order summary" });
    expect(within(box).getByText("Machine Learning")).toBeTruthy();
    expect(within(box).getByText("Live online · 10 weeks")).toBeTruthy();
    expect(box.textContent).toContain("Weekend batch · starts Mar 6, 2027");
    expect(within(box).getByText("Sat & Sun, 10:00-14:00 ET")).toBeTruthy();
    expect(within(box).getByText("$1,499")).toBeTruthy();
    expect(within(box).getByText("-$300")).toBeTruthy();
    expect(within(box).getByText("Until Feb 4, 2027")).toBeTruthy();
    expect(within(box).getByTestId("order-total").textContent).toBe("$1,199");
  });

  test("a coupon is priced by the server; a refused one shows why and keeps the code typed", async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    const { router } = renderCheckout({ user: ada });
    await screen.findByRole("region", { name: "Order summary" });

    await user.type(within(summary()).getByLabelText(/Coupon code/), "old2020");
    await user.click(within(summary()).getByRole("button", { name: "Apply" }));
    expect(await within(summary()).findByText(checkoutMessages.couponExpired)).toBeTruthy();
    expect((within(summary()).getByLabelText(/Coupon code/) as HTMLInputElement).value).toBe("OLD2020");
    expect(calls.some((call) => call.url.includes("coupon=OLD2020"))).toBe(true);

    const field = within(summary()).getByLabelText(/Coupon code/);
    await user.clear(field);
    await user.type(field, "save10");
    await user.click(within(summary()).getByRole("button", { name: "Apply" }));
    expect(await within(summary()).findByText("-$119.90")).toBeTruthy();
    expect(within(summary()).getByRole("status").textContent).toBe("Coupon SAVE10 applied: 10% off");
    expect(within(summary()).getByTestId("order-total").textContent).toBe("$1,079.10");
    // The cart (with its coupon) is the URL, so it survives a reload or an inline sign-in.
    expect(router.state.location.search).toContain("coupon=SAVE10");

    await user.click(within(summary()).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(within(summary()).getByTestId("order-total").textContent).toBe("$1,199"));
    expect(router.state.location.search).not.toContain("coupon");
  });

  test("signed out, it asks for an account first; signing in inline keeps the cart and offers payment", async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    const { router, redirect } = renderCheckout({
      user: null,
      path: `/courses/checkout?course=machine-learning&batch=${batchId}&coupon=SAVE10`,
    });
    await screen.findByRole("region", { name: "Order summary" });
    // The account forms arrive on demand (they are not part of the page's first-load JavaScript).
    expect((await screen.findByRole("tab", { name: "Create account" })).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(screen.queryByRole("button", { name: /Continue to payment/ })).toBeNull();
    expect(screen.getByText("Create an account or sign in above to continue to payment.")).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Sign in" }));
    await user.type(screen.getByLabelText("Username or email"), "ada");
    await user.type(screen.getByLabelText("Password"), "correct-horse-9");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const pay = await screen.findByRole("button", { name: /Continue to payment · \$1,079\.10/ });
    expect(screen.getByText("Ada Lovelace")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/courses/checkout");
    expect(router.state.location.search).toContain("coupon=SAVE10");
    await waitFor(() => expect(document.activeElement).toBe(pay));

    await user.click(pay);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith("/test-payments/tps_abcdefghijklmnop"));
    const order = calls.find((call) => call.url === "/api/checkout/orders");
    expect(order?.method).toBe("POST");
    expect(order?.body).toEqual({ course: "machine-learning", batchId, couponCode: "SAVE10", plan: "full" });
  });

  test("an order the server refuses (batch just sold out) says why and stays on the page", async () => {
    stubApi({
      orderResponse: json(
        {
          error: checkoutMessages.soldOut,
          errors: [{ message: checkoutMessages.soldOut, field: "batchId" }],
        },
        409,
      ),
    });
    const user = userEvent.setup();
    const { redirect } = renderCheckout({ user: ada });
    await user.click(await screen.findByRole("button", { name: /Continue to payment/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(checkoutMessages.soldOut);
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /Continue to payment/ }).hasAttribute("disabled")).toBe(false);
  });

  test("a sold-out batch offers other dates instead of payment", async () => {
    stubApi();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ ...baseQuote, soldOut: true })),
    );
    renderCheckout({ user: ada });
    expect(await screen.findByText("This batch is sold out")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See other batches" }).getAttribute("href")).toBe(
      "/courses/machine-learning#batches",
    );
    expect(screen.getByRole("button", { name: /Continue to payment/ }).hasAttribute("disabled")).toBe(true);
  });

  test("without a course in the URL the cart is empty and links to the catalog", async () => {
    stubApi();
    renderCheckout({ user: ada, path: "/courses/checkout" });
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse courses" }).getAttribute("href")).toBe("/courses");
  });
});
