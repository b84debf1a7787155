import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { PortalName } from "#contracts/portals.ts";
import { accessDeniedTitle } from "./access-denied.tsx";
import { AuthProvider } from "./auth-context.tsx";
import { postLoginRedirectKey } from "./post-login-redirect.ts";
import { RequireRole } from "./require-role.tsx";

function user(role: CurrentUser["role"]): CurrentUser {
  return {
    id: `u-${role}`,
    name: `A ${role}`,
    username: role,
    email: `${role}@example.com`,
    avatar: null,
    role,
    emailVerified: true,
  };
}

/** `current` undefined: the current user is still loading. */
function renderGuarded(portal: PortalName, path: string, current: CurrentUser | null | undefined) {
  const shell = createShellStore({});
  if (current !== undefined) shell.set("currentUser", current);
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
          { path: "/auth", element: <p>Sign-in page</p> },
          {
            path: "/dashboard/:portal/*",
            element: (
              <RequireRole portal={portal}>
                <p>Portal content</p>
              </RequireRole>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <RouterProvider router={router} />
    </ShellStoreProvider>,
  );
  return { router, shell };
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("RequireRole", () => {
  test("shows a spinner, and nothing of the page, while the user loads", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { router } = renderGuarded("student", "/dashboard/student/courses", undefined);
    expect(screen.getByRole("status").textContent).toBe("Loading your account...");
    expect(screen.queryByText("Portal content")).toBeNull();
    expect(router.state.location.pathname).toBe("/dashboard/student/courses");
  });

  test("a visitor is sent to /auth with the page (and its query) saved for after sign-in", async () => {
    const { router } = renderGuarded("student", "/dashboard/student/courses?tab=active", null);
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(screen.getByText("Sign-in page")).toBeTruthy();
    expect(sessionStorage.getItem(postLoginRedirectKey)).toBe("/dashboard/student/courses?tab=active");
    // Replaced, not pushed: Back does not return to a page that would redirect again.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  test.each([
    ["student", "admin", "/dashboard/admin", "/dashboard/student"],
    ["instructor", "student", "/dashboard/student/courses", "/dashboard/instructor"],
    ["digital_marketer", "instructor", "/dashboard/instructor", "/dashboard/digital-marketer"],
    ["student", "digitalMarketer", "/dashboard/digital-marketer/keywords", "/dashboard/student"],
  ] as const)(
    "a %s opening the %s portal gets the 403 page with a link to their own dashboard",
    (role, portal, path, home) => {
      const { router } = renderGuarded(portal, path, user(role));
      expect(screen.getByRole("heading", { level: 1, name: accessDeniedTitle })).toBeTruthy();
      expect(screen.getByRole("link", { name: "Go to your dashboard" }).getAttribute("href")).toBe(home);
      expect(screen.queryByText("Portal content")).toBeNull();
      expect(router.state.location.pathname).toBe(path);
      expect(sessionStorage.getItem(postLoginRedirectKey)).toBeNull();
    },
  );

  test.each([
    ["student", "student"],
    ["admin", "student"],
    ["admin", "instructor"],
    ["admin", "admin"],
    ["admin", "digitalMarketer"],
    ["instructor", "instructor"],
    ["digital_marketer", "digitalMarketer"],
  ] as const)("a %s opens the %s portal", (role, portal) => {
    renderGuarded(portal, "/dashboard/x", user(role));
    expect(screen.getByText("Portal content")).toBeTruthy();
  });

  test("signing out on a portal page saves nothing and does not send the next visitor back here", async () => {
    const { router, shell } = renderGuarded("student", "/dashboard/student/courses", user("student"));
    expect(screen.getByText("Portal content")).toBeTruthy();
    act(() => {
      shell.set("currentUser", null);
    });
    expect((await screen.findByRole("status")).textContent).toBe("Signing out...");
    // The sign-out itself navigates home; the guard neither redirects nor saves the page.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe("/dashboard/student/courses");
    expect(sessionStorage.getItem(postLoginRedirectKey)).toBeNull();
  });
});
