import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { BottomBar } from "#app/features/bottom-bar/bottom-bar.tsx";
import { ContactDialogProvider } from "#app/features/contact/contact-dialog-context.tsx";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { fallbackPayments } from "#app/lib/use-site-data.ts";
import { leadsMessages } from "#contracts/leads.ts";

function renderBar() {
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
        <BottomBar />
      </ContactDialogProvider>
      <Toaster />
    </ShellStoreProvider>,
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Request a Callback" }));
  return screen.findByRole("dialog", { name: "Request a Callback" });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  phone = "+1 (555) 123-4567",
) {
  await user.type(within(dialog).getByLabelText("Full Name"), "Ada Lovelace");
  await user.type(within(dialog).getByLabelText("Phone Number"), phone);
  await user.selectOptions(within(dialog).getByLabelText("Preferred Time"), "evening");
  await user.selectOptions(within(dialog).getByLabelText("Topic"), "corporate");
}

function toastRegion() {
  return screen.getByRole("region", { name: "Notifications (F8)", hidden: true });
}

function setXsrfCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = value === null ? "XSRF-TOKEN=; max-age=0; path=/" : `XSRF-TOKEN=${value}; path=/`;
}

beforeEach(() => setXsrfCookie("test-token"));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  setXsrfCookie(null);
});

describe("CallbackDialog", () => {
  test("blocks an empty submit with a message under every field", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderBar();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Request Callback" }));
    for (const [label, message] of [
      ["Full Name", "Required"],
      ["Phone Number", "Required"],
      ["Preferred Time", "Choose a preferred time"],
      ["Topic", "Choose a topic"],
    ] as const) {
      const control = within(dialog).getByLabelText(label);
      expect(control.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(control.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
        message,
      );
    }
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Full Name"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("applies the phone rule", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderBar();
    const dialog = await openDialog(user);
    await fill(user, dialog, "555-0102");
    await user.click(within(dialog).getByRole("button", { name: "Request Callback" }));
    expect(within(dialog).getByText(leadsMessages.phoneInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("sends the request, toasts success, closes and resets", async () => {
    const fetchMock = vi.fn(async () => json({ message: "ok" }, 201));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderBar();
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Request Callback" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/callback-request");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ada Lovelace",
      phone: "+1 (555) 123-4567",
      preferredTime: "evening",
      topic: "corporate",
    });
    expect(within(toastRegion()).getByText(leadsMessages.callbackSuccessTitle)).toBeTruthy();

    const reopened = await openDialog(user);
    expect((within(reopened).getByLabelText("Full Name") as HTMLInputElement).value).toBe("");
    expect((within(reopened).getByLabelText("Topic") as HTMLSelectElement).value).toBe("");
  });

  test("on failure toasts the error and keeps the dialog and the input", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "Server exploded" }, 500)),
    );
    const user = userEvent.setup();
    renderBar();
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Request Callback" }));

    await waitFor(() =>
      expect(within(toastRegion()).getByText(leadsMessages.callbackFailureBody)).toBeTruthy(),
    );
    expect(screen.getByRole("dialog", { name: "Request a Callback" })).toBeTruthy();
    expect((within(dialog).getByLabelText("Full Name") as HTMLInputElement).value).toBe("Ada Lovelace");
    expect((within(dialog).getByLabelText("Preferred Time") as HTMLSelectElement).value).toBe("evening");
  });
});
