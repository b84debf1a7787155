import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { EmptyState } from "./empty-state.tsx";

afterEach(cleanup);

test("a title alone is a paragraph, with no hint and no action", () => {
  const { container } = render(<EmptyState title="No coupons yet." />);
  const box = container.firstElementChild as HTMLElement;
  expect(box.querySelector("p")?.textContent).toBe("No coupons yet.");
  expect(box.children).toHaveLength(1);
  expect(screen.queryByRole("heading")).toBeNull();
});

test("a section's empty state is a heading, with its hint, icon and way on", () => {
  const { container } = render(
    <EmptyState
      titleAs="h2"
      title="No payments yet"
      description="Your payments appear here."
      icon={<svg aria-hidden="true" data-testid="icon" />}
      action={<a href="/courses">Browse courses</a>}
      className="mt-6"
    />,
  );
  expect(screen.getByRole("heading", { level: 2, name: "No payments yet" })).toBeTruthy();
  expect(screen.getByText("Your payments appear here.").tagName).toBe("P");
  expect(screen.getByRole("link", { name: "Browse courses" }).getAttribute("href")).toBe("/courses");
  const box = container.firstElementChild as HTMLElement;
  expect(box.firstElementChild?.getAttribute("data-testid")).toBe("icon");
  expect(box.className.split(" ")).toContain("mt-6");
});
