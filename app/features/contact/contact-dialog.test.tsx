import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { fallbackPayments } from "#app/lib/use-site-data.ts";
import { contactMessages } from "#contracts/messages.ts";
import { ContactDialogProvider, useContactDialog } from "./contact-dialog-context.tsx";

type Deferred = { resolve: (response: Response) => void };

function OpenButton() {
  const { openContactDialog } = useContactDialog();
  return (
    <button type="button" onClick={openContactDialog}>
      Open contact
    </button>
  );
}

function renderWithDialog() {
  const shell = createShellStore({});
  shell.set("siteSettings", {
    promoBanner: true,
    phone: "+1 555 010 2030",
    email: "hello@ailabs.test",
    payments: fallbackPayments,
  });
  render(
    <ShellStoreProvider store={shell}>
      <ContactDialogProvider>
        <OpenButton />
      </ContactDialogProvider>
      <Toaster />
    </ShellStoreProvider>,
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Open contact" }));
  return screen.findByRole("dialog", { name: "Contact Us" });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText("Full Name"), "Ada Lovelace");
  await user.type(within(dialog).getByLabelText("Email Address"), "Ada@Example.com");
  await user.type(within(dialog).getByLabelText("Phone Number"), "+1 555 123 4567");
}

function toastRegion() {
  // While the modal is open, Radix hides the rest of the page from assistive technology.
  return screen.getByRole("region", { name: "Notifications (F8)", hidden: true });
}

function setXsrfCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = value === null ? "XSRF-TOKEN=; max-age=0; path=/" : `XSRF-TOKEN=${value}; path=/`;
}

beforeEach(() => {
  setXsrfCookie("test-token");
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  setXsrfCookie(null);
});

describe("ContactDialog", () => {
  test("opens with the reply promise, the contact email and labelled fields", async () => {
    const user = userEvent.setup();
    renderWithDialog();
    const dialog = await openDialog(user);

    expect(within(dialog).getByText(/We'll get back to you within 24 hours\./)).toBeTruthy();
    const mail = within(dialog).getByRole("link", { name: "hello@ailabs.test" });
    expect(mail.getAttribute("href")).toBe("mailto:hello@ailabs.test");

    const name = within(dialog).getByLabelText("Full Name") as HTMLInputElement;
    const email = within(dialog).getByLabelText("Email Address") as HTMLInputElement;
    const phone = within(dialog).getByLabelText("Phone Number") as HTMLInputElement;
    const company = within(dialog).getByRole("textbox", { name: /^Company/ }) as HTMLInputElement;
    expect([name.required, email.required, phone.required, company.required]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(email.type).toBe("email");
    expect(phone.type).toBe("tel");
    expect(within(dialog).getByRole("button", { name: "Send Message" })).toBeTruthy();
  });

  test("blocks an empty submit and shows a message under each required field", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithDialog();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole("button", { name: "Send Message" }));

    for (const label of ["Full Name", "Email Address", "Phone Number"]) {
      const input = within(dialog).getByLabelText(label);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const message = document.getElementById(input.getAttribute("aria-describedby") ?? "");
      expect(message?.textContent).toBe("Required");
    }
    const company = within(dialog).getByRole("textbox", { name: /^Company/ });
    expect(company.hasAttribute("aria-invalid")).toBe(false);
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Full Name"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("rejects a malformed email address", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithDialog();
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    await user.clear(within(dialog).getByLabelText("Email Address"));
    await user.type(within(dialog).getByLabelText("Email Address"), "ada@example");

    await user.click(within(dialog).getByRole("button", { name: "Send Message" }));
    expect(within(dialog).getByText("Invalid email")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("shows 'Sending...' while sending, then toasts success, closes and resets", async () => {
    let pending: Deferred | undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          pending = { resolve };
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithDialog();
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByRole("textbox", { name: /^Company/ }), "Analytical Engines Ltd");

    await user.click(within(dialog).getByRole("button", { name: "Send Message" }));

    const sending = await within(dialog).findByRole("button", { name: contactMessages.sending });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/contact-download");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1 555 123 4567",
      company: "Analytical Engines Ltd",
    });
    expect((init.headers as Record<string, string>)["X-XSRF-TOKEN"]).toBe("test-token");

    pending!.resolve(json({ message: "Thanks" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(toastRegion()).getByText(contactMessages.successTitle)).toBeTruthy();
    expect(within(toastRegion()).getByText(contactMessages.successBody)).toBeTruthy();

    const reopened = await openDialog(user);
    expect((within(reopened).getByLabelText("Full Name") as HTMLInputElement).value).toBe("");
    expect((within(reopened).getByLabelText("Email Address") as HTMLInputElement).value).toBe("");
    expect((within(reopened).getByLabelText("Phone Number") as HTMLInputElement).value).toBe("");
    expect((within(reopened).getByRole("textbox", { name: /^Company/ }) as HTMLInputElement).value).toBe("");
  });

  test("leaves Company out of the request when it is empty", async () => {
    const fetchMock = vi.fn(async () => json({ message: "ok" }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithDialog();
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1 555 123 4567",
    });
  });

  test("on failure toasts the error and keeps the dialog and the input", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "Server exploded", errors: [{ message: "Server exploded" }] }, 500)),
    );
    const user = userEvent.setup();
    renderWithDialog();
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);

    await user.click(within(dialog).getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(within(toastRegion()).getByText(contactMessages.failureBody)).toBeTruthy());
    const errorToast = within(toastRegion()).getByText(contactMessages.failureTitle);
    expect(errorToast.closest("[data-variant]")?.getAttribute("data-variant")).toBe("destructive");

    expect(screen.getByRole("dialog", { name: "Contact Us" })).toBe(dialog);
    expect((within(dialog).getByLabelText("Full Name") as HTMLInputElement).value).toBe("Ada Lovelace");
    expect((within(dialog).getByLabelText("Email Address") as HTMLInputElement).value).toBe(
      "Ada@Example.com",
    );
    expect((within(dialog).getByLabelText("Phone Number") as HTMLInputElement).value).toBe("+1 555 123 4567");
    const retry = within(dialog).getByRole("button", { name: "Send Message" }) as HTMLButtonElement;
    expect(retry.disabled).toBe(false);
  });

  test("the close button closes the dialog", async () => {
    const user = userEvent.setup();
    renderWithDialog();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("useContactDialog", () => {
  test("outside its provider it fails with a clear message", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<OpenButton />)).toThrow(
      "useContactDialog must be used within a ContactDialogProvider",
    );
    vi.restoreAllMocks();
  });
});
