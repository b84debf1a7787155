import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { CourseCard } from "#contracts/catalog.ts";
import type { LandingPageView as LandingPageData, ViewBlock } from "#contracts/landing-page-view.ts";
import { blockTypes } from "#contracts/page-builder-text.ts";
import { countdownText } from "./countdown-text.ts";
import { LandingPageView } from "./landing-page-view.tsx";
import { hrefKind } from "./site-link.tsx";

const course: CourseCard = {
  slug: "prompt-engineering",
  path: "/courses/prompt-engineering",
  title: "Prompt Engineering",
  tagline: "Prompts that work every time.",
  summary: "Write prompts that work every time.",
  level: "beginner",
  format: "hybrid",
  durationWeeks: 4,
  priceCents: 49_900,
  earlyBirdPriceCents: 44_900,
  currency: "USD",
  imagePath: null,
  rating: { average: 4.3, count: 6 },
  nextBatch: { id: "b1", startDate: "2027-01-02", type: "weekend", seatsAvailable: 12, earlyBird: true },
};

const machineLearning: CourseCard = {
  ...course,
  slug: "machine-learning",
  path: "/courses/machine-learning",
  title: "Machine Learning",
  tagline: "Models from data.",
  priceCents: 129_900,
  earlyBirdPriceCents: null,
  nextBatch: null,
};

const blocks: ViewBlock[] = [
  {
    type: "Hero",
    props: {
      id: "hero-1",
      heading: "AI for managers",
      subheading: "Lead AI projects with confidence.",
      buttonLabel: "See the course",
      buttonHref: "/courses/prompt-engineering",
      tone: "light",
    },
  },
  { type: "RichText", props: { id: "text-1", html: "<p>Six weeks, <strong>live</strong> online.</p>" } },
  {
    type: "Image",
    props: { id: "image-1", src: "/media/class.jpg", alt: "A class at work", caption: "Our London cohort" },
  },
  {
    type: "Video",
    props: {
      id: "video-1",
      title: "Meet the instructors",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    },
  },
  {
    type: "Columns",
    props: { id: "columns-1", leftHtml: "<p>Left column text</p>", rightHtml: "<p>Right column text</p>" },
  },
  { type: "CourseCards", props: { id: "cards-1", heading: "Our courses", courses: [course] } },
  {
    type: "UpcomingBatches",
    props: {
      id: "batches-1",
      heading: "Next batches",
      batches: [
        {
          id: "batch-1",
          courseTitle: "Prompt Engineering",
          coursePath: "/courses/prompt-engineering",
          type: "weekend",
          startDate: "2027-01-02",
          schedule: "Sat and Sun, 10:00-13:00 ET",
          seatsAvailable: 1,
          priceCents: 44_900,
          currency: "USD",
        },
      ],
    },
  },
  {
    type: "Testimonials",
    props: {
      id: "quotes-1",
      heading: "What graduates say",
      items: [{ quote: "The best course I took.", name: "Priya Raman", role: "Data analyst" }],
    },
  },
  {
    type: "Faq",
    props: {
      id: "faq-1",
      heading: "Questions",
      items: [
        {
          question: "Is it online?",
          answerHtml: "<p>Yes, <em>live</em> online.</p>",
          answerText: "Yes, live online.",
        },
      ],
    },
  },
  { type: "Pricing", props: { id: "pricing-1", heading: "Pricing", courses: [course, machineLearning] } },
  {
    type: "CallToAction",
    props: {
      id: "cta-1",
      heading: "Ready to start?",
      text: "Seats are limited.",
      buttonLabel: "Read the syllabus",
      buttonHref: "https://example.com/syllabus.pdf",
    },
  },
  {
    type: "Countdown",
    props: {
      id: "countdown-1",
      heading: "Next start",
      courseTitle: "Prompt Engineering",
      coursePath: "/courses/prompt-engineering",
      startDate: "2027-01-02",
    },
  },
  {
    type: "LogoWall",
    props: {
      id: "logos-1",
      heading: "Where graduates work",
      logos: [
        { src: "/media/acme.svg", alt: "Acme" },
        { src: "https://cdn.example.com/globex.png", alt: "Globex" },
      ],
    },
  },
  {
    type: "LeadForm",
    props: { id: "lead-1", kind: "newsletter", heading: "Stay in touch", text: "Monthly." },
  },
];

function pageOf(overrides: Partial<LandingPageData> = {}): LandingPageData {
  return {
    path: "/ai-for-managers",
    title: "AI for managers",
    description: "A course page.",
    blocks,
    preview: false,
    ...overrides,
  };
}

function renderPage(page: LandingPageData) {
  const router = createMemoryRouter([{ path: "*", element: <LandingPageView page={page} /> }], {
    initialEntries: [page.path],
  });
  return render(<RouterProvider router={router} />);
}

function serverHtml(page: LandingPageData): string {
  return renderToString(
    <MemoryRouter initialEntries={[page.path]}>
      <LandingPageView page={page} />
    </MemoryRouter>,
  );
}

function section(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("LandingPageView", () => {
  test("the sample has every block type the page builder knows", () => {
    expect(new Set(blocks.map((block) => block.type))).toEqual(new Set(blockTypes));
  });

  test("every block type renders from the sample view", () => {
    const { container } = renderPage(pageOf());

    const hero = screen.getByRole("heading", { level: 1, name: "AI for managers" });
    expect(hero.closest("section")?.textContent).toContain("Lead AI projects with confidence.");
    expect(screen.getByRole("link", { name: "See the course" }).getAttribute("href")).toBe(
      "/courses/prompt-engineering",
    );

    expect(container.querySelector(".prose-column strong")?.textContent).toBe("live");

    const image = screen.getByRole("img", { name: "A class at work" });
    expect(image.getAttribute("src")).toBe("/media/class.jpg");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("decoding")).toBe("async");
    expect(image.closest("figure")?.querySelector("figcaption")?.textContent).toBe("Our London cohort");

    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(frame?.getAttribute("title")).toBe("Meet the instructors (video on YouTube)");
    expect(frame?.getAttribute("loading")).toBe("lazy");

    expect(screen.getByText("Left column text")).toBeTruthy();
    expect(screen.getByText("Right column text")).toBeTruthy();

    const cards = section("Our courses");
    expect(within(cards).getByRole("link", { name: "Prompt Engineering" }).getAttribute("href")).toBe(
      "/courses/prompt-engineering",
    );

    const batches = section("Next batches");
    expect(within(batches).getByRole("link", { name: "Prompt Engineering" }).getAttribute("href")).toBe(
      "/courses/prompt-engineering",
    );
    expect(within(batches).getByText("Jan 2, 2027")).toBeTruthy();
    expect(within(batches).getByText("Sat and Sun, 10:00-13:00 ET")).toBeTruthy();
    expect(within(batches).getByText("1 seat left")).toBeTruthy();
    expect(batches.textContent).toContain("$449");

    const quotes = section("What graduates say");
    expect(within(quotes).getByText("“The best course I took.”")).toBeTruthy();
    expect(within(quotes).getByText("Priya Raman")).toBeTruthy();

    const faq = section("Questions");
    const details = faq.querySelector("details");
    expect(details?.querySelector("summary")?.textContent).toBe("Is it online?");
    expect(details?.querySelector("em")?.textContent).toBe("live");

    const cta = section("Ready to start?");
    const external = within(cta).getByRole("link", { name: "Read the syllabus" });
    expect(external.getAttribute("href")).toBe("https://example.com/syllabus.pdf");
    expect(external.getAttribute("rel")).toBe("noopener");

    const countdown = section("Next start");
    expect(within(countdown).getByRole("timer").textContent).toMatch(/^Starts in /);

    const logos = section("Where graduates work");
    expect(within(logos).getByRole("img", { name: "Acme" }).getAttribute("loading")).toBe("lazy");
    expect(within(logos).getByRole("img", { name: "Globex" })).toBeTruthy();

    const lead = section("Stay in touch");
    expect(within(lead).getByText("Monthly.")).toBeTruthy();
    expect(within(lead).getByLabelText("Email address")).toBeTruthy();
    expect(within(lead).getByRole("button", { name: "Subscribe" })).toBeTruthy();
  });

  test("pricing shows the live price, the early-bird price, the next start and seats, and links the course", () => {
    renderPage(pageOf());
    const pricing = section("Pricing");
    const [early, regular] = within(pricing).getAllByRole("heading", { level: 3 });
    const earlyCard = early?.closest("li") as HTMLElement;
    expect(within(earlyCard).getByText("$449")).toBeTruthy();
    expect(within(earlyCard).getByText("$499", { exact: false }).closest("del")).toBeTruthy();
    expect(within(earlyCard).getByText("Early-bird price: save 10%")).toBeTruthy();
    expect(within(earlyCard).getByText("Jan 2, 2027 · Weekend batch")).toBeTruthy();
    expect(within(earlyCard).getByText("12 seats left")).toBeTruthy();
    expect(
      within(earlyCard).getByRole("link", { name: "View course: Prompt Engineering" }).getAttribute("href"),
    ).toBe("/courses/prompt-engineering");
    const regularCard = regular?.closest("li") as HTMLElement;
    expect(within(regularCard).getByText("$1,299")).toBeTruthy();
    expect(regularCard.querySelector("del")).toBeNull();
    expect(within(regularCard).getByText("New dates coming soon")).toBeTruthy();
  });

  test("the first Hero's heading is the only h1; other headings are h2", () => {
    const second: ViewBlock = {
      type: "Hero",
      props: {
        id: "hero-2",
        heading: "Still unsure?",
        subheading: "",
        buttonLabel: "",
        buttonHref: "",
        tone: "dark",
      },
    };
    renderPage(pageOf({ blocks: [...blocks, second] }));
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s.map((heading) => heading.textContent)).toEqual(["AI for managers"]);
    expect(screen.getByRole("heading", { level: 2, name: "Still unsure?" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Ready to start?" })).toBeTruthy();
  });

  test("a page without a Hero gets its title as an h1 for screen readers", () => {
    renderPage(pageOf({ blocks: blocks.filter((block) => block.type !== "Hero") }));
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.textContent).toBe("AI for managers");
    expect(h1.className).toContain("sr-only");
  });

  test("a preview shows a banner first; a published page none", () => {
    const { container } = renderPage(pageOf({ preview: true }));
    const banner = screen.getByRole("status");
    expect(banner.textContent).toBe("Preview of a draft: visitors do not see this yet");
    expect(container.firstElementChild).toBe(banner);
    cleanup();
    renderPage(pageOf());
    expect(screen.queryByText("Preview of a draft: visitors do not see this yet")).toBeNull();
  });

  test("no javascript: reaches the page, from the sample or from a hostile link", () => {
    expect(serverHtml(pageOf()).toLowerCase()).not.toContain("javascript:");
    const hostile: ViewBlock[] = [
      {
        type: "CallToAction",
        props: {
          id: "cta-x",
          heading: "Click",
          text: "",
          buttonLabel: "Go",
          buttonHref: "javascript:alert(1)",
        },
      },
      {
        type: "Hero",
        props: {
          id: "hero-x",
          heading: "Hi",
          subheading: "",
          buttonLabel: "Go",
          buttonHref: " JavaScript:alert(1)",
          tone: "light",
        },
      },
    ];
    const html = serverHtml(pageOf({ blocks: hostile })).toLowerCase();
    expect(html).not.toContain("javascript:");
    expect(hrefKind("//evil.example.com")).toBeNull();
    expect(hrefKind("/\\evil.example.com")).toBeNull();
    expect(hrefKind("data:text/html,hi")).toBeNull();
    expect(hrefKind("/courses")).toBe("path");
    expect(hrefKind("https://example.com")).toBe("url");
  });

  test("no upcoming batches: a friendly line", () => {
    renderPage(
      pageOf({
        blocks: [{ type: "UpcomingBatches", props: { id: "batches-2", heading: "Next dates", batches: [] } }],
      }),
    );
    expect(section("Next dates").textContent).toContain("New dates are announced soon.");
    expect(screen.queryByRole("list")).toBeNull();
  });
  test("the whole sample page hydrates without a mismatch", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 4, 1, 0, 0, 0), toFake: ["Date"] });
    const page = pageOf({ preview: true });
    const container = document.createElement("div");
    container.innerHTML = serverHtml(page);
    document.body.append(container);
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={[page.path]}>
          <LandingPageView page={page} />
        </MemoryRouter>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getAllByRole("heading", { level: 1 })).toHaveLength(1);
    container.remove();
  });
});

describe("countdown", () => {
  const countdown = (startDate: string | null): LandingPageData =>
    pageOf({
      blocks: [
        {
          type: "Countdown",
          props: {
            id: "countdown-2",
            heading: "Starts soon",
            courseTitle: "Prompt Engineering",
            coursePath: "/courses/prompt-engineering",
            startDate,
          },
        },
      ],
    });

  test("three days ahead with a fixed clock, then updated every minute", () => {
    vi.useFakeTimers({
      now: Date.UTC(2026, 4, 1, 0, 0, 0),
      toFake: ["Date", "setTimeout", "clearTimeout"],
    });
    renderPage(countdown("2026-05-04"));
    expect(screen.getByRole("timer").textContent).toBe("Starts in 3 days");
    expect(screen.getByText("May 4, 2026")).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("timer").textContent).toBe("Starts in 2 days, 23 hours and 59 minutes");
  });

  test("no start date: to be announced", () => {
    renderPage(countdown(null));
    expect(screen.getByRole("timer").textContent).toBe("Next start to be announced");
    expect(screen.getByRole("link", { name: "View course: Prompt Engineering" })).toBeTruthy();
  });

  test("its text counts days, hours and minutes to 00:00 UTC of the start date", () => {
    const now = Date.UTC(2026, 4, 1, 22, 30, 30);
    expect(countdownText("2026-05-03", now)).toBe("Starts in 1 day, 1 hour and 29 minutes");
    expect(countdownText("2026-05-02", now)).toBe("Starts in 1 hour and 29 minutes");
    expect(countdownText("2026-05-02", Date.UTC(2026, 4, 1, 23, 59, 30))).toBe(
      "Starts in less than a minute",
    );
    expect(countdownText("2026-05-01", now)).toBe("Starts today");
    expect(countdownText("2026-04-20", now)).toBe("Started");
    expect(countdownText("soon", now)).toBe("Next start to be announced");
  });

  test("the server's text hydrates without a mismatch although the clock moved, then the browser's shows", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 4, 1, 0, 0, 0), toFake: ["Date"] });
    const page = countdown("2026-05-04");
    const html = serverHtml(page);
    expect(html).toContain("Starts in 3 days");

    vi.setSystemTime(Date.UTC(2026, 4, 1, 1, 30, 0));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={[page.path]}>
          <LandingPageView page={page} />
        </MemoryRouter>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getByRole("timer").textContent).toBe(
      "Starts in 2 days, 22 hours and 30 minutes",
    );
    container.remove();
  });
});

describe("lead forms", () => {
  const lead = (kind: "contact" | "callback"): LandingPageData =>
    pageOf({
      blocks: [{ type: "LeadForm", props: { id: `lead-${kind}`, kind, heading: "Talk to us", text: "" } }],
    });

  test("contact: the site's contact form", async () => {
    renderPage(lead("contact"));
    const form = section("Talk to us");
    expect(await within(form).findByLabelText("Full Name")).toBeTruthy();
    expect(within(form).getByRole("button", { name: "Send Message" })).toBeTruthy();
  });

  test("callback: a button that opens the site's callback dialog", async () => {
    renderPage(lead("callback"));
    await userEvent.setup().click(screen.getByRole("button", { name: "Request a Callback" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a Callback" });
    expect(within(dialog).getByLabelText("Phone Number")).toBeTruthy();
  });
});
