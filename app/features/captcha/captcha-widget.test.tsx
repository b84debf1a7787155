import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { captchaChallengePath, captchaMessages } from "#contracts/captcha.ts";
import { CaptchaWidget } from "./captcha-widget.tsx";

// The real loader pulls in the altcha bundle and a Vite worker; here the element stays a plain custom
// element and the test plays the widget's part by dispatching its events.
vi.mock("./load-altcha.ts", () => ({}));

const altchaConfig = {
  provider: "altcha",
  parameters: {
    algorithm: "PBKDF2/SHA-256",
    nonce: "00",
    salt: "00",
    cost: 1000,
    keyLength: 32,
    keyPrefix: "00",
    expiresAt: 1,
  },
  signature: "ab",
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

function loadingNote() {
  return screen.queryByText(captchaMessages.loading);
}

async function renderAltcha(onToken = vi.fn()) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json(altchaConfig)),
  );
  const view = render(<CaptchaWidget onToken={onToken} />);
  const widget = await waitFor(() => {
    const element = view.container.querySelector("altcha-widget");
    if (!element) throw new Error("widget not rendered yet");
    return element;
  });
  return { onToken, widget };
}

function fire(widget: Element, type: string, detail?: unknown) {
  act(() => {
    widget.dispatchEvent(new CustomEvent(type, { detail }));
  });
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=captcha-test; path=/";
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { turnstile?: unknown }).turnstile;
});

describe("CaptchaWidget", () => {
  test("server rendering shows only the loading note", () => {
    const html = renderToString(<CaptchaWidget onToken={() => {}} />);
    expect(html).toContain(captchaMessages.loading);
    expect(html).not.toContain("altcha-widget");
  });

  test("shows 'Loading verification...' until the ALTCHA widget has loaded", async () => {
    const { widget } = await renderAltcha();
    expect(loadingNote()?.getAttribute("role")).toBe("status");
    expect(widget.getAttribute("challenge")).toBe(captchaChallengePath);
    fire(widget, "load");
    expect(loadingNote()).toBeNull();
  });

  test("hides the loading note after 5 seconds when the widget never loads, logging nothing to the user", async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    render(<CaptchaWidget onToken={() => {}} />);
    expect(loadingNote()).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(4999);
    });
    expect(loadingNote()).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(loadingNote()).toBeNull();
    // SPEC.md section 8: the failure is only logged.
    expect(errors).toHaveBeenCalled();
  });

  test("yields the token on the widget's verified event", async () => {
    const { onToken, widget } = await renderAltcha();
    fire(widget, "verified", { payload: "solved-token" });
    expect(onToken.mock.calls).toEqual([["solved-token"]]);
  });

  test("yields the token once when the widget reports it through statechange and verified", async () => {
    const { onToken, widget } = await renderAltcha();
    fire(widget, "statechange", { state: "verifying", payload: null });
    fire(widget, "statechange", { state: "verified", payload: "solved-token" });
    fire(widget, "verified", { payload: "solved-token" });
    expect(onToken.mock.calls).toEqual([["solved-token"]]);
  });

  test("yields an empty token when the solution expires", async () => {
    const { onToken, widget } = await renderAltcha();
    fire(widget, "verified", { payload: "solved-token" });
    fire(widget, "expired");
    expect(onToken.mock.calls).toEqual([["solved-token"], [""]]);
  });

  test("yields an empty token when the widget falls back to another state (error, reset)", async () => {
    const { onToken, widget } = await renderAltcha();
    fire(widget, "verified", { payload: "solved-token" });
    fire(widget, "statechange", { state: "error", payload: null });
    expect(onToken.mock.calls).toEqual([["solved-token"], [""]]);
  });

  test("renders the provider's own widget with the site key when the server uses Turnstile", async () => {
    type Options = { sitekey: string; callback(token: string): void; "expired-callback"(): void };
    let options: Options | undefined;
    const render_ = vi.fn((_container: HTMLElement, given: Options) => {
      options = given;
      given.callback("turnstile-token");
      return "widget-1";
    });
    // Already on the page, so no script is fetched from Cloudflare.
    (window as { turnstile?: unknown }).turnstile = { render: render_, remove: vi.fn() };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ provider: "turnstile", siteKey: "site-key-1" })),
    );
    const onToken = vi.fn();
    render(<CaptchaWidget onToken={onToken} />);
    await waitFor(() => expect(render_).toHaveBeenCalled());
    expect(options?.sitekey).toBe("site-key-1");
    expect(onToken).toHaveBeenCalledWith("turnstile-token");
    expect(loadingNote()).toBeNull();
    act(() => {
      options?.["expired-callback"]();
    });
    expect(onToken).toHaveBeenLastCalledWith("");
  });
});
