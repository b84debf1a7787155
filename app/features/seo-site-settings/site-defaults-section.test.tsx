import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { type SiteSeoSettings, siteSeoMessages } from "#contracts/seo-site-settings.ts";
import { SiteDefaultsSection } from "./site-defaults-section.tsx";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const builtIn = {
  titleSuffix: "| AI Labs",
  socialImage: { url: "/assets/og-image.jpg", width: 1200, height: 630 },
  logo: { url: "/assets/logo.png", width: 512, height: 512 },
};
const initial: SiteSeoSettings = {
  titleSuffix: "| AI Labs",
  defaultDescription: "",
  profiles: ["https://github.com/ai-labs"],
  googleVerification: "",
  bingVerification: "",
  socialImage: null,
  logo: null,
  builtIn,
  version: 3,
  updatedBy: "Sam Patel",
  updatedAt: "2026-11-27T10:00:00.000Z",
};

type Sent = { method: string; path: string; body?: unknown; contentType?: string };

/** The site-settings calls over one in-memory record; `answer` may replace the next reply to a path. */
function fakeApi(answer?: (sent: Sent) => Response | undefined) {
  let current = structuredClone(initial);
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const headers = new Headers(init?.headers);
      const isJson = headers.get("content-type") === "application/json";
      const call: Sent = {
        method,
        path: url.pathname,
        body: init?.body && isJson ? JSON.parse(String(init.body)) : init?.body,
        contentType: headers.get("content-type") ?? undefined,
      };
      sent.push(call);
      const replaced = answer?.(call);
      if (replaced) return replaced;
      if (url.pathname === "/api/seo/site-settings" && method === "GET") return json(current);
      if (url.pathname === "/api/seo/site-settings" && method === "PUT") {
        const body = call.body as Record<string, string>;
        current = {
          ...current,
          titleSuffix: body.titleSuffix ?? "",
          defaultDescription: body.defaultDescription ?? "",
          profiles: (body.profiles ?? "").split("\n").filter(Boolean),
          version: current.version + 1,
        };
        return json(current);
      }
      if (url.pathname === "/api/seo/site-settings/images/social" && method === "PUT") {
        current = { ...current, socialImage: { url: "/media/seo/new.png", width: 1200, height: 630 } };
        return json(current);
      }
      if (url.pathname === "/api/seo/site-settings/images/social" && method === "DELETE") {
        current = { ...current, socialImage: null };
        return json(current);
      }
      return json({ error: "Not found" }, 404);
    }),
  );
  return sent;
}

function renderSection() {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SiteDefaultsSection />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=site-token; path=/";
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const writes = (sent: Sent[]) => sent.filter((call) => call.method !== "GET");

describe("site-wide defaults", () => {
  test("shows the saved values, the built-in images and who changed them last", async () => {
    fakeApi();
    renderSection();
    const form = await screen.findByRole("form", { name: "Site-wide defaults" });
    expect((within(form).getByLabelText("Title suffix") as HTMLInputElement).value).toBe("| AI Labs");
    expect((within(form).getByLabelText(/Organisation profiles/) as HTMLTextAreaElement).value).toBe(
      "https://github.com/ai-labs",
    );
    expect(within(form).getByText("Deep Learning Certification | AI Labs")).toBeTruthy();
    expect(screen.getByText(/Last changed by Sam Patel/)).toBeTruthy();
    expect(screen.getByRole("img", { name: "The default social image" }).getAttribute("src")).toBe(
      "/assets/og-image.jpg",
    );
    expect(screen.getAllByText(/Built-in ·/)).toHaveLength(2);
    // Nothing uploaded: nothing to remove.
    expect(screen.queryByRole("button", { name: "Use the built-in one" })).toBeNull();
  });

  test("checks the profiles line by line before sending, then saves with the version it opened", async () => {
    const sent = fakeApi();
    const user = userEvent.setup();
    renderSection();
    const form = await screen.findByRole("form", { name: "Site-wide defaults" });
    const suffix = within(form).getByLabelText("Title suffix");
    await user.clear(suffix);
    await user.type(suffix, "- AI Labs Academy");
    expect(within(form).getByText("Deep Learning Certification - AI Labs Academy")).toBeTruthy();
    const profiles = within(form).getByLabelText(/Organisation profiles/);
    await user.type(profiles, "{Enter}linkedin.com/ai-labs");
    await user.click(within(form).getByRole("button", { name: "Save defaults" }));
    expect(await within(form).findByText(siteSeoMessages.profileInvalid(2))).toBeTruthy();
    expect(document.activeElement).toBe(profiles);
    expect(writes(sent)).toEqual([]);

    await user.clear(profiles);
    await user.type(profiles, "https://www.linkedin.com/company/ai-labs");
    await user.click(within(form).getByRole("button", { name: "Save defaults" }));
    expect(await screen.findByText(siteSeoMessages.saved)).toBeTruthy();
    expect(writes(sent)).toEqual([
      expect.objectContaining({
        method: "PUT",
        path: "/api/seo/site-settings",
        body: expect.objectContaining({
          titleSuffix: "- AI Labs Academy",
          profiles: "https://www.linkedin.com/company/ai-labs",
          version: 3,
        }),
      }),
    ]);
  });

  test("a conflict keeps what was typed and says to reload", async () => {
    fakeApi((call) =>
      call.method === "PUT" ? json({ error: siteSeoMessages.conflict, errors: [] }, 409) : undefined,
    );
    const user = userEvent.setup();
    renderSection();
    const form = await screen.findByRole("form", { name: "Site-wide defaults" });
    await user.type(within(form).getByLabelText(/Default description/), "Live AI courses.");
    await user.click(within(form).getByRole("button", { name: "Save defaults" }));
    expect(await within(form).findByText(siteSeoMessages.conflict)).toBeTruthy();
    expect((within(form).getByLabelText(/Default description/) as HTMLTextAreaElement).value).toBe(
      "Live AI courses.",
    );
  });

  test("uploads the social image as the body, keeps the form's typing, shows the server's refusal, and removes it", async () => {
    let refuse = true;
    const sent = fakeApi((call) => {
      if (call.method === "PUT" && call.path.endsWith("/social") && refuse) {
        refuse = false;
        return json({ error: siteSeoMessages.socialSize(1200, 600), errors: [] }, 400);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderSection();
    const form = await screen.findByRole("form", { name: "Site-wide defaults" });
    await user.type(within(form).getByLabelText(/Default description/), "Typed first.");
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "card.png", { type: "image/png" });
    const input = screen.getByLabelText("Upload a new image");
    await user.upload(input, file);
    expect(await screen.findByText(siteSeoMessages.socialSize(1200, 600))).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");

    await user.upload(input, file);
    expect(await screen.findByText("Default social image uploaded")).toBeTruthy();
    expect(screen.getByRole("img", { name: "The default social image" }).getAttribute("src")).toBe(
      "/media/seo/new.png",
    );
    const uploads = writes(sent).filter((call) => call.method === "PUT");
    expect(uploads.at(-1)).toMatchObject({ contentType: "image/png", body: file });
    // The form was not started again: what was typed is still there.
    expect((within(form).getByLabelText(/Default description/) as HTMLTextAreaElement).value).toBe(
      "Typed first.",
    );

    await user.click(screen.getByRole("button", { name: "Use the built-in one" }));
    expect(await screen.findByText("Default social image removed")).toBeTruthy();
    expect(screen.getByRole("img", { name: "The default social image" }).getAttribute("src")).toBe(
      "/assets/og-image.jpg",
    );
  });

  test("a file over 2 MB is refused before it is sent", async () => {
    const sent = fakeApi();
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole("form", { name: "Site-wide defaults" });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Upload a new logo"), big);
    expect(screen.getByText(siteSeoMessages.imageTooLarge)).toBeTruthy();
    expect(writes(sent)).toEqual([]);
  });
});
