import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import type { HomeStats, HomeTestimonial } from "#contracts/home.ts";
import { HomeFaq } from "./home-faq.tsx";
import { LearningPaths } from "./learning-paths.tsx";
import { homeFigures, Outcomes } from "./outcomes.tsx";
import { Testimonials } from "./testimonials.tsx";

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return render(<RouterProvider router={router} />);
}

const stats: HomeStats = {
  courses: 5,
  instructors: 7,
  upcomingBatches: 9,
  learners: 0,
  reviewCount: 12,
  averageRating: 4.8,
};

const review: HomeTestimonial = {
  id: "r1",
  authorName: "Priya Raman",
  authorRole: "Data analyst",
  rating: 4,
  body: "The capstone became our support assistant.",
  course: { slug: "ai-engineers", title: "AI Engineering" },
};

afterEach(cleanup);

describe("home sections", () => {
  test("learning paths link each course with its level, length and format", () => {
    renderInRouter(
      <LearningPaths
        paths={[
          {
            slug: "deep-learning",
            title: "Deep Learning",
            tagline: "Train transformers.",
            level: "advanced",
            durationWeeks: 12,
            format: "live_online",
          },
        ]}
      />,
    );
    const link = screen.getByRole("link", { name: /Deep Learning/ });
    expect(link.getAttribute("href")).toBe("/courses/deep-learning");
    expect(link.textContent).toContain("Train transformers.");
    expect(link.textContent).toContain("Advanced");
    expect(link.textContent).toContain("12 weeks");
    expect(link.textContent).toContain("Live online");
  });

  test("without catalog rows the five programs of the menu still show", () => {
    renderInRouter(<LearningPaths paths={[]} />);
    const section = screen.getByRole("region", { name: "AI learning paths" });
    expect(within(section).getAllByRole("link")).toHaveLength(5);
  });

  test("figures leave out zero counts and show the rating out of 5", () => {
    expect(homeFigures(stats).map((figure) => `${figure.value} ${figure.label}`)).toEqual([
      "5 certification programs",
      "7 practitioner instructors",
      "9 batches open for enrollment",
      "4.8/5 average rating from 12 reviews",
    ]);
    expect(homeFigures({ ...stats, reviewCount: 0, averageRating: null }).at(-1)?.label).toBe(
      "batches open for enrollment",
    );
    renderInRouter(<Outcomes stats={stats} />);
    expect(screen.getByText("4.8/5")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Why learners choose AI Labs" })).toBeTruthy();
  });

  test("testimonials show stars, author and course, and are left out when there are none", () => {
    const { unmount } = renderInRouter(<Testimonials testimonials={[review]} />);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeTruthy();
    expect(screen.getByText("Priya Raman")).toBeTruthy();
    expect(screen.getByRole("link", { name: "AI Engineering" }).getAttribute("href")).toBe(
      "/courses/ai-engineers",
    );
    unmount();
    renderInRouter(<Testimonials testimonials={[]} />);
    expect(screen.queryByRole("heading", { name: "What graduates say" })).toBeNull();
  });

  test("FAQ answers open from their question", () => {
    renderInRouter(
      <HomeFaq faqs={[{ question: "Can I switch batches?", answer: "Yes, up to a week before." }]} />,
    );
    const details = screen.getByText("Can I switch batches?").closest("details")!;
    expect(details.open).toBe(false);
    expect(within(details).getByText("Yes, up to a week before.")).toBeTruthy();
  });
});
