import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { accountEmailMessages } from "#contracts/account-email-text.ts";
import CancelEmailChangePage, { meta } from "./cancel-email-change.tsx";
import VerifyEmailPage from "./verify-email.tsx";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: path.split("?")[0], element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the pages the account mails link to", () => {
  test("opening the link changes nothing: only the button sends the token", async () => {
    const fetchMock = vi.fn(async () => json({ message: accountEmailMessages.emailVerified }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderAt("/verify-email?token=abc123", <VerifyEmailPage />);
    expect(screen.getByRole("heading", { level: 1, name: accountEmailMessages.verifyTitle })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: accountEmailMessages.verifyButton }));
    expect(await screen.findByText(accountEmailMessages.emailVerified)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/email/verify");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ token: "abc123" });
  });

  test("a refused link shows the server's message and where to go next", async () => {
    const message = accountEmailMessages.invalidCancelLink;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: message, errors: [{ message, field: "token" }] }, 400)),
    );
    const user = userEvent.setup();
    renderAt("/cancel-email-change?token=spent", <CancelEmailChangePage />);
    await user.click(screen.getByRole("button", { name: accountEmailMessages.cancelChangeButton }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  test("a link without its token says so and sends nothing", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderAt("/verify-email", <VerifyEmailPage />);
    expect(screen.getByText(accountEmailMessages.missingToken)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("the pages are not indexed and send no Referer", () => {
    const tags = meta({ loaderData: undefined } as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags).toContainEqual({ name: "referrer", content: "no-referrer" });
  });
});
