import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import type { CourseCard } from "#contracts/catalog.ts";
import type { CatalogFilters } from "./catalog-filters.ts";
import { CatalogView } from "./catalog-view.tsx";

const card: CourseCard = {
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
  imagePath: "/assets/courses/prompt-engineering.svg",
  rating: { average: 4.3, count: 6 },
  nextBatch: { id: "b1", startDate: "2027-01-02", type: "weekend", seatsAvailable: 29, earlyBird: true },
};

function renderCatalog(
  courses: CourseCard[],
  filters: CatalogFilters = { level: "", format: "", sort: "featured" },
) {
  const router = createMemoryRouter(
    [{ path: "/courses", element: <CatalogView courses={courses} filters={filters} /> }],
    { initialEntries: ["/courses"] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("CatalogView", () => {
  test("cards link to the course, show early-bird pricing, rating text and the next batch", () => {
    renderCatalog([
      card,
      { ...card, slug: "ml", path: "/courses/ml", title: "Machine Learning", nextBatch: null },
    ]);
    expect(screen.getByText("Showing 2 courses")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Prompt Engineering" });
    expect(link.getAttribute("href")).toBe("/courses/prompt-engineering");
    const article = link.closest("article") as HTMLElement;
    expect(within(article).getByText("$449")).toBeTruthy();
    expect(within(article).getByText("$499", { exact: false }).closest("del")).toBeTruthy();
    expect(within(article).getByRole("img", { name: "Rated 4.3 out of 5 from 6 reviews" })).toBeTruthy();
    expect(within(article).getByText("Jan 2, 2027 · Weekend batch")).toBeTruthy();
    expect(screen.getByText("New dates coming soon")).toBeTruthy();
  });

  test("a GET form with labelled selects and a submit button works without JavaScript", () => {
    renderCatalog([card]);
    const form = screen.getByRole("search", { name: "Filter courses" }) as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/courses");
    expect(within(form).getByLabelText("Level")).toBeTruthy();
    expect(within(form).getByLabelText("Format")).toBeTruthy();
    expect(within(form).getByLabelText("Sort by")).toBeTruthy();
    expect(within(form).getByRole("button", { name: "Apply" })).toBeTruthy();
  });

  test("no match: the empty state with a reset link", () => {
    renderCatalog([], { level: "advanced", format: "self_paced", sort: "featured" });
    expect(screen.getByText("No courses match these filters")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reset filters" }).getAttribute("href")).toBe("/courses");
    expect(screen.getByText("Showing 0 courses")).toBeTruthy();
  });
});
