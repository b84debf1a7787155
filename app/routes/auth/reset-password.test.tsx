import { act, cleanup, render, screen, within } from "@testing-library/react";
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
import ResetPasswordPage, { meta } from "./reset-password.tsx";

const captcha = vi.hoisted(() => ({ mounts: 0 }));
vi.mock("../../features/captcha/captcha-widget.tsx", () => ({
  CaptchaWidget: ({ onToken }: { onToken: (token: string) => void }) => {
    useEffect(() => {
      captcha.mounts += 1;
    }, []);
    return (
      <button type="button" onClick={() => onToken(`captcha-token-${captcha.mounts}`)}>
        Solve captcha
      </button>
    );
  },
}));

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function renderPage(path = "/reset-password/link-token-123") {
  const router = createMemoryRouter(
    [
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/reset-password/:token", element: <ResetPasswordPage /> },
      { path: "/auth", element: <p>Sign-in page</p> },
      { path: "/forgot-password", element: <p>Forgot page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellStoreProvider store={createShellStore({})}>
      <RouterProvider router={router} />
      <Toaster />
    </ShellStoreProvider>,
  );
  return router;
}

const resetButton = (name: string = m.resetButton) =>
  screen.getByRole("button", { name }) as HTMLButtonElement;
const newPassword = () => screen.getByLabelText("New Password") as HTMLInputElement;
const confirmPassword = () => screen.getByLabelText("Confirm Password") as HTMLInputElement;
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
  vi.useRealTimers();
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("/reset-password", () => {
  test("is titled 'Reset Password | AI Labs' and kept out of search engines", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ title: "Reset Password | AI Labs" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  test("shows the spec's title, subtitle, both password fields, the button and a 'Sign in' link", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Reset Password" })).toBeTruthy();
    expect(screen.getByText("Create a new password for your account")).toBeTruthy();
    expect(newPassword().type).toBe("password");
    expect(confirmPassword().type).toBe("password");
    expect(resetButton("Reset Password")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth");
    expect(screen.queryByRole("region", { name: "Notifications (F8)" })?.textContent ?? "").not.toContain(
      m.invalidLinkTitle,
    );
  });

  test("validates on submit with the spec's messages, sends nothing, then revalidates on every change", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderPage();
    // Before the first submit, typing shows nothing.
    await user.type(newPassword(), "short");
    expect(newPassword().hasAttribute("aria-invalid")).toBe(false);

    await user.click(resetButton());
    expect(errorOf(newPassword())).toBe("Password must be at least 8 characters");
    expect(errorOf(confirmPassword())).toBe("Please confirm your password");
    expect(screen.getByText("Please complete the reCAPTCHA verification")).toBeTruthy();
    expect(document.activeElement).toBe(newPassword());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(newPassword(), "-but-longer");
    expect(newPassword().hasAttribute("aria-invalid")).toBe(false);
    await user.type(confirmPassword(), "something-else");
    expect(errorOf(confirmPassword())).toBe("Passwords don't match");
    await user.clear(confirmPassword());
    await user.type(confirmPassword(), "short-but-longer");
    expect(confirmPassword().hasAttribute("aria-invalid")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(screen.queryByText("Please complete the reCAPTCHA verification")).toBeNull();

    await user.clear(newPassword());
    await user.type(newPassword(), "x".repeat(101));
    expect(errorOf(newPassword())).toBe("Password is too long");
  });

  test("resets, says 'Resetting Password...', shows the success panel and toast, and opens /auth after 3 seconds", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    const router = renderPage("/reset-password/link-token-123");
    await user.type(newPassword(), "copper-meadow-signal");
    await user.type(confirmPassword(), "copper-meadow-signal");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(resetButton());

    expect(resetButton("Resetting Password...").disabled).toBe(true);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/reset-password");
    expect(JSON.parse(String(init.body))).toEqual({
      token: "link-token-123",
      newPassword: "copper-meadow-signal",
      confirmPassword: "copper-meadow-signal",
      recaptchaToken: "captcha-token-1",
    });

    // From here on the clock is the test's: the redirect timer starts when the answer arrives.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await act(async () => {
      answer(json({ message: m.resetToastBody }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText("Password Reset Successful!")).toBeTruthy();
    expect(
      screen.getByText("Your password has been reset successfully. Redirecting to login page..."),
    ).toBeTruthy();
    const region = notifications();
    expect(within(region).getByText("Password Reset Successful")).toBeTruthy();
    expect(
      within(region).getByText("Your password has been reset. You can now login with your new password."),
    ).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(router.state.location.pathname).toBe("/reset-password/link-token-123");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe("/auth");
    expect(screen.getByText("Sign-in page")).toBeTruthy();
  });

  test("reads the token from ?token= too", async () => {
    const fetchMock = vi.fn(async () => json({ message: m.resetToastBody }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderPage("/reset-password?token=query-token-9");
    await user.type(newPassword(), "copper-meadow-signal");
    await user.type(confirmPassword(), "copper-meadow-signal");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(resetButton());
    expect(await screen.findByText("Password Reset Successful!")).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).token).toBe("query-token-9");
  });

  test("a spent or expired link: the server's message in an 'Error' toast with 'Try again', and a way to a new link", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({ error: m.invalidToken, errors: [{ message: m.invalidToken, field: "token" }] }, 400),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(newPassword(), "copper-meadow-signal");
    await user.type(confirmPassword(), "copper-meadow-signal");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(resetButton());

    const region = notifications();
    expect(await within(region).findByText(m.invalidToken)).toBeTruthy();
    expect(within(region).getByText("Error")).toBeTruthy();
    expect(screen.getByRole("link", { name: m.requestNewLink }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(captcha.mounts).toBe(2);
    await user.click(within(region).getByRole("button", { name: "Try again" }));
    expect(document.activeElement).toBe(newPassword());
  });

  test("a field error from the server shows under its field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(
          {
            error: authMessages.commonPassword,
            errors: [{ message: authMessages.commonPassword, field: "newPassword" }],
          },
          400,
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(newPassword(), "Password1");
    await user.type(confirmPassword(), "Password1");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(resetButton());
    expect(await within(notifications()).findByText(authMessages.commonPassword)).toBeTruthy();
    expect(errorOf(newPassword())).toBe(authMessages.commonPassword);
  });

  test("a failure without a server message says 'Failed to reset password. Please try again.'", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    renderPage();
    await user.type(newPassword(), "copper-meadow-signal");
    await user.type(confirmPassword(), "copper-meadow-signal");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(resetButton());
    const region = notifications();
    expect(await within(region).findByText("Failed to reset password. Please try again.")).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  test("without a token, shows the 'Invalid Reset Link' toast and links to /forgot-password", () => {
    renderPage("/reset-password");
    const region = notifications();
    expect(within(region).getByText("Invalid Reset Link")).toBeTruthy();
    expect(
      within(region).getByText(
        "The password reset link appears to be invalid or expired. Please request a new one.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(m.invalidLinkBody);
    expect(screen.getByRole("link", { name: m.requestNewLink }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByLabelText("New Password")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Reset Password" })).toBeTruthy();
  });
});
