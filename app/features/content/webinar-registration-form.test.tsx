import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { webinarMessages } from "#contracts/webinars-text.ts";
import { validateRegistration, WebinarRegistrationForm } from "./webinar-registration-form.tsx";

const title = "Agents in Production";

function renderForm() {
  render(
    <ShellStoreProvider store={createShellStore({})}>
      <WebinarRegistrationForm slug="agents-in-production" title={title} />
    </ShellStoreProvider>,
  );
  return screen.getByRole("form", { name: `Register for ${title}` });
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("validateRegistration", () => {
  test("trims and lower-cases a valid entry", async () => {
    expect(await validateRegistration({ name: " Ada ", email: " Ada@Example.COM " })).toEqual({
      data: { name: "Ada", email: "ada@example.com" },
      errors: {},
    });
  });

  test("names each bad field", async () => {
    expect((await validateRegistration({ name: "", email: "nope" })).errors).toEqual({
      name: "Required",
      email: "Invalid email",
    });
  });
});

describe("WebinarRegistrationForm", () => {
  test("shows field errors without sending, then the confirmation in place of the form", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () =>
      json({ message: webinarMessages.registered(title, "ada@example.com") }, 201),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderForm();

    await user.click(screen.getByRole("button", { name: "Register free" }));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText("Full name"));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Full name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email address"), "Ada@Example.com");
    await user.click(screen.getByRole("button", { name: "Register free" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      `You're registered for "${title}". A calendar invite was emailed to ada@example.com.`,
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/webinars/agents-in-production/registrations",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com" }),
      }),
    );
  });

  test("keeps the input and shows the server's message when the webinar has ended", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(
          {
            error: webinarMessages.alreadyTookPlace,
            errors: [{ message: webinarMessages.alreadyTookPlace }],
          },
          409,
        ),
      ),
    );
    renderForm();
    await user.type(screen.getByLabelText("Full name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Register free" }));
    expect((await screen.findByRole("alert")).textContent).toBe(webinarMessages.alreadyTookPlace);
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("ada@example.com");
  });

  test("puts a field error from the server under its field", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({ error: "Invalid email", errors: [{ field: "email", message: "Invalid email" }] }, 400),
      ),
    );
    renderForm();
    await user.type(screen.getByLabelText("Full name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Register free" }));
    expect((await screen.findByText("Invalid email")).id).toMatch(/-email-error$/);
    expect(screen.getByLabelText("Email address").getAttribute("aria-invalid")).toBe("true");
  });
});
