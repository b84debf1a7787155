import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { type SeoMetadataEditor, seoMetadataMessages } from "#contracts/seo-metadata.ts";
import { detailMessages, emptyDetails } from "#contracts/seo-metadata-details.ts";
import type { SeoPagesPage } from "#contracts/seo-pages.ts";
import MetaTagsRoute, { meta } from "./meta-tags.tsx";

const path = "/dashboard/digital-marketer/meta-tags";
const empty = {
  title: "",
  description: "",
  keywords: "",
  image: "",
  canonical: "",
  robots: "",
  pageType: "",
  ...emptyDetails,
} as const;

function editorOf(overrides: Partial<SeoMetadataEditor> = {}): SeoMetadataEditor {
  return {
    path: "/courses/deep-learning",
    version: 0,
    fields: { ...empty },
    defaults: {
      title: "Deep Learning Certification | AI Labs",
      description: "Neural networks with PyTorch.",
      keywords: ["deep learning"],
      image: "/assets/og-image.jpg",
      canonical: "/courses/deep-learning",
      noindex: false,
      pageType: "course",
      author: "AI Labs Team",
      publishedAt: null,
      modifiedAt: "2026-11-01",
      language: "en",
      locale: "en_US",
      alternates: [],
      breadcrumbs: [{ name: "Courses", url: "/courses" }],
      faqs: [{ question: "Who is it for?", answer: "Engineers." }],
      rating: { ratingValue: 4.8, reviewCount: 120 },
      ratingApplies: true,
    },
    updatedAt: null,
    history: [],
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Sent = { method: string; url: URL; body?: Record<string, unknown> };

/** A fake of the workbench's calls; `save` answers a PUT. */
function fakeApi(options: {
  editor?: SeoMetadataEditor | null;
  save?: (body: Record<string, unknown>) => Response;
}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (url.pathname === "/api/seo/pages") {
        const page: SeoPagesPage = {
          items: [
            {
              path: "/courses/deep-learning",
              title: "Deep Learning Certification | AI Labs",
              pageType: "course",
              indexable: true,
              overridden: false,
              views: 3,
              modifiedAt: null,
              score: null,
              issues: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        };
        return json(page);
      }
      if (url.pathname === "/api/seo/metadata" && method === "GET") {
        return options.editor
          ? json(options.editor)
          : json({ error: "No page of this site has that path" }, 404);
      }
      if (url.pathname === "/api/seo/metadata" && method === "PUT" && options.save) return options.save(body);
      return json({ error: "Not found" }, 404);
    }),
  );
  return sent;
}

function renderPage(entry = path) {
  const router = createMemoryRouter([{ path, element: <MetaTagsRoute /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const editorEntry = `${path}?path=%2Fcourses%2Fdeep-learning`;
const form = () => screen.getByRole("form", { name: "Metadata of /courses/deep-learning" });

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=meta-token; path=/";
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = "XSRF-TOKEN=; max-age=0; path=/";
});

describe("meta", () => {
  test("is a private portal page titled in the SEO portal", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^Meta Tags \| SEO Management \| AI Labs$/);
  });
});

describe("Meta Tags", () => {
  test("without a page it lists pages, each linking to its editor", async () => {
    fakeApi({ editor: editorOf() });
    renderPage();
    const link = await screen.findByRole("link", { name: "Edit metadata of /courses/deep-learning" });
    expect(link.getAttribute("href")).toBe(editorEntry);
  });

  test("shows each field's default and a search result that follows what is typed", async () => {
    fakeApi({ editor: editorOf() });
    renderPage(editorEntry);
    await screen.findByRole("form", { name: "Metadata of /courses/deep-learning" });
    expect(within(form()).getByText("Deep Learning Certification | AI Labs")).toBeTruthy();
    expect(screen.getByTestId("snippet-title").textContent).toBe("Deep Learning Certification | AI Labs");
    await userEvent.setup().type(within(form()).getByLabelText("Title"), "Learn PyTorch");
    expect(screen.getByTestId("snippet-title").textContent).toBe("Learn PyTorch");
    expect(screen.getByText("No saves yet: the page uses its defaults.")).toBeTruthy();
  });

  test("opened from an audit finding, the cursor waits in the field that fixes it", async () => {
    fakeApi({ editor: editorOf() });
    renderPage(`${editorEntry}&field=description`);
    await screen.findByRole("form", { name: "Metadata of /courses/deep-learning" });
    await waitFor(() => expect(document.activeElement).toBe(within(form()).getByLabelText("Description")));
  });

  test("an unknown field in the link focuses nothing", async () => {
    fakeApi({ editor: editorOf() });
    renderPage(`${editorEntry}&field=%22%5D%2C*`);
    await screen.findByRole("form", { name: "Metadata of /courses/deep-learning" });
    expect(document.activeElement).toBe(document.body);
  });

  test("saves the fields with the path and version, and says so", async () => {
    const sent = fakeApi({
      editor: editorOf(),
      save: (body) =>
        json(
          editorOf({
            version: 1,
            fields: { ...empty, title: String(body.title) },
            history: [
              {
                version: 1,
                fields: { ...empty, title: String(body.title) },
                savedBy: "Sam",
                savedAt: "2026-11-28T10:00:00.000Z",
              },
            ],
          }),
        ),
    });
    renderPage(editorEntry);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Title"), "Learn PyTorch");
    await user.selectOptions(screen.getByLabelText("Search engines"), "noindex");
    await user.click(screen.getByRole("button", { name: "Save metadata" }));
    expect(await screen.findByText(seoMetadataMessages.saved)).toBeTruthy();
    const put = sent.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({
      ...empty,
      title: "Learn PyTorch",
      robots: "noindex",
      path: "/courses/deep-learning",
      version: 0,
    });
    expect(await screen.findByText("Version 1")).toBeTruthy();
  });

  test("a 409 shows the conflict and keeps what was typed", async () => {
    fakeApi({
      editor: editorOf({ version: 3 }),
      save: () =>
        json(
          { error: seoMetadataMessages.conflict, errors: [{ message: seoMetadataMessages.conflict }] },
          409,
        ),
    });
    renderPage(editorEntry);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Description"), "Mine");
    await user.click(screen.getByRole("button", { name: "Save metadata" }));
    expect(await screen.findByText(seoMetadataMessages.conflict)).toBeTruthy();
    expect((screen.getByLabelText("Description") as HTMLTextAreaElement).value).toBe("Mine");
  });

  test("a field's error from the schema shows at the field and nothing is sent", async () => {
    const sent = fakeApi({ editor: editorOf(), save: () => json(editorOf()) });
    renderPage(editorEntry);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Canonical URL"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save metadata" }));
    expect(await screen.findByText(seoMetadataMessages.canonicalInvalid)).toBeTruthy();
    expect(sent.some((call) => call.method === "PUT")).toBe(false);
  });

  test("Restore puts an earlier version in the form without saving; Use all defaults empties it", async () => {
    const sent = fakeApi({
      editor: editorOf({
        version: 2,
        fields: { ...empty, title: "Second" },
        history: [
          {
            version: 2,
            fields: { ...empty, title: "Second" },
            savedBy: "Sam",
            savedAt: "2026-11-28T10:00:00.000Z",
          },
          {
            version: 1,
            fields: { ...empty, title: "First" },
            savedBy: "Ana",
            savedAt: "2026-11-27T10:00:00.000Z",
          },
        ],
      }),
    });
    renderPage(editorEntry);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("First");
    expect(screen.getByRole("status").textContent).toMatch(/Version 1 is in the form/);
    await user.click(screen.getByRole("button", { name: "Use all defaults" }));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
    expect(sent.some((call) => call.method === "PUT")).toBe(false);
  });

  test("a path no page owns says so", async () => {
    fakeApi({ editor: null });
    renderPage(`${path}?path=%2Fnowhere`);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/No public page has the path/));
  });

  test("the structured details show their defaults and are sent with the rest", async () => {
    const sent = fakeApi({ editor: editorOf(), save: () => json(editorOf({ version: 1 })) });
    renderPage(editorEntry);
    const user = userEvent.setup();
    const author = await screen.findByLabelText("Author");
    expect(screen.getByText("AI Labs Team")).toBeTruthy();
    expect(screen.getByText("Courses | /courses")).toBeTruthy();
    expect(screen.getByText("4.8 from 120 reviews")).toBeTruthy();
    await user.type(author, "Dr. Ada Lovelace");
    await user.type(
      screen.getByLabelText("Breadcrumbs"),
      "Programs | /courses{enter}Deep Learning | /courses/deep-learning",
    );
    await user.type(screen.getByLabelText("Average rating"), "4.9");
    await user.type(screen.getByLabelText("Reviews"), "130");
    await user.click(screen.getByRole("button", { name: "Save metadata" }));
    await waitFor(() => expect(sent.some((call) => call.method === "PUT")).toBe(true));
    const body = sent.find((call) => call.method === "PUT")?.body;
    expect(body).toMatchObject({
      author: "Dr. Ada Lovelace",
      breadcrumbs: "Programs | /courses\nDeep Learning | /courses/deep-learning",
      ratingValue: "4.9",
      reviewCount: "130",
    });
  });

  test("a wrong line or an incomplete rating is refused at its field, with the text kept", async () => {
    const sent = fakeApi({ editor: editorOf(), save: () => json(editorOf()) });
    renderPage(editorEntry);
    const user = userEvent.setup();
    const faqs = await screen.findByLabelText("FAQs");
    await user.type(faqs, "Is there a certificate? | Yes.{enter}No answer here");
    await user.type(screen.getByLabelText("Reviews"), "12");
    await user.click(screen.getByRole("button", { name: "Save metadata" }));
    expect(await screen.findByText(detailMessages.faqInvalid(2))).toBeTruthy();
    expect(screen.getByText(detailMessages.ratingIncomplete)).toBeTruthy();
    expect((faqs as HTMLTextAreaElement).value).toBe("Is there a certificate? | Yes.\nNo answer here");
    expect(sent.some((call) => call.method === "PUT")).toBe(false);
  });

  test("the server's finding in the JSON-LD shows at that field", async () => {
    fakeApi({
      editor: editorOf(),
      save: () =>
        json(
          {
            error: 'Event is missing "startDate".',
            errors: [{ message: 'Event is missing "startDate".', field: "structuredData" }],
          },
          400,
        ),
    });
    renderPage(editorEntry);
    const user = userEvent.setup();
    const data = await screen.findByLabelText(/Structured data \(JSON-LD\)/);
    await user.click(data);
    await user.paste('{"@context":"https://schema.org","@type":"Event","name":"Demo day"}');
    await user.click(screen.getByRole("button", { name: "Save metadata" }));
    expect(await screen.findByText('Event is missing "startDate".')).toBeTruthy();
    expect(data.getAttribute("aria-invalid")).toBe("true");
  });
});
