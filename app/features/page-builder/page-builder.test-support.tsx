import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { authApi } from "#contracts/api/auth.ts";
import { catalogApi } from "#contracts/api/catalog.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { PageSummary } from "#contracts/page-builder.ts";
import { PageBuilderScreen } from "./page-builder-screen.tsx";
import type { PageDetailData } from "./page-values.ts";

// What the page builder's tests share: the signed-in user, pages as the API answers them, a fake of the
// network (fetch stubbed, nothing of ours mocked) and the screen in a memory router with the shell, auth,
// query client and toaster a portal page has.

export const builderPath = "/dashboard/admin/page-builder";

export const admin: CurrentUser = {
  id: "a0000000-0000-4000-8000-000000000001",
  name: "Grace Admin",
  username: "grace",
  email: "grace@example.com",
  avatar: null,
  role: "admin",
  emailVerified: true,
};

export const marketer: CurrentUser = {
  ...admin,
  id: "a0000000-0000-4000-8000-000000000002",
  role: "digital_marketer",
};

export const pageId = "b0000000-0000-4000-8000-000000000001";

export function summary(overrides: Partial<PageSummary> = {}): PageSummary {
  return {
    id: pageId,
    path: "/ai-for-managers",
    title: "AI for managers",
    description: "A short course for people who lead teams.",
    status: "draft",
    publishAt: null,
    publishedAt: null,
    unpublishedChanges: false,
    version: 3,
    updatedAt: "2026-11-20T10:00:00.000Z",
    updatedBy: "Grace Admin",
    ...overrides,
  };
}

export const heroBlock = {
  type: "Hero",
  props: {
    id: "Hero-1",
    heading: "Lead with AI",
    subheading: "",
    buttonLabel: "Apply",
    buttonHref: "/apply",
    tone: "light",
  },
};
export const textBlock = { type: "RichText", props: { id: "RichText-1", markdown: "Six weeks, **live**." } };

export function detail(overrides: Partial<PageDetailData> = {}): PageDetailData {
  return {
    ...summary(),
    document: { root: { props: {} }, content: [heroBlock, textBlock] } as PageDetailData["document"],
    previewUrl: "/landing-preview?token=abc",
    ...overrides,
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export type Call = { path: string; search: URLSearchParams; method: string; body?: Record<string, unknown> };

/**
 * Stubs fetch: `answer` gets each call (after the current-user read) and returns its response; a call it
 * leaves (undefined) gets 404. Every call is logged.
 */
export function stubApi(answer: (call: Call) => Response | undefined, me: CurrentUser = admin) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const call: Call = {
      path: url.pathname,
      search: url.searchParams,
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (url.pathname === authApi.currentUser.path) return json(me);
    if (url.pathname === catalogApi.courses.path)
      return json([
        { slug: "ai-engineers", title: "AI Engineers" },
        { slug: "ai-business", title: "AI for Business" },
      ]);
    return answer(call) ?? json({ error: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/** The viewport's width: below 768 px the page shows the blocks as a list instead of loading Puck. */
export function setScreenWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM.setViewport({
    width,
  });
}

export function renderPageBuilder(at: string = builderPath, me: CurrentUser = admin) {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=page-builder-token; path=/";
  const shell = createShellStore({});
  shell.set("currentUser", me);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: builderPath, element: <PageBuilderScreen /> }],
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

export const searchOf = (router: ReturnType<typeof renderPageBuilder>["router"]) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
