import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import type { OpeningDetail } from "#contracts/careers.ts";
import { OpeningsList } from "./openings-list.tsx";

afterEach(cleanup);

const opening: OpeningDetail = {
  slug: "full-stack-engineer-typescript",
  kind: "job",
  title: "Full-stack Engineer (TypeScript)",
  team: "Platform",
  location: "Remote (UTC-3 to UTC+3)",
  employmentType: "Full-time",
  summary: "Build the platform our students learn on.",
  postedAt: "2026-11-13T10:00:00.000Z",
  updatedAt: "2026-11-13T10:00:00.000Z",
  html: "<h2>What you will do</h2><p>Ship features.</p>",
};

test("shows the empty state when nothing is open", () => {
  render(<OpeningsList openings={[]} emptyText={<p>No open positions right now.</p>} />);
  expect(screen.getByText("No open positions right now.")).toBeTruthy();
  expect(screen.queryByRole("article")).toBeNull();
});

test("renders each opening as an anchor section and loads its form when 'Apply' opens", async () => {
  render(<OpeningsList openings={[opening]} emptyText={null} />);
  const article = screen.getByRole("article", { name: opening.title });
  expect(article.id).toBe(opening.slug);
  expect(within(article).getByRole("heading", { level: 4, name: "What you will do" })).toBeTruthy();
  expect(within(article).queryByRole("form")).toBeNull();

  const details = within(article).getByText("Apply for this role").closest("details") as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event("toggle"));
  expect(await within(article).findByRole("form", { name: `Apply for ${opening.title}` })).toBeTruthy();
});
