import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { newsletterMessages } from "#contracts/messages.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

function renderForm() {
  render(
    <ShellStoreProvider store={createShellStore({})}>
      <NewsletterForm />
      <Toaster />
    </ShellStoreProvider>,
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function toastRegion() {
  return screen.getByRole("region", { name: "Notifications (F8)" });
}

function emailInput() {
  return screen.getByLabelText("Email address") as HTMLInputElement;
}

async function subscribe(address: string) {
  const user = userEvent.setup();
  await user.type(emailInput(), address);
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
}

function setXsrfCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = value === null ? "XSRF-TOKEN=; max-age=0; path=/" : `XSRF-TOKEN=${value}; path=/`;
}

beforeEach(() => {
  setXsrfCookie("news-token");
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  setXsrfCookie(null);
});

describe("NewsletterForm", () => {
  test("has a required email field and a Subscribe button", () => {
    renderForm();
    expect(emailInput().type).toBe("email");
    expect(emailInput().required).toBe(true);
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeTruthy();
  });

  test("posts the address with the token in CSRF-Token, toasts the server message and clears the field", async () => {
    const fetchMock = vi.fn(async () => json({ message: "Please confirm your subscription by email." }));
    vi.stubGlobal("fetch", fetchMock);
    renderForm();

    await subscribe("reader@example.com");

    await waitFor(() =>
      expect(within(toastRegion()).getByText(newsletterMessages.successTitle)).toBeTruthy(),
    );
    expect(within(toastRegion()).getByText("Please confirm your subscription by email.")).toBeTruthy();
    expect(emailInput().value).toBe("");

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/newsletter/subscribe");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ email: "reader@example.com" });
    const headers = init.headers as Record<string, string>;
    expect(headers["CSRF-Token"]).toBe("news-token");
    expect(headers["Content-Type"]).toBe("application/json");
  });

  test("falls back to the spec's success text when the server sends no message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({})),
    );
    renderForm();
    await subscribe("reader@example.com");
    await waitFor(() =>
      expect(within(toastRegion()).getByText(newsletterMessages.successFallback)).toBeTruthy(),
    );
  });

  test("on failure toasts the server error as destructive and keeps the address", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({ error: "Invalid email", errors: [{ message: "Invalid email", field: "email" }] }, 400),
      ),
    );
    renderForm();
    await subscribe("reader@example.com");

    await waitFor(() => expect(within(toastRegion()).getByText("Invalid email")).toBeTruthy());
    const title = within(toastRegion()).getByText(newsletterMessages.failureTitle);
    expect(title.closest("[data-variant]")?.getAttribute("data-variant")).toBe("destructive");
    expect(emailInput().value).toBe("reader@example.com");
  });

  // SPEC.md section 8: the server error, else 'Failed to subscribe' (an answer without an error field), else
  // 'Failed to subscribe. Please try again.' (no answer at all).
  test.each([
    ["an empty body", () => new Response(null, { status: 500 })],
    ["a non-JSON body", () => new Response("<h1>Bad gateway</h1>", { status: 502 })],
    ["JSON without an error field", () => json({ errors: [] }, 500)],
    ["an empty error field", () => json({ error: "" }, 500)],
  ])("a failed answer with %s toasts 'Failed to subscribe'", async (_, answer) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer()),
    );
    renderForm();
    await subscribe("reader@example.com");
    await waitFor(() =>
      expect(within(toastRegion()).getByText(newsletterMessages.failureTitle)).toBeTruthy(),
    );
    expect(within(toastRegion()).getByText("Failed to subscribe", { exact: true })).toBeTruthy();
    expect(within(toastRegion()).queryByText(/Request failed with status/)).toBeNull();
    expect(emailInput().value).toBe("reader@example.com");
  });

  test("a network failure toasts the spec's fallback text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    renderForm();
    await subscribe("reader@example.com");
    await waitFor(() =>
      expect(within(toastRegion()).getByText(newsletterMessages.failureTitle)).toBeTruthy(),
    );
    expect(within(toastRegion()).getByText(newsletterMessages.failureFallback)).toBeTruthy();
    expect(within(toastRegion()).queryByText("Failed to fetch")).toBeNull();
    expect(emailInput().value).toBe("reader@example.com");
  });
});
