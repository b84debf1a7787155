import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { type Campaign, campaignMessages } from "#contracts/newsletter-campaigns.ts";
import {
  newsletterAdmin,
  newsletterPagePath,
  renderNewsletterPage,
  searchOf,
} from "./newsletter-page.test-support.tsx";

// The Campaigns tab of the newsletter page (issue 22): its list, the composer's saves (a refused one keeps
// what was typed), the sandboxed preview and the question before sending. Fetch is stubbed as in
// admin-newsletter-analytics.test.tsx.
const path = newsletterPagePath;
const me = newsletterAdmin;
const renderPage = (at: string) => renderNewsletterPage(at);
function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: "c0000000-0000-4000-8000-000000000001",
    subject: "March news",
    preheader: "This month at AI Labs",
    body: "Hi {{name | there}}",
    audience: { topic: "events" },
    status: "draft",
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    recipientCount: 0,
    queuedCount: 0,
    version: 3,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Call = { url: string; method: string; body?: unknown };
type Answers = { save?: (body: Record<string, unknown>) => Response | null };

/** A fake of the campaign calls over an in-memory list, and a log of the calls. */
function fakeApi(initial: Campaign[], answers: Answers = {}) {
  const campaigns = [...initial];
  const calls: Call[] = [];
  const base = "/api/admin/newsletter";
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: `${url.pathname}${url.search}`, method, body });
    if (url.pathname === "/api/user") return json(me);
    if (url.pathname === "/api/admin/courses")
      return json({
        items: [{ id: "k1", slug: "ai-engineers", title: "AI Engineers" }],
        total: 1,
        page: 1,
        pageSize: 100,
      });
    if (url.pathname === `${base}/audience-count`) return json({ count: 42 });
    if (url.pathname === `${base}/segments`) return json([]);
    if (url.pathname === `${base}/campaigns` && method === "GET") {
      const status = url.searchParams.get("status");
      const items = campaigns.filter((c) => !status || c.status === status).map(({ body: _, ...c }) => c);
      return json({ items, total: items.length, page: 1, pageSize: 20 });
    }
    if (url.pathname === `${base}/campaigns` && method === "POST") {
      const refused = answers.save?.(body);
      if (refused) return refused;
      const created = campaign({ ...body, id: "c0000000-0000-4000-8000-000000000009", version: 1 });
      campaigns.push(created);
      return json(created, 201);
    }
    const match = new RegExp(`^${base}/campaigns/([^/]+)(?:/(\\w+))?$`).exec(url.pathname);
    const found = campaigns.find((c) => c.id === match?.[1]);
    if (match && found) {
      const action = match[2];
      if (!action && method === "GET") return json(found);
      if (!action && method === "PUT") {
        const refused = answers.save?.(body);
        if (refused) return refused;
        Object.assign(found, body, { version: found.version + 1 });
        return json(found);
      }
      if (action === "preview")
        return json({ subject: found.subject, html: "<p>Hi there</p>", text: "Hi there" });
      if (action === "schedule") {
        Object.assign(found, { status: body.at ? "scheduled" : "sending", version: found.version + 1 });
        return json(found);
      }
    }
    return json({ error: "Not found", errors: [{ message: "Not found" }] }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls };
}

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the list", () => {
  test("reads the status filter from the URL, sends it, and a new filter stays on the tab", async () => {
    const { calls } = fakeApi([
      campaign({
        status: "sent",
        recipientCount: 30,
        queuedCount: 30,
        startedAt: "2026-03-02T09:00:00.000Z",
        finishedAt: "2026-03-02T09:05:00.000Z",
      }),
      campaign({ id: "c2", subject: "April draft" }),
    ]);
    const user = userEvent.setup();
    const { router } = renderPage(`${path}?tab=campaigns&status=sent`);
    expect(screen.getByRole("tab", { name: "Campaigns" }).getAttribute("aria-selected")).toBe("true");
    const row = await screen.findByRole("row", { name: /March news/ });
    expect(within(row).getByText("Sent")).toBeTruthy();
    expect(within(row).getByText("30 / 30")).toBeTruthy();
    expect(within(row).getByText("Topic: Webinars and live events")).toBeTruthy();
    expect(screen.queryByRole("row", { name: /April draft/ })).toBeNull();
    expect(calls.find((c) => c.url.startsWith("/api/admin/newsletter/campaigns?"))?.url).toBe(
      "/api/admin/newsletter/campaigns?status=sent&page=1",
    );
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("sent");

    await user.selectOptions(screen.getByLabelText("Status"), "draft");
    expect(searchOf(router)).toEqual({ tab: "campaigns", status: "draft" });
    expect(await screen.findByRole("row", { name: /April draft/ })).toBeTruthy();
  });

  test("with no campaign yet, offers to write one", async () => {
    fakeApi([]);
    const user = userEvent.setup();
    const { router } = renderPage(`${path}?tab=campaigns`);
    expect(await screen.findByText("No campaigns yet. Write the first one.")).toBeTruthy();
    const links = screen.getAllByRole("link", { name: "New campaign" });
    expect(links).toHaveLength(2);
    await user.click(links[1] as HTMLElement);
    expect(searchOf(router)).toEqual({ tab: "campaigns", campaign: "new" });
    expect(await screen.findByRole("form", { name: "New campaign" })).toBeTruthy();
  });
});

describe("the composer", () => {
  test("shows the server's message under the body and keeps what was typed", async () => {
    const message = 'Line 2: a button needs an http or https address after "|".';
    const { calls } = fakeApi([], {
      save: () => json({ error: message, errors: [{ field: "body", message }] }, 400),
    });
    const user = userEvent.setup();
    const { router } = renderPage(`${path}?tab=campaigns&campaign=new`);
    const form = await screen.findByRole("form", { name: "New campaign" });
    await user.type(within(form).getByLabelText("Subject"), "Spring news");
    const body = within(form).getByLabelText("Body") as HTMLTextAreaElement;
    await user.click(body);
    await user.paste("Hi\n[[button: Go | javascript:alert(1)]]");
    await user.selectOptions(within(form).getByLabelText(/Topic/), "events");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));

    expect(await within(form).findByText(message)).toBeTruthy();
    expect(body.getAttribute("aria-invalid")).toBe("true");
    expect(body.value).toBe("Hi\n[[button: Go | javascript:alert(1)]]");
    expect((within(form).getByLabelText("Subject") as HTMLInputElement).value).toBe("Spring news");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      subject: "Spring news",
      preheader: "",
      body: "Hi\n[[button: Go | javascript:alert(1)]]",
      audience: { topic: "events" },
    });
    expect(searchOf(router)).toEqual({ tab: "campaigns", campaign: "new" });
  });

  test("a 409 on save shows the server's message and keeps the input", async () => {
    const { calls } = fakeApi([campaign()], {
      save: () => json({ error: campaignMessages.stale, errors: [{ message: campaignMessages.stale }] }, 409),
    });
    const user = userEvent.setup();
    renderPage(`${path}?tab=campaigns&campaign=c0000000-0000-4000-8000-000000000001`);
    const form = await screen.findByRole("form", { name: "Edit campaign" });
    const subject = within(form).getByLabelText("Subject") as HTMLInputElement;
    await user.clear(subject);
    await user.type(subject, "March news, revised");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));

    expect(await within(form).findByText(campaignMessages.stale)).toBeTruthy();
    expect(subject.value).toBe("March news, revised");
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      subject: "March news, revised",
      version: 3,
    });
  });

  test("a saved draft previews in a sandboxed frame at desktop and phone widths", async () => {
    fakeApi([campaign()]);
    const user = userEvent.setup();
    renderPage(`${path}?tab=campaigns&campaign=c0000000-0000-4000-8000-000000000001`);
    const frame = await screen.findByTitle(/Preview of "March news"/);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toBe("<p>Hi there</p>");
    expect(frame.className).toContain("min-w-[600px]");
    await user.click(screen.getByRole("button", { name: "Phone" }));
    expect(screen.getByRole("button", { name: "Phone" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTitle(/Preview of "March news"/).className).toContain("w-[375px]");
    expect(screen.getByText("Hi there", { selector: "pre" })).toBeTruthy();
    expect((screen.getByLabelText("Send a test to") as HTMLInputElement).value).toBe("grace@example.com");
  });

  test("send now asks first, naming the audience's size, and sends the version", async () => {
    const { calls } = fakeApi([campaign()]);
    const user = userEvent.setup();
    renderPage(`${path}?tab=campaigns&campaign=c0000000-0000-4000-8000-000000000001`);
    await screen.findByRole("form", { name: "Edit campaign" });
    await user.click(screen.getByRole("button", { name: "Send now" }));
    const dialog = await screen.findByRole("dialog", { name: 'Send "March news" now?' });
    await waitFor(() => expect(within(dialog).getByText("42 subscribers")).toBeTruthy());
    const schedules = () => calls.filter((c) => c.url.endsWith("/schedule"));
    expect(schedules()).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Not now" }));
    expect(schedules()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Send now" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: 'Send "March news" now?' })).getByRole("button", {
        name: "Send now",
      }),
    );
    await waitFor(() => expect(schedules()).toHaveLength(1));
    expect(schedules()[0]?.body).toEqual({ version: 3 });
    expect(await screen.findByRole("button", { name: "Pause" })).toBeTruthy();
  });
});
