import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { type MetadataImportReport, metadataCsvMessages } from "#contracts/seo-metadata-csv.ts";
import { MetadataCsv } from "./metadata-csv.tsx";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const good: MetadataImportReport = {
  valid: true,
  applied: false,
  fileErrors: [],
  changed: 1,
  rows: [
    {
      line: 2,
      path: "/courses/deep-learning",
      changes: [{ field: "title", from: "", to: "Deep Learning, Hands-On" }],
      errors: [],
    },
  ],
};
const wrong: MetadataImportReport = {
  valid: false,
  applied: false,
  fileErrors: [],
  changed: 0,
  rows: [
    {
      line: 3,
      path: "/nope",
      changes: [],
      errors: [{ column: "path", message: metadataCsvMessages.pathUnknown }],
    },
  ],
};

function fakeApi(preview: MetadataImportReport) {
  const sent: { csv: string; apply: boolean }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      if (url.pathname !== "/api/seo/metadata/import") return json({ error: "Not found" }, 404);
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      return json(body.apply ? { ...preview, applied: true } : preview);
    }),
  );
  return sent;
}

function renderIt() {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MetadataCsv />
      <Toaster />
    </QueryClientProvider>,
  );
}

const file = (text: string, name = "page-metadata.csv") => new File([text], name, { type: "text/csv" });

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=csv-token; path=/";
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = "XSRF-TOKEN=; max-age=0; path=/";
});

describe("MetadataCsv", () => {
  test("exports from the API", () => {
    fakeApi(good);
    renderIt();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/seo/metadata/export",
    );
  });

  test("a chosen file is checked first; applying sends it again with apply and says so", async () => {
    const sent = fakeApi(good);
    renderIt();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText("Import CSV"), file("path,title\r\n"));
    const table = await screen.findByRole("table", { name: "What page-metadata.csv changes" });
    expect(within(table).getByText("/courses/deep-learning")).toBeTruthy();
    expect(within(table).getByText("Deep Learning, Hands-On")).toBeTruthy();
    expect(sent).toEqual([{ csv: "path,title\r\n", apply: false }]);
    await user.click(screen.getByRole("button", { name: "Apply 1 change" }));
    expect(await screen.findByText(metadataCsvMessages.applied(1))).toBeTruthy();
    expect(sent[1]).toEqual({ csv: "path,title\r\n", apply: true });
    await waitFor(() => expect(screen.queryByRole("table")).toBeNull());
  });

  test("a file with a wrong row shows why and cannot be applied", async () => {
    const sent = fakeApi(wrong);
    renderIt();
    await userEvent.setup().upload(screen.getByLabelText("Import CSV"), file("x"));
    expect((await screen.findByRole("alert")).textContent).toBe(metadataCsvMessages.applyInvalid);
    expect(screen.getByText(`path: ${metadataCsvMessages.pathUnknown}`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Fix the file to apply it" })).toHaveProperty("disabled", true);
    expect(sent).toHaveLength(1);
  });

  test("a file over the limit is refused before it is sent", async () => {
    const sent = fakeApi(good);
    renderIt();
    await userEvent.setup().upload(screen.getByLabelText("Import CSV"), file("x".repeat(1_000_001)));
    expect((await screen.findByRole("alert")).textContent).toBe(metadataCsvMessages.fileTooLarge);
    expect(sent).toHaveLength(0);
  });
});
