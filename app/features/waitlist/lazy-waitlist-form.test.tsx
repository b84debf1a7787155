import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { waitlistMessages } from "#contracts/admin-batches-text.ts";
import { LazyWaitlistForm } from "./lazy-waitlist-form.tsx";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function summary(): HTMLElement {
  const element = document.querySelector("summary");
  if (!element) throw new Error("no summary");
  return element as HTMLElement;
}

async function openAndFill(name: string, email: string) {
  const user = userEvent.setup();
  await user.click(summary());
  await user.type(await screen.findByLabelText("Name"), name);
  await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
}

function setXsrfCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = value === null ? "XSRF-TOKEN=; max-age=0; path=/" : `XSRF-TOKEN=${value}; path=/`;
}

beforeEach(() => setXsrfCookie("waitlist-token"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setXsrfCookie(null);
});

describe("LazyWaitlistForm", () => {
  test("is a closed native disclosure that names its batch, so it opens before any script", () => {
    render(<LazyWaitlistForm batchId="b1" label="weekend batch starting Dec 5, 2026" />);
    const details = summary().closest("details");
    expect(details?.open).toBe(false);
    expect(summary().textContent).toContain("Join the waitlist for the weekend batch starting Dec 5, 2026");
  });

  test("joins with name and email; the answer replaces the disclosure and takes focus", async () => {
    const fetchMock = vi.fn(async () => json({ message: "You're on the waitlist. We'll email you." }, 201));
    vi.stubGlobal("fetch", fetchMock);
    render(<LazyWaitlistForm batchId="b1" label="weekend batch" />);
    await openAndFill("Wade Waiter", "wade@example.com");

    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("You're on the waitlist. We'll email you.");
    expect(document.activeElement).toBe(status);
    expect(document.querySelector("details")).toBeNull();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/batches/b1/waitlist");
    expect(JSON.parse(String(init.body))).toEqual({ name: "Wade Waiter", email: "wade@example.com" });
  });

  test("a failure says so and keeps what was typed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 500 })),
    );
    render(<LazyWaitlistForm batchId="b1" label="weekend batch" />);
    await openAndFill("Wade Waiter", "wade@example.com");

    await waitFor(() => expect(screen.getByText(waitlistMessages.joinFailed)).toBeTruthy());
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Wade Waiter");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("wade@example.com");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
