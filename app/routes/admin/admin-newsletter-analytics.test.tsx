import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import {
  type AdminSubscriber,
  newsletterAdminMessages,
  type SubscriberImportRefusal,
  type SubscriberList,
} from "#contracts/newsletter-admin.ts";
import { meta } from "./admin-newsletter-analytics.tsx";
import {
  newsletterAdmin,
  newsletterPagePath,
  renderNewsletterPage,
  searchOf,
} from "./newsletter-page.test-support.tsx";

const path = newsletterPagePath;
const me = newsletterAdmin;
const renderPage = (at: string = newsletterPagePath) => renderNewsletterPage(at);

function subscriber(overrides: Partial<AdminSubscriber> = {}): AdminSubscriber {
  return {
    id: "b0000000-0000-4000-8000-000000000002",
    email: "ada@example.com",
    status: "subscribed",
    source: "site-newsletter",
    consentAt: "2026-03-04T10:00:00.000Z",
    consentPage: "/blog/rag",
    consentForm: "site-newsletter",
    confirmedAt: "2026-03-04T10:05:00.000Z",
    unsubscribedAt: null,
    topics: ["courses", "events", "articles", "offers"],
    pausedUntil: null,
    createdAt: "2026-03-04T10:00:00.000Z",
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { url: string; method: string; body?: unknown };

/** A fake of the list, import and erase calls, answering from an in-memory list, and a log of the calls. */
function fakeApi(initial: AdminSubscriber[], options: { importAnswer?: () => Response } = {}) {
  let subscribers = [...initial];
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: `${url.pathname}${url.search}`, method, body });
    if (url.pathname === "/api/user") return json(me);
    const base = "/api/admin/newsletter/subscribers";
    if (url.pathname === base && method === "GET") {
      const q = url.searchParams.get("q") ?? "";
      const status = url.searchParams.get("status");
      const topic = url.searchParams.get("topic");
      const page = Number(url.searchParams.get("page") ?? "1");
      const pageSize = Number(url.searchParams.get("pageSize") ?? "25");
      const matches = subscribers.filter(
        (s) =>
          s.email.includes(q) &&
          (!status || s.status === status) &&
          (!topic || s.topics.includes(topic as never)),
      );
      const answer: SubscriberList = {
        items: matches.slice((page - 1) * pageSize, page * pageSize),
        total: matches.length,
        page,
        pageSize,
        pages: Math.ceil(matches.length / pageSize),
        sources: [...new Set(subscribers.map((s) => s.source))].sort(),
      };
      return json(answer);
    }
    if (url.pathname === `${base}/import` && method === "POST") {
      return (
        options.importAnswer?.() ??
        json({ rows: 1, added: 1, merged: 0, duplicates: 0, skippedSuppressed: 0, ignoredColumns: [] })
      );
    }
    const erase = new RegExp(`^${base}/(.+)$`).exec(url.pathname);
    if (erase && method === "DELETE") {
      subscribers = subscribers.filter((s) => s.id !== erase[1]);
      return new Response(null, { status: 204 });
    }
    return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls };
}

const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === "GET" && c.url.startsWith("/api/admin/newsletter/subscribers?"));

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("meta", () => {
  test("is a private portal page named after its registry entry", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((tag) => "title" in tag)?.title).toMatch(/^Newsletter Analytics \| AI Labs$/);
  });
});

describe("tabs", () => {
  test("opens on Subscribers, also for an unknown ?tab=", async () => {
    fakeApi([subscriber()]);
    renderPage(`${path}?tab=nonsense`);
    expect(screen.getByRole("heading", { level: 1, name: "Newsletter" })).toBeTruthy();
    const tab = screen.getByRole("tab", { name: "Subscribers" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(within(screen.getByRole("tabpanel")).getByRole("button", { name: "Import CSV" })).toBeTruthy();
    expect(await screen.findByRole("row", { name: /ada@example.com/ })).toBeTruthy();
  });
});

describe("the list", () => {
  test("shows each subscriber's status, consent, topics and source, and the count", async () => {
    fakeApi([
      subscriber(),
      subscriber({
        id: "c3",
        email: "bo@example.com",
        status: "unsubscribed",
        source: "spring-fair",
        consentAt: null,
        consentPage: null,
        consentForm: null,
        topics: ["courses", "offers"],
        pausedUntil: "2026-05-01T00:00:00.000Z",
      }),
    ]);
    renderPage();
    const ada = await screen.findByRole("row", { name: /ada@example.com/ });
    expect(within(ada).getByText("Subscribed")).toBeTruthy();
    expect(within(ada).getByText("All topics")).toBeTruthy();
    expect(within(ada).getByText("site-newsletter · /blog/rag")).toBeTruthy();
    const bo = screen.getByRole("row", { name: /bo@example.com/ });
    expect(within(bo).getByText("Unsubscribed")).toBeTruthy();
    expect(within(bo).getByText("Not recorded")).toBeTruthy();
    expect(within(bo).getByTitle("New courses and cohorts").textContent).toBe("courses");
    expect(within(bo).getByTitle("Offers and discounts").textContent).toBe("offers");
    expect(within(bo).getByText(/Paused until/)).toBeTruthy();
    expect(screen.getByText("Showing 1–2 of 2 subscribers")).toBeTruthy();
    expect(
      [...(screen.getByLabelText("Source") as HTMLSelectElement).options].map((option) => option.value),
    ).toEqual(["", "site-newsletter", "spring-fair"]);
  });

  test("reads its filters from the URL, sends them, and the export link carries them", async () => {
    const { calls } = fakeApi([subscriber()]);
    renderPage(`${path}?q=ada&status=subscribed&topic=events&page=1`);
    await screen.findByRole("row", { name: /ada@example.com/ });
    expect(listCalls(calls)[0]?.url).toBe(
      "/api/admin/newsletter/subscribers?q=ada&status=subscribed&topic=events&page=1&pageSize=25",
    );
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("ada");
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("subscribed");
    expect((screen.getByLabelText("Topic") as HTMLSelectElement).value).toBe("events");
    const exportLink = screen.getByRole("link", { name: "Export these as CSV" });
    expect(exportLink.getAttribute("href")).toBe(
      "/api/admin/newsletter/subscribers/export?q=ada&status=subscribed&topic=events",
    );
  });

  test("a filter goes into the URL and back to page 1", async () => {
    fakeApi([subscriber(), subscriber({ id: "d4", email: "cy@example.com", status: "pending" })]);
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole("row", { name: /cy@example.com/ });
    await user.selectOptions(screen.getByLabelText("Status"), "pending");
    expect(searchOf(router)).toEqual({ status: "pending" });
    await waitFor(() => expect(screen.queryByRole("row", { name: /ada@example.com/ })).toBeNull());
    expect(screen.getByRole("link", { name: "Export these as CSV" }).getAttribute("href")).toBe(
      "/api/admin/newsletter/subscribers/export?status=pending",
    );
  });

  test("an empty result offers to clear the filters", async () => {
    fakeApi([subscriber()]);
    const user = userEvent.setup();
    const { router } = renderPage(`${path}?q=nobody`);
    expect(await screen.findByText(newsletterAdminMessages.noMatch)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(await screen.findByRole("row", { name: /ada@example.com/ })).toBeTruthy();
    expect(searchOf(router)).toEqual({});
  });
});

describe("import", () => {
  const problems: SubscriberImportRefusal = {
    error: newsletterAdminMessages.rowsInvalid(2),
    errors: [
      { message: newsletterAdminMessages.rowsInvalid(2) },
      { message: "Row 3, email: Invalid email", field: "rows.3.email" },
      { message: "Row 4, topics: ...", field: "rows.4.topics" },
    ],
    problems: [
      { row: 3, column: "email", message: "Invalid email" },
      { row: 4, column: "topics", message: newsletterAdminMessages.topicUnknown("gossip") },
    ],
    problemCount: 2,
  };
  const csv = "email,topics\nada@example.com,courses\nnot-an-address,\nbo@example.com,gossip";

  test("asks for the attestation before sending anything", async () => {
    const { calls } = fakeApi([]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Import CSV" }));
    const dialog = screen.getByRole("dialog", { name: "Import subscribers" });
    await user.type(within(dialog).getByLabelText("CSV"), "email{enter}ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await within(dialog).findByText(newsletterAdminMessages.attestation)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  test("lists a refused file's problems and keeps the text; a fixed file imports and the list reloads", async () => {
    let refuse = true;
    const { calls } = fakeApi([], {
      importAnswer: () =>
        refuse
          ? json(problems, 400)
          : json({
              rows: 2,
              added: 1,
              merged: 1,
              duplicates: 0,
              skippedSuppressed: 1,
              ignoredColumns: ["name"],
            }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Import CSV" }));
    const dialog = screen.getByRole("dialog", { name: "Import subscribers" });
    const textarea = within(dialog).getByLabelText("CSV") as HTMLTextAreaElement;
    await user.click(textarea);
    await user.paste(csv);
    await user.click(
      within(dialog).getByRole("checkbox", { name: newsletterAdminMessages.attestationLabel }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Import" }));

    expect(await within(dialog).findByText(newsletterAdminMessages.rowsInvalid(2))).toBeTruthy();
    const table = within(dialog).getByRole("region", { name: "Problems in the file" });
    const row = within(table).getByRole("row", { name: /^3/ });
    expect(within(row).getByText("email")).toBeTruthy();
    expect(within(row).getByText("Invalid email")).toBeTruthy();
    expect(within(table).getByText(newsletterAdminMessages.topicUnknown("gossip"))).toBeTruthy();
    expect(textarea.value).toBe(csv);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ csv, attestation: true });

    refuse = false;
    const listsBefore = listCalls(calls).length;
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(newsletterAdminMessages.imported)).toBeTruthy();
    expect(
      screen.getAllByText(/1 added; 1 already on the list .*; 1 skipped: .*; columns not read: name\./),
    ).not.toHaveLength(0);
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
  });

  test("shows a problem of the whole file under the CSV field", async () => {
    const message = newsletterAdminMessages.noHeader;
    fakeApi([], {
      importAnswer: () =>
        json(
          {
            error: newsletterAdminMessages.rowsInvalid(1),
            errors: [{ message: newsletterAdminMessages.rowsInvalid(1) }, { message, field: "csv" }],
            problems: [{ row: 0, column: null, message }],
            problemCount: 1,
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Import CSV" }));
    const dialog = screen.getByRole("dialog", { name: "Import subscribers" });
    await user.type(within(dialog).getByLabelText("CSV"), "address");
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).queryByRole("region", { name: "Problems in the file" })).toBeNull();
  });
});

describe("erase", () => {
  test("asks first, names the consequence; cancelling sends nothing, confirming erases and reloads", async () => {
    const { calls } = fakeApi([subscriber()]);
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByRole("row", { name: /ada@example.com/ });
    await user.click(within(row).getByRole("button", { name: "Erase ada@example.com" }));
    let dialog = screen.getByRole("dialog", { name: "Erase ada@example.com?" });
    expect(within(dialog).getByText(/Only a one-way hash of the address is kept/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);

    await user.click(within(row).getByRole("button", { name: "Erase ada@example.com" }));
    dialog = screen.getByRole("dialog", { name: "Erase ada@example.com?" });
    await user.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect(await screen.findByText(newsletterAdminMessages.erased)).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
      "/api/admin/newsletter/subscribers/b0000000-0000-4000-8000-000000000002",
    ]);
    expect(await screen.findByText(newsletterAdminMessages.none)).toBeTruthy();
  });
});
