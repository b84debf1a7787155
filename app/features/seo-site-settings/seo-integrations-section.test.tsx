import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import type { SeoIntegrationStatus } from "#contracts/seo-integrations.ts";
import { SeoIntegrationsSection } from "./seo-integrations-section.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const items: SeoIntegrationStatus[] = [
  {
    name: "search-console",
    configured: true,
    providerLabel: "Service account",
    details: [{ label: "Service account", value: "seo@project.iam.gserviceaccount.com" }],
    testable: true,
  },
  {
    name: "semrush",
    configured: false,
    providerLabel: "Not set: SEMRUSH_API_KEY",
    details: [{ label: "API key", value: "not set" }],
    testable: false,
  },
  { name: "indexnow", configured: true, providerLabel: "IndexNow", details: [], testable: true },
];

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=seo-token; path=/";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SEO integrations", () => {
  test("lists each service, tests the configured ones and shows the provider's words", async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const path = new URL(input, "http://localhost").pathname;
        sent.push(`${init?.method ?? "GET"} ${path}`);
        if (path === "/api/seo/integrations") return json({ items });
        if (path === "/api/seo/integrations/search-console/test") {
          return json({
            name: "search-console",
            ok: false,
            message:
              "The service account seo@project.iam.gserviceaccount.com may not read https://ailabs.test/.",
            checkedAt: "2026-11-29T10:00:00.000Z",
          });
        }
        return json({ error: "Not found" }, 404);
      }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <SeoIntegrationsSection />
      </QueryClientProvider>,
    );
    const card = (await screen.findByRole("heading", { name: "Google Search Console" })).closest("li");
    expect(card).toBeTruthy();
    expect(screen.getByText("Not set: SEMRUSH_API_KEY")).toBeTruthy();
    // Semrush is not configured: nothing to test.
    expect(screen.queryByRole("button", { name: "Test Semrush" })).toBeNull();
    await user.click(within(card as HTMLElement).getByRole("button", { name: "Test Google Search Console" }));
    expect(
      await within(card as HTMLElement).findByText(/may not read https:\/\/ailabs\.test\//),
    ).toBeTruthy();
    expect(sent).toContain("POST /api/seo/integrations/search-console/test");
  });
});
