import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { authMessages } from "#contracts/auth-text.ts";
import { passwordResetMessages as m } from "#contracts/password-reset.ts";
import ForgotPasswordPage, { meta } from "./forgot-password.tsx";

// The real widget runs a proof-of-work challenge; here a button hands out a token, and each mount
// (a fresh challenge) gets a new one, so the tests can tell a reset widget from the old one.
const captcha = vi.hoisted(() => ({ mounts: 0 }));
vi.mock("../../features/captcha/captcha-widget.tsx", () => ({
  CaptchaWidget: ({ onToken }: { onToken: (token: string) => void }) => {
    useEffect(() => {
      captcha.mounts += 1;
    }, []);
    return (
      <div>
        <button type="button" onClick={() => onToken(`captcha-token-${captcha.mounts}`)}>
          Solve captcha
        </button>
        <button type="button" onClick={() => onToken("")}>
          Expire captcha
        </button>
      </div>
    );
  },
}));

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/auth", element: <p>Sign-in page</p> },
    ],
    { initialEntries: ["/forgot-password"] },
  );
  render(
    <ShellStoreProvider store={createShellStore({})}>
      <RouterProvider router={router} />
      <Toaster />
    </ShellStoreProvider>,
  );
  return router;
}

const sendButton = (name: string = m.sendLink) => screen.getByRole("button", { name }) as HTMLButtonElement;
const emailInput = () => screen.getByLabelText(m.emailLabel) as HTMLInputElement;
const notifications = () => screen.getByRole("region", { name: "Notifications (F8)" });

function errorOf(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : null;
}

beforeEach(() => {
  captcha.mounts = 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=xsrf-test-token; path=/";
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("/forgot-password", () => {
  test("is titled 'Forgot Password | AI Labs' and kept out of search engines", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ title: "Forgot Password | AI Labs" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  test("shows the spec's title, subtitle, email field, disabled button and a 'Sign in' link to /auth", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeTruthy();
    expect(screen.getByText("Enter your email to receive a password reset link")).toBeTruthy();
    expect(emailInput().type).toBe("email");
    expect(sendButton("Send Reset Link").disabled).toBe(true);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth");
  });

  test("the button waits for an email and a captcha token; the hint shows once an email is typed", async () => {
    const user = userEvent.setup();
    renderPage();
    const hint = "Please complete the reCAPTCHA verification below to continue.";
    expect(screen.queryByText(hint)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(sendButton().disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Expire captcha" }));

    await user.type(emailInput(), "ada@example.com");
    expect(screen.getByText(hint)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(screen.queryByText(hint)).toBeNull();
    expect(sendButton().disabled).toBe(false);

    await user.click(screen.getByRole("button", { name: "Expire captcha" }));
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText(hint)).toBeTruthy();
  });

  test("revalidates the address on every change", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(emailInput(), "ada");
    expect(errorOf(emailInput())).toBe("Please enter a valid email address");
    expect(emailInput().getAttribute("aria-invalid")).toBe("true");
    await user.type(emailInput(), "@example.com");
    expect(emailInput().hasAttribute("aria-invalid")).toBe(false);
    await user.type(emailInput(), " x");
    expect(errorOf(emailInput())).toBe("Please enter a valid email address");
  });

  test("sends the address and token, says 'Sending...', then replaces the form with 'Check your email' and a toast", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderPage();
    await user.type(emailInput(), " Ada@Example.com ");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(sendButton());

    expect(sendButton("Sending...").disabled).toBe(true);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/forgot-password");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["X-XSRF-TOKEN"]).toBe("xsrf-test-token");
    expect(JSON.parse(String(init.body))).toEqual({
      email: "ada@example.com",
      recaptchaToken: "captcha-token-1",
    });

    answer(json({ message: m.checkEmailBody }));
    expect(await screen.findByText("Check your email")).toBeTruthy();
    expect(
      screen.getAllByText("If an account with that email exists, we've sent a link to reset your password.")
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByLabelText(m.emailLabel)).toBeNull();
    const region = notifications();
    expect(within(region).getByText("Password Reset Email Sent")).toBeTruthy();
    expect(
      within(region).getByText(
        "If an account with that email exists, you will receive a password reset link.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
  });

  test("a failure shows an 'Error' toast with the server's first message and 'Try again', and resets the captcha", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(
          { error: authMessages.tooManyAttempts, errors: [{ message: authMessages.tooManyAttempts }] },
          429,
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(emailInput(), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(sendButton());

    const region = notifications();
    expect(await within(region).findByText(authMessages.tooManyAttempts)).toBeTruthy();
    expect(within(region).getByText("Error")).toBeTruthy();
    const tryAgain = within(region).getByRole("button", { name: "Try again" });
    expect(emailInput().value).toBe("ada@example.com");
    expect(captcha.mounts).toBe(2);
    expect(sendButton().disabled).toBe(true);

    await user.click(tryAgain);
    expect(document.activeElement).toBe(emailInput());
  });

  test("a network failure says 'Failed to send password reset email. Please try again.'", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    renderPage();
    await user.type(emailInput(), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(sendButton());
    const region = notifications();
    expect(
      await within(region).findByText("Failed to send password reset email. Please try again."),
    ).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
