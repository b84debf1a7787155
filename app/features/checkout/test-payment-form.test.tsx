import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { checkoutMessages, testCards } from "#contracts/checkout-text.ts";
import { TestPaymentForm } from "./test-payment-form.tsx";

const sessionId = "tps_abcdefghijklmnop";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function errorOf(label: string | RegExp): string | undefined {
  const control = screen.getByLabelText(label);
  const id = control.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}

function renderForm() {
  const redirect = vi.fn();
  render(<TestPaymentForm sessionId={sessionId} amountLabel="$1,199" redirect={redirect} />);
  return { redirect };
}

async function fill(user: ReturnType<typeof userEvent.setup>, card: string, expiry = "1230") {
  await user.type(screen.getByLabelText("Card number"), card);
  await user.type(screen.getByLabelText("Expiry (MM/YY)"), expiry);
  await user.type(screen.getByLabelText("CVC"), "123");
  await user.type(screen.getByLabelText("Name on card"), "Ada Lovelace");
}

function bodies(fetchMock: { mock: { calls: Parameters<typeof fetch>[] } }) {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=test-token; path=/";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("TestPaymentForm", () => {
  test("lists the three test cards and fills one in on request", async () => {
    const user = userEvent.setup();
    renderForm();
    for (const number of Object.values(testCards)) expect(screen.getByText(number)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Use test card 4000 0000 0000 0002/ }));
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe(testCards.declined);
  });

  test("an empty or wrong form shows each field's message, focuses the first and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Pay $1,199" }));
    expect(errorOf("Card number")).toBe(checkoutMessages.cardNumberInvalid);
    expect(errorOf("Expiry (MM/YY)")).toBe(checkoutMessages.expiryInvalid);
    expect(errorOf("CVC")).toBe(checkoutMessages.cvcInvalid);
    expect(errorOf("Name on card")).toBe(checkoutMessages.nameRequired);
    expect(document.activeElement).toBe(screen.getByLabelText("Card number"));

    // A past expiry is refused too; typing formats the number and the date.
    await fill(user, "4242424242424242", "0120");
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe("4242 4242 4242 4242");
    expect((screen.getByLabelText("Expiry (MM/YY)") as HTMLInputElement).value).toBe("01/20");
    await user.click(screen.getByRole("button", { name: "Pay $1,199" }));
    expect(errorOf("Expiry (MM/YY)")).toBe(checkoutMessages.expiryInvalid);
    expect(errorOf("Card number")).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a declined card shows the clear message at the card number and keeps every field as typed", async () => {
    // The test provider's answer to the declined card (server/providers/payments/test-provider.ts).
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json(
        {
          error: checkoutMessages.cardDeclined,
          errors: [{ message: checkoutMessages.cardDeclined, field: "cardNumber" }],
        },
        402,
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    const { redirect } = renderForm();
    await fill(user, testCards.declined);
    await user.click(screen.getByRole("button", { name: "Pay $1,199" }));

    await waitFor(() => expect(errorOf("Card number")).toBe(checkoutMessages.cardDeclined));
    expect(document.activeElement).toBe(screen.getByLabelText("Card number"));
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe(testCards.declined);
    expect((screen.getByLabelText("Expiry (MM/YY)") as HTMLInputElement).value).toBe("12/30");
    expect((screen.getByLabelText("CVC") as HTMLInputElement).value).toBe("123");
    expect((screen.getByLabelText("Name on card") as HTMLInputElement).value).toBe("Ada Lovelace");
    expect(redirect).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/test-payments/sessions/${sessionId}/pay`);
    expect(bodies(fetchMock)[0]).toEqual({
      cardNumber: testCards.declined,
      expiry: "12/30",
      cvc: "123",
      name: "Ada Lovelace",
    });
    // The order stays payable: the same form pays again.
    expect(screen.getByRole("button", { name: "Pay $1,199" }).hasAttribute("disabled")).toBe(false);
  });

  test("a failure about no field (the service is down) shows above the form", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(
          {
            error: checkoutMessages.providerUnavailable,
            errors: [{ message: checkoutMessages.providerUnavailable }],
          },
          503,
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user, testCards.success);
    await user.click(screen.getByRole("button", { name: "Pay $1,199" }));
    expect((await screen.findByRole("alert")).textContent).toBe(checkoutMessages.providerUnavailable);
    expect(errorOf("Card number")).toBeUndefined();
  });

  test("the authentication card asks to approve, then pays and leaves for the success page", async () => {
    const answers = [
      json({ status: "requires_authentication" }),
      json({ status: "succeeded", redirectUrl: "/payment-success?order=o1" }),
    ];
    const fetchMock = vi.fn<typeof fetch>(async () => answers.shift() ?? json({}, 500));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    const { redirect } = renderForm();
    await fill(user, testCards.requiresAuthentication);
    await user.click(screen.getByRole("button", { name: "Pay $1,199" }));

    const heading = await screen.findByRole("heading", { name: "Confirm this payment" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole("button", { name: "Pay $1,199" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Approve" }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith("/payment-success?order=o1"));
    expect(bodies(fetchMock)[1]).toMatchObject({
      cardNumber: testCards.requiresAuthentication,
      authentication: "approve",
    });
  });

  test("a failed authentication shows the message and offers the Pay button again", async () => {
    const answers = [
      json({ status: "requires_authentication" }),
      json(
        {
          error: checkoutMessages.authenticationFailed,
          errors: [{ message: checkoutMessages.authenticationFailed }],
        },
        402,
      ),
    ];
    const fetchMock = vi.fn<typeof fetch>(async () => answers.shift() ?? json({}, 500));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm();
    await fill(user, testCards.requiresAuthentication);
    await user.click(screen.getByRole("button", { name: "Pay $1,199" }));
    await user.click(await screen.findByRole("button", { name: "Fail" }));

    expect((await screen.findByRole("alert")).textContent).toBe(checkoutMessages.authenticationFailed);
    expect(bodies(fetchMock)[1]).toMatchObject({ authentication: "fail" });
    expect(screen.getByRole("button", { name: "Pay $1,199" })).toBeTruthy();
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe(
      testCards.requiresAuthentication,
    );
  });
});
