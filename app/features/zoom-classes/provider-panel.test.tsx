import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import type { MeetingProviderStatus, MeetingSyncResult } from "#contracts/meeting-provider.ts";
import { ProviderPanel } from "./provider-panel.tsx";

const me: CurrentUser = {
  id: "a0000000-0000-4000-8000-000000000001",
  name: "Grace Admin",
  username: "grace",
  email: "grace@example.com",
  avatar: null,
  role: "admin",
  emailVerified: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const zoom: MeetingProviderStatus = {
  provider: "zoom",
  webhookUrl: "https://ailabs.example.com/api/webhooks/zoom",
  withoutLink: 2,
  lastSyncAt: "2026-11-20T09:30:00.000Z",
};

/** The provider's status and the sync call; `sync` answers each POST in turn. */
function fakeApi(status: MeetingProviderStatus, sync: Response[] = []) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${input}`);
      if (input === "/api/user") return json(me);
      if (input === "/api/admin/meetings/provider") return json(status);
      if (input === "/api/admin/meetings/sync" && method === "POST") return sync.shift() ?? json({}, 500);
      return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
    }),
  );
  return calls;
}

function renderPanel() {
  const shell = createShellStore({});
  shell.set("currentUser", me);
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={makeQueryClient()}>
        <MemoryRouter>
          <AuthProvider>
            <ProviderPanel />
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the meeting provider panel", () => {
  test("manual links: says how links work and how many sessions lack one; nothing to sync", async () => {
    fakeApi({ provider: "manual", webhookUrl: null, withoutLink: 1, lastSyncAt: null });
    renderPanel();
    const panel = screen.getByRole("region", { name: "Meeting provider" });
    expect(await within(panel).findByText("Manual links")).toBeTruthy();
    expect(within(panel).getByText("1 upcoming session has no meeting link.")).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Sync now" })).toBeNull();
    expect(within(panel).queryByLabelText("Webhook URL")).toBeNull();
  });

  test("Zoom: the webhook URL to paste, the last sync, and Sync now with what it did", async () => {
    const result: MeetingSyncResult = {
      created: 3,
      updated: 1,
      failed: 1,
      error: "Meeting 42: 404 Not Found",
    };
    const calls = fakeApi(zoom, [json(result)]);
    const user = userEvent.setup();
    renderPanel();
    const panel = screen.getByRole("region", { name: "Meeting provider" });
    expect(await within(panel).findByText("Zoom")).toBeTruthy();
    expect((within(panel).getByLabelText("Webhook URL") as HTMLInputElement).value).toBe(zoom.webhookUrl);
    expect(within(panel).getByText("2 upcoming sessions have no meeting link.")).toBeTruthy();
    expect(within(panel).getByText(/^Last synced Fri, Nov 20, 2026/)).toBeTruthy();

    await user.click(within(panel).getByRole("button", { name: "Sync now" }));
    const alert = await within(panel).findByRole("alert");
    expect(alert.textContent).toBe(
      "Sync finished: 3 created, 1 updated, 1 failed. First failure: Meeting 42: 404 Not Found",
    );
    expect(calls).toContain("POST /api/admin/meetings/sync");
  });

  test("a sync that could not run shows the server's message", async () => {
    const message = liveClassMessages.providerUnavailable;
    fakeApi(zoom, [json({ error: message, errors: [{ message }] }, 502)]);
    const user = userEvent.setup();
    renderPanel();
    const panel = screen.getByRole("region", { name: "Meeting provider" });
    await user.click(await within(panel).findByRole("button", { name: "Sync now" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe(message);
  });

  test("a failed status read offers to try again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) =>
        input === "/api/user" ? json(me) : json({ error: "Boom", errors: [{ message: "Boom" }] }, 500),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText("The provider's status could not be loaded.")).toBeTruthy();
    fakeApi(zoom);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Zoom")).toBeTruthy();
  });
});
