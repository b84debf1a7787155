import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { AdminSiteSettings } from "#contracts/admin-settings.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { SiteSettingsForm } from "./site-settings-form.tsx";

const settings: AdminSiteSettings = {
  phone: "+1 (415) 555-0142",
  email: "admissions@ailabs.academy",
  promoBanner: true,
  version: 3,
  updatedAt: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function renderForm(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? "{}"));
      sent.push(body);
      return answer(body);
    }),
  );
  const shell = createShellStore({});
  shell.set("siteSettings", {
    phone: settings.phone,
    email: settings.email,
    promoBanner: true,
    payments: { provider: "test", testModeNotice: false },
  });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ShellStoreProvider store={shell}>
        <SiteSettingsForm settings={settings} />
      </ShellStoreProvider>
    </QueryClientProvider>,
  );
  return { sent, shell };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SiteSettingsForm", () => {
  test("saves with the version it was opened with and updates this tab's shell at once", async () => {
    const { sent, shell } = renderForm((body) =>
      json({ ...body, version: 4, updatedAt: "2026-11-28T00:00:00Z" }),
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Phone number"));
    await user.type(screen.getByLabelText("Phone number"), "+1 (212) 555-0199");
    await user.click(screen.getByLabelText("Show the promo banner"));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      phone: "+1 (212) 555-0199",
      email: settings.email,
      promoBanner: false,
      version: 3,
    });
    await waitFor(() =>
      expect(shell.get("siteSettings").data).toMatchObject({
        phone: "+1 (212) 555-0199",
        promoBanner: false,
      }),
    );
  });

  test("a 409 shows the conflict and keeps what was typed", async () => {
    const conflict = recordVersionMessages.conflict("settings");
    renderForm(() => json({ error: conflict, errors: [{ message: conflict }] }, 409));
    const user = userEvent.setup();
    const email = screen.getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "hello@ailabs.test");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect((await screen.findByRole("alert")).textContent).toContain(conflict);
    expect((email as HTMLInputElement).value).toBe("hello@ailabs.test");
  });

  test("a bad phone is refused in the form, nothing is sent", async () => {
    const { sent } = renderForm((body) => json(body));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Phone number"));
    await user.type(screen.getByLabelText("Phone number"), "12345");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Please enter a valid phone number")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
