import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser, Role } from "#contracts/auth.ts";
import type { PortalName } from "#contracts/portals.ts";
import { PortalLayout } from "./portal-layout.tsx";
import { portalTitleFor } from "./portal-titles.ts";

const admin: CurrentUser = {
  id: "u-admin",
  name: "Rosa Diaz",
  username: "rosa",
  email: "rosa@example.com",
  avatar: null,
  role: "admin",
  emailVerified: true,
};

// The role each portal belongs to: the sidebar follows the signed-in user's role (SPEC.md section 6).
const ownerRole: Record<PortalName, Role> = {
  student: "student",
  instructor: "instructor",
  admin: "admin",
  digitalMarketer: "digital_marketer",
};

function renderPortal(portal: PortalName, path: string, role: Role = ownerRole[portal]) {
  const queryClient = makeQueryClient();
  const shell = createShellStore({});
  shell.set("currentUser", { ...admin, role });
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: "/", element: <p>Home page</p> },
          {
            path: "*",
            element: <PortalLayout portal={portal} />,
            children: [{ path: "*", element: <p>Page</p> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
  return { router };
}

function sidebarLinks(name: string) {
  return within(screen.getByRole("navigation", { name }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// SPEC.md section 2, "Header navigation and sidebars": every item, in order, with its label.
describe("portal sidebars", () => {
  test("student: overview, courses, join-class, assessments, certificates, payments, community", () => {
    renderPortal("student", "/dashboard/student");
    expect(sidebarLinks("Student portal")).toEqual([
      ["Overview", "/dashboard/student"],
      ["Courses", "/dashboard/student/courses"],
      ["Join Class", "/dashboard/student/join-class"],
      ["Assessments", "/dashboard/student/assessments"],
      ["Certificates", "/dashboard/student/certificates"],
      ["Payments", "/dashboard/student/payments"],
      ["Community", "/dashboard/student/community"],
    ]);
  });

  test("instructor: the portal itself and courses", () => {
    renderPortal("instructor", "/dashboard/instructor");
    expect(sidebarLinks("Instructor portal")).toEqual([
      ["Overview", "/dashboard/instructor"],
      ["Courses", "/dashboard/instructor/courses"],
    ]);
  });

  test("admin: the full admin navigation, zoom labelled Zoom Classes", () => {
    renderPortal("admin", "/dashboard/admin");
    expect(sidebarLinks("Admin portal")).toEqual([
      ["Overview", "/dashboard/admin"],
      ["Users", "/dashboard/admin/users"],
      ["Leads", "/dashboard/admin/leads"],
      // Not in the spec's list: the applications pipeline (decision 0043).
      ["Applications", "/dashboard/admin/applications"],
      ["Courses", "/dashboard/admin/courses"],
      ["Bootcamp Batches", "/dashboard/admin/bootcamp-batches"],
      ["Zoom Classes", "/dashboard/admin/zoom"],
      ["Newsletter Analytics", "/dashboard/admin/newsletter-analytics"],
      ["Email Tracking", "/dashboard/admin/email-tracking"],
      ["SEO", "/dashboard/admin/seo"],
      ["Page Builder", "/dashboard/admin/page-builder"],
      ["Settings", "/dashboard/admin/settings"],
      // After the spec's items (decisions 0042, 0013).
      ["Audit Log", "/dashboard/admin/audit-log"],
      ["Payments", "/dashboard/admin/payments"],
      ["Coupons", "/dashboard/admin/coupons"],
    ]);
  });

  test("digital marketer: the SEO sidebar, recommendations labelled SEMrush Insights", () => {
    renderPortal("digitalMarketer", "/dashboard/digital-marketer");
    expect(sidebarLinks("SEO portal")).toEqual([
      ["Overview", "/dashboard/digital-marketer"],
      ["Page Management", "/dashboard/digital-marketer/page-management"],
      ["Meta Tags", "/dashboard/digital-marketer/meta-tags"],
      ["Keywords", "/dashboard/digital-marketer/keywords"],
      ["SEMrush Insights", "/dashboard/digital-marketer/recommendations"],
      ["Internal Links", "/dashboard/digital-marketer/internal-links"],
      ["Analytics", "/dashboard/digital-marketer/analytics"],
      ["Content Audit", "/dashboard/digital-marketer/content-audit"],
      ["Sitemap", "/dashboard/digital-marketer/sitemap"],
      ["SEO Settings", "/dashboard/digital-marketer/seo-settings"],
    ]);
  });
});

// SPEC.md section 6: "Navigation by role: admin sees the admin sidebar, digital_marketer the SEO management
// sidebar, instructor two items, everyone else the student menu." An admin opens every portal (decision
// 0008) and keeps the admin sidebar in each; the header title still follows the path (section 2).
describe("the sidebar follows the role, not the portal", () => {
  test.each([
    ["student", "/dashboard/student", "Student Portal"],
    ["student", "/dashboard/student/courses", "Student Portal"],
    ["instructor", "/dashboard/instructor", "Instructor Portal"],
    ["digitalMarketer", "/dashboard/digital-marketer", "SEO Management"],
  ] as const)(
    "an admin in the %s portal (%s) sees the admin sidebar under the title %s",
    (portal, path, title) => {
      renderPortal(portal, path, "admin");
      expect(screen.getByRole("navigation", { name: "Admin portal" })).toBeTruthy();
      expect(screen.queryByRole("navigation", { name: "Student portal" })).toBeNull();
      expect(screen.queryByRole("navigation", { name: "Instructor portal" })).toBeNull();
      expect(screen.queryByRole("navigation", { name: "SEO portal" })).toBeNull();
      expect(sidebarLinks("Admin portal")[0]).toEqual(["Overview", "/dashboard/admin"]);
      expect(screen.getByText(title, { selector: "p" })).toBeTruthy();
    },
  );

  test("the student sidebar for a student, the instructor's two items for an instructor", () => {
    renderPortal("student", "/dashboard/student", "student");
    expect(sidebarLinks("Student portal")).toHaveLength(7);
    cleanup();
    renderPortal("instructor", "/dashboard/instructor", "instructor");
    expect(sidebarLinks("Instructor portal")).toHaveLength(2);
  });
});

describe("portal frame", () => {
  test("marks only the current item, the overview only on its own path", () => {
    renderPortal("student", "/dashboard/student/courses");
    const nav = screen.getByRole("navigation", { name: "Student portal" });
    const current = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Courses"]);
  });

  test("/admin/batches shows the Bootcamp Batches title and marks that item", () => {
    renderPortal("admin", "/admin/batches");
    expect(screen.getByText("Bootcamp Batches", { selector: "p" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Admin portal" });
    expect(within(nav).getByRole("link", { name: "Bootcamp Batches" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  test("the header shows the portal title of the path and who is signed in", () => {
    renderPortal("admin", "/dashboard/admin/zoom");
    expect(screen.getByText("Zoom Classes", { selector: "p" })).toBeTruthy();
    expect(screen.getByText(/Signed in as Rosa Diaz/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit profile" }).getAttribute("href")).toBe("/profile");
  });

  test("the menu button opens and closes the sidebar panel; Escape closes it and returns focus", async () => {
    const user = userEvent.setup();
    renderPortal("student", "/dashboard/student");
    const toggle = screen.getByRole("button", { name: "Portal menu" });
    const nav = screen.getByRole("navigation", { name: "Student portal" });
    expect(toggle.getAttribute("aria-controls")).toBe(nav.id);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(nav.className).toContain("hidden");

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(nav.className).not.toMatch(/(^|\s)hidden(\s|$)/);

    within(nav).getByRole("link", { name: "Courses" }).focus();
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  test("following a sidebar link closes the panel", async () => {
    const user = userEvent.setup();
    const { router } = renderPortal("student", "/dashboard/student");
    const toggle = screen.getByRole("button", { name: "Portal menu" });
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "Payments" }));
    expect(router.state.location.pathname).toBe("/dashboard/student/payments");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  test("Sign out ends the session and goes home", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    const { router } = renderPortal("student", "/dashboard/student/courses");
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
    await screen.findByText("Home page");
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("portal titles (SPEC.md section 2)", () => {
  test.each([
    ["/dashboard/admin/seo", "SEO Manager"],
    ["/dashboard/admin/users", "User Management"],
    ["/dashboard/admin/leads", "Leads Inbox"],
    ["/dashboard/admin/courses", "Course Management"],
    ["/dashboard/admin/zoom", "Zoom Classes"],
    ["/dashboard/admin/newsletter-analytics", "Newsletter Analytics"],
    ["/dashboard/admin/settings", "Settings"],
    ["/dashboard/admin/bootcamp-batches", "Bootcamp Batches"],
    ["/admin/batches", "Bootcamp Batches"],
    ["/dashboard/admin", "Admin Portal"],
    ["/dashboard/admin/", "Admin Portal"],
    ["/dashboard/admin/applications", "Admin Portal"],
    ["/dashboard/admin/applications/0b6c9f3e-1111-4222-8333-444455556666", "Admin Portal"],
    ["/dashboard/admin/email-tracking", "Admin Portal"],
    ["/dashboard/admin/page-builder", "Admin Portal"],
    ["/dashboard/digital-marketer", "SEO Management"],
    ["/dashboard/digital-marketer/seo-settings", "SEO Management"],
    ["/dashboard/instructor", "Instructor Portal"],
    ["/dashboard/instructor/courses", "Instructor Portal"],
    ["/dashboard/student", "Student Portal"],
    ["/dashboard/student/courses", "Student Portal"],
  ])("%s -> %s", (path, title) => {
    expect(portalTitleFor(path)).toBe(title);
  });

  test("a path that only starts like a portal's gets no title", () => {
    expect(portalTitleFor("/dashboard/administrator")).toBeUndefined();
    expect(portalTitleFor("/dashboard/admin/seo-old")).toBe("Admin Portal");
  });
});
