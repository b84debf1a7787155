import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import AdminNewsletterAnalyticsRoute from "./admin-newsletter-analytics.tsx";

// What the Newsletter Analytics page's tests share (one file per tab): the signed-in admin and the page in a
// memory router with the shell, auth, query client and toaster a portal page has.

export const newsletterPagePath = "/dashboard/admin/newsletter-analytics";

export const newsletterAdmin: CurrentUser = {
  id: "a0000000-0000-4000-8000-000000000001",
  name: "Grace Admin",
  username: "grace",
  email: "grace@example.com",
  avatar: null,
  role: "admin",
  emailVerified: true,
};

export function renderNewsletterPage(at: string = newsletterPagePath) {
  const shell = createShellStore({});
  shell.set("currentUser", newsletterAdmin);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: newsletterPagePath, element: <AdminNewsletterAnalyticsRoute /> }],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <QueryClientProvider client={makeQueryClient()}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ShellStoreProvider>,
  );
  return { router };
}

/** The page's URL query as an object. */
export const searchOf = (router: ReturnType<typeof renderNewsletterPage>["router"]) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
