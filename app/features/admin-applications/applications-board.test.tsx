import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import type { ApplicationBoard, ApplicationSummary } from "#contracts/application-pipeline.ts";
import { applicationStatuses } from "#contracts/application-pipeline-text.ts";
import { ApplicationsBoard } from "./applications-board.tsx";

afterEach(cleanup);

const card: ApplicationSummary = {
  id: "a0000000-0000-4000-8000-000000000001",
  fullName: "Lina Haddad",
  email: "lina@example.com",
  country: "Jordan",
  experienceLevel: "data_or_ml",
  status: "interview",
  batch: null,
  version: 3,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
};

const board: ApplicationBoard = {
  columns: applicationStatuses.map((status) => ({
    status,
    count: status === "interview" ? 30 : 0,
    items: status === "interview" ? [card] : [],
  })),
};

function renderBoard(onMove = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <ApplicationsBoard board={board} onMove={onMove} listHref={(status) => `?status=${status}`} />
        ),
      },
    ],
    { initialEntries: ["/dashboard/admin/applications?view=board"] },
  );
  render(<RouterProvider router={router} />);
  return onMove;
}

test("one column per status with its count; a card links to its detail and moves from the keyboard", async () => {
  const onMove = renderBoard();
  const interview = screen.getByRole("region", { name: /^Interview/ });
  expect(within(interview).getByRole("heading", { name: "Interview 30 applications" })).toBeDefined();
  expect(within(interview).getByRole("link", { name: "Lina Haddad" }).getAttribute("href")).toBe(
    `/dashboard/admin/applications/${card.id}`,
  );
  expect(within(interview).getByRole("link", { name: "All 30 in the list" }).getAttribute("href")).toBe(
    "/dashboard/admin/applications?status=interview",
  );
  expect(screen.getAllByRole("region")).toHaveLength(7);

  const menu = within(interview).getByLabelText("Move Lina Haddad to");
  // Only the moves the pipeline allows from an interview.
  expect(
    within(menu)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["Move to...", "In review", "Accepted", "Waitlisted", "Rejected", "Withdrawn"]);
  menu.focus();
  await userEvent.selectOptions(menu, "accepted");
  expect(onMove).toHaveBeenCalledWith(card, "accepted");
});
