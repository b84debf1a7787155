import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { dashboardPath, SiteHeader } from "./site-header.tsx";

const coursePaths = [
  "/courses/ai-engineers",
  "/courses/machine-learning",
  "/courses/deep-learning",
  "/courses/ai-business",
  "/courses/prompt-engineering",
];

function renderHeader(
  user: { role: string } | null = null,
  initialPath = "/",
  onLogout?: () => void,
  userPending = false,
) {
  const page = (name: string) => (
    <>
      <SiteHeader user={user} onLogout={onLogout} userPending={userPending} />
      <main>{name} page</main>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: "/", element: page("Home") },
      { path: "*", element: page("Other") },
      { path: "/sandbox", element: page("Sandbox") },
      { path: "/courses/deep-learning", element: page("Deep Learning") },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function hrefs(links: HTMLElement[]) {
  return links.map((link) => link.getAttribute("href"));
}

afterEach(cleanup);

describe("SiteHeader", () => {
  test("links the logo home and shows Get Started and Login to visitors", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "AI Labs" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/courses");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/auth");
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  test("shows a signed-in user the Dashboard of their role instead", () => {
    renderHeader({ role: "digital_marketer" });
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe(
      "/dashboard/digital-marketer",
    );
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Get Started" })).toBeNull();
  });

  test("next to Dashboard, a Logout button signs the user out", async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderHeader({ role: "student" }, "/", onLogout);
    const actions = screen.getByRole("link", { name: "Dashboard" }).parentElement!;
    await user.click(within(actions).getByRole("button", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  test("while the user is unknown, neither Login nor Dashboard shows; their place is held", () => {
    renderHeader(null, "/", vi.fn(), true);
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Get Started" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
    expect(screen.getAllByText("Loading your account")).toHaveLength(2);
  });

  test("a known user wins over a pending flag", () => {
    renderHeader({ role: "student" }, "/", vi.fn(), true);
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard/student");
  });

  test("visitors get no Logout button", () => {
    renderHeader(null, "/", vi.fn());
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  test("maps each role to its dashboard", () => {
    expect(dashboardPath("student")).toBe("/dashboard/student");
    expect(dashboardPath("instructor")).toBe("/dashboard/instructor");
    expect(dashboardPath("admin")).toBe("/dashboard/admin");
    expect(dashboardPath("digital_marketer")).toBe("/dashboard/digital-marketer");
  });

  test("the main links follow the menu in the spec's order", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("button", { name: "AI Learning Paths" })).toBeTruthy();
    expect(hrefs(within(nav).getAllByRole("link"))).toEqual([
      "/ai-bootcamp",
      "/sandbox",
      "/corporate-training",
      "/community",
      "/about",
    ]);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["AI Bootcamp", "Sandbox", "Corporate Training", "Community", "About"]);
  });

  test("'AI Learning Paths' opens the five course pages in order, with descriptions", async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = screen.getByRole("button", { name: "AI Learning Paths" });
    await user.click(trigger);
    await waitFor(() => expect(trigger.getAttribute("aria-expanded")).toBe("true"));

    const nav = screen.getByRole("navigation", { name: "Main" });
    const courseLinks = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("/courses/"));
    expect(hrefs(courseLinks)).toEqual(coursePaths);
    expect(courseLinks[0]!.textContent).toContain("AI Engineering");
    expect(courseLinks[3]!.textContent).toContain("AI for Business Leaders");
    expect(courseLinks[2]!.textContent).toContain("PyTorch, transformers and training at scale.");
  });

  test("navigates client-side without reloading the page", async () => {
    const user = userEvent.setup();
    const router = renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "Sandbox" }));
    expect(router.state.location.pathname).toBe("/sandbox");
    expect(screen.getByText("Sandbox page")).toBeTruthy();
  });

  test("the mobile menu button toggles a panel with every link and closes on navigation", async () => {
    const user = userEvent.setup();
    const router = renderHeader();
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(menuButton.getAttribute("aria-controls") ?? "")!;
    expect(panel.hidden).toBe(true);

    await user.click(menuButton);
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    expect(hrefs(within(panel).getAllByRole("link"))).toEqual([
      ...coursePaths,
      "/ai-bootcamp",
      "/sandbox",
      "/corporate-training",
      "/community",
      "/about",
      "/auth",
      "/courses",
    ]);

    await user.click(within(panel).getByRole("link", { name: "Deep Learning" }));
    expect(router.state.location.pathname).toBe("/courses/deep-learning");
    const after = screen.getByRole("button", { name: "Open menu" });
    expect(after.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(after.getAttribute("aria-controls") ?? "")!.hidden).toBe(true);
  });

  test("the mobile menu button closes the panel again", async () => {
    const user = userEvent.setup();
    renderHeader();
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    await user.click(menuButton);
    await user.click(menuButton);
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
  });
});
