import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { ContactDialogProvider } from "#app/features/contact/contact-dialog-context.tsx";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CourseDetail } from "#contracts/catalog.ts";
import { curriculumSummary } from "./course-curriculum.tsx";
import { CoursePageView } from "./course-page-view.tsx";

const course: CourseDetail = {
  slug: "deep-learning",
  path: "/courses/deep-learning",
  title: "Deep Learning",
  tagline: "Neural networks in PyTorch.",
  summary: "Neural networks with PyTorch: CNNs, transformers, fine-tuning and training at scale.",
  level: "advanced",
  format: "hybrid",
  durationWeeks: 14,
  priceCents: 199_900,
  earlyBirdPriceCents: 179_900,
  currency: "USD",
  imagePath: "/assets/courses/deep-learning.svg",
  rating: { average: 4.5, count: 2 },
  nextBatch: { id: "b1", startDate: "2027-03-02", type: "regular", seatsAvailable: 12, earlyBird: true },
  outcomes: ["Build and train neural networks in PyTorch"],
  prerequisites: "Solid Python.",
  curriculum: [
    {
      title: "Neural network foundations",
      summary: "Tensors and gradients.",
      lessons: [
        { title: "Tensors and autograd", minutes: 120, previewId: "lesson-1" },
        { title: "Backpropagation from scratch", minutes: 90, previewId: null },
      ],
    },
    {
      title: "Attention and transformers",
      summary: "The transformer.",
      lessons: [{ title: "The attention mechanism", minutes: 90, previewId: null }],
    },
  ],
  toolsCovered: ["PyTorch"],
  certificate: "AI Labs Certified Deep Learning Engineer.",
  instructors: [
    {
      slug: "marcus-chen",
      name: "Marcus Chen",
      jobTitle: "Deep Learning Research Engineer",
      bio: "Marcus trained perception models.",
      photoPath: "/assets/instructors/marcus-chen.svg",
    },
  ],
  reviews: {
    average: 4.5,
    count: 2,
    distribution: [
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ],
    items: [
      {
        id: "r1",
        authorName: "Ivan Petrov",
        authorRole: "ML engineer",
        rating: 5,
        body: "Writing backpropagation by hand made it click.",
        reply: "Thank you, Ivan! <b>See you</b> in the next cohort.",
        createdAt: "2026-11-01T10:00:00.000Z",
      },
    ],
  },
  faqs: [{ question: "Do I need my own GPU?", answer: "No. Every student gets cloud GPU hours." }],
  batches: [
    {
      id: "b1",
      type: "regular",
      startDate: "2027-03-02",
      schedule: "Tue & Thu, 19:00-21:30 ET",
      seatsAvailable: 12,
      earlyBirdDeadline: "2027-01-31",
      earlyBird: true,
      priceCents: 179_900,
      listPriceCents: 199_900,
    },
    {
      id: "b2",
      type: "fast_track",
      startDate: "2027-01-11",
      schedule: "Mon-Fri, 18:00-21:00 ET",
      seatsAvailable: 0,
      earlyBirdDeadline: "2026-12-12",
      earlyBird: false,
      priceCents: 199_900,
      listPriceCents: 199_900,
    },
  ],
  seoTitle: "",
  seoDescription: "",
  updatedAt: "2026-11-20T00:00:00.000Z",
};

function renderPage(data: CourseDetail = course) {
  render(
    <ShellStoreProvider store={createShellStore({})}>
      <MemoryRouter>
        <ContactDialogProvider>
          <CoursePageView course={data} />
        </ContactDialogProvider>
      </MemoryRouter>
    </ShellStoreProvider>,
  );
}

afterEach(cleanup);

describe("CoursePageView", () => {
  test("one h1, the early-bird price with the list price struck through, rating as text", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Deep Learning"]);
    const hero = screen.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;
    expect(within(hero).getByText("$1,799")).toBeTruthy();
    expect(within(hero).getByText("$1,999").closest("del")).toBeTruthy();
    expect(within(hero).getByRole("img", { name: "Rated 4.5 out of 5 from 2 reviews" })).toBeTruthy();
  });

  test("each batch with seats links to checkout with its id; a sold-out batch has no link", () => {
    renderPage();
    const batches = screen.getByRole("region", { name: "Upcoming Deep Learning batches" });
    const enroll = within(batches).getAllByRole("link", { name: /^Enroll/ });
    expect(enroll).toHaveLength(1);
    expect(enroll[0]?.getAttribute("href")).toBe("/courses/checkout?course=deep-learning&batch=b1");
    expect(enroll[0]?.getAttribute("aria-label")).toBe("Enroll in the regular batch starting Mar 2, 2027");
    expect(within(batches).getAllByText("Sold out").length).toBeGreaterThan(0);
    expect(within(batches).getByText("12 seats left")).toBeTruthy();
    expect(within(batches).getByText("Jan 31, 2027")).toBeTruthy();
  });

  test("no batches: an empty state with the newsletter form and a way to contact admissions", () => {
    renderPage({ ...course, batches: [], nextBatch: null });
    const batches = screen.getByRole("region", { name: "Upcoming Deep Learning batches" });
    expect(within(batches).getByText("No upcoming batches are scheduled yet")).toBeTruthy();
    expect(within(batches).getByRole("button", { name: "Subscribe" })).toBeTruthy();
    expect(within(batches).getByRole("button", { name: "Contact admissions" })).toBeTruthy();
    expect(within(batches).queryByRole("link", { name: /^Enroll/ })).toBeNull();
  });

  test("a self-paced course without batches offers checkout without a batch", () => {
    renderPage({ ...course, format: "self_paced", batches: [], nextBatch: null });
    const enroll = screen.getByRole("region", { name: "Enroll in Deep Learning" });
    expect(within(enroll).getByText("$1,999")).toBeTruthy();
    expect(
      within(enroll).getByRole("link", { name: "Enroll in Deep Learning (self-paced)" }).getAttribute("href"),
    ).toBe("/courses/checkout?course=deep-learning");
    expect(screen.queryByText("No upcoming batches are scheduled yet")).toBeNull();
  });

  test("curriculum modules are disclosures: the first open, the others expand on click", async () => {
    renderPage();
    const curriculum = screen.getByRole("region", { name: "Curriculum" });
    expect(within(curriculum).getByText("2 modules · 3 lessons · 5 hours of instruction")).toBeTruthy();
    const details = curriculum.querySelectorAll("details");
    expect(details[0]?.open).toBe(true);
    expect(details[1]?.open).toBe(false);
    await userEvent.setup().click(within(curriculum).getByText("Attention and transformers"));
    expect(details[1]?.open).toBe(true);
  });

  test("instructors, reviews with distribution, FAQ, prerequisites and certificate", () => {
    renderPage();
    expect(screen.getByRole("img", { name: "Marcus Chen" })).toBeTruthy();
    const reviews = screen.getByRole("region", { name: "What graduates say" });
    expect(within(reviews).getByText("5 stars")).toBeTruthy();
    expect(within(reviews).getByText("Writing backpropagation by hand made it click.")).toBeTruthy();
    // The school's reply shows under the review as text: markup in it is not markup.
    expect(within(reviews).getByText("Thank you, Ivan! <b>See you</b> in the next cohort.")).toBeTruthy();
    expect(reviews.querySelector("b")).toBeNull();
    expect(screen.getByText("Do I need my own GPU?")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Prerequisites" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Certificate" })).toBeTruthy();
  });
});

describe("curriculumSummary", () => {
  test("counts modules, lessons and hours", () => {
    expect(curriculumSummary(course.curriculum)).toBe("2 modules · 3 lessons · 5 hours of instruction");
  });
});
