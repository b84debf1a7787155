import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { accountEmailMessages } from "#contracts/account-email-text.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { type PortalName, portals } from "#contracts/portals.ts";
import { PortalLayout } from "./portal-layout.tsx";

const admin: CurrentUser = {
  id: "u-admin",
  name: "Rosa Diaz",
  username: "rosa",
  email: "rosa@example.com",
  avatar: null,
  role: "admin",
  emailVerified: false,
};

function renderPortal(portal: PortalName, user: CurrentUser) {
  const shell = createShellStore({});
  shell.set("currentUser", user);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          {
            path: "*",
            element: <PortalLayout portal={portal} />,
            children: [{ path: "*", element: <p>Page</p> }],
          },
        ],
      },
    ],
    { initialEntries: [portals[portal].path] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={makeQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
}

afterEach(cleanup);

// Decision 0019: every portal says so until the address is verified, with the way to fix it.
describe("email verification banner", () => {
  test.each(Object.keys(portals) as PortalName[])(
    "the %s portal shows it to an unverified user",
    (portal) => {
      renderPortal(portal, admin);
      expect(screen.getByText(accountEmailMessages.bannerText(admin.email), { exact: false })).toBeTruthy();
      expect(screen.getByRole("link", { name: accountEmailMessages.bannerLink }).getAttribute("href")).toBe(
        "/profile",
      );
    },
  );

  test("a verified user does not see it", () => {
    renderPortal("student", { ...admin, emailVerified: true });
    expect(screen.getByText("Page")).toBeTruthy();
    expect(screen.queryByRole("link", { name: accountEmailMessages.bannerLink })).toBeNull();
  });
});
