import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { StudentEnrollment } from "#contracts/enrollments.ts";
import { MyEnrolledCourses } from "./my-enrolled-courses.tsx";

const student: CurrentUser = {
  id: "u-student",
  name: "Maya Chen",
  username: "maya",
  email: "maya@example.com",
  avatar: null,
  role: "student",
  emailVerified: true,
};
const admin: CurrentUser = { ...student, id: "u-admin", name: "Rosa Diaz", role: "admin" };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Handler = () => Response | Promise<Response>;

/** The network boundary: one handler per path; any other request fails the test. */
function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (path: string) => {
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected request ${path}`);
    return handler();
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** `user` undefined: the current user is still loading (nothing in the cache yet). */
function renderScreen(user: CurrentUser | null | undefined) {
  const queryClient = makeQueryClient();
  const shell = createShellStore({});
  if (user !== undefined) shell.set("currentUser", user);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: "/dashboard/student/courses", element: <MyEnrolledCourses /> },
          { path: "/auth", element: <p>Sign-in page</p> },
          { path: "/courses", element: <p>Catalog</p> },
        ],
      },
    ],
    { initialEntries: ["/dashboard/student/courses"] },
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

const enrollmentCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([path]) => path === "/api/enrollments/student");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("My Enrolled Courses", () => {
  test("shows a spinner while the current user loads", () => {
    stubApi({ "/api/user": () => new Promise<Response>(() => {}) });
    renderScreen(undefined);
    expect(screen.getByRole("heading", { level: 1, name: "My Enrolled Courses" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading your courses...");
  });

  test("signed out: 'Please Login' with a Login button to /auth, and no enrollment request", async () => {
    const fetchMock = stubApi({});
    const { router } = renderScreen(null);
    expect(screen.getByRole("heading", { name: "Please Login" })).toBeTruthy();
    const login = screen.getByRole("link", { name: "Login" });
    expect(login.getAttribute("href")).toBe("/auth");
    await userEvent.setup().click(login);
    expect(router.state.location.pathname).toBe("/auth");
    expect(enrollmentCalls(fetchMock)).toHaveLength(0);
  });

  test("an admin is told admins have no enrollments, without calling the API", () => {
    const fetchMock = stubApi({});
    renderScreen(admin);
    expect(screen.getByText(/Admin accounts have no enrollments of their own/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("shows a spinner while the enrollments load", () => {
    stubApi({ "/api/enrollments/student": () => new Promise<Response>(() => {}) });
    renderScreen(student);
    expect(screen.getByRole("status").textContent).toBe("Loading your courses...");
  });

  test("a failed load says 'Failed to fetch enrollments' and can be retried", async () => {
    let fail = true;
    const fetchMock = stubApi({
      "/api/enrollments/student": () =>
        fail ? json({ error: "Something went wrong" }, 500) : json([] satisfies StudentEnrollment[]),
    });
    renderScreen(student);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to fetch enrollments")).toBeTruthy();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No Enrolled Courses")).toBeTruthy();
    expect(enrollmentCalls(fetchMock)).toHaveLength(2);
  });

  test("no enrollments: 'No Enrolled Courses' / 'You haven't enrolled in any courses yet.'", async () => {
    stubApi({ "/api/enrollments/student": () => json([]) });
    renderScreen(student);
    expect(await screen.findByRole("heading", { name: "No Enrolled Courses" })).toBeTruthy();
    expect(screen.getByText("You haven't enrolled in any courses yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  test("lists enrollments under the spec's columns, with the fallbacks and progress clamped to 0..100", async () => {
    const enrollments: StudentEnrollment[] = [
      {
        id: "e1",
        course: { title: "AI Engineering" },
        batchType: "weekend",
        schedule: "Sat & Sun, 10:00-14:00 ET",
        progress: 35,
      },
      { id: "e2", course: { title: "Prompt Engineering" }, batchType: null, schedule: null, progress: 0 },
      { id: "e3", course: { title: "Deep Learning" }, batchType: "", schedule: "  ", progress: 150 },
      {
        id: "e4",
        course: { title: "Machine Learning" },
        batchType: "fast_track",
        schedule: "Mon",
        progress: -5,
      },
      {
        id: "e5",
        course: { title: "AI for Business" },
        batchType: "evening",
        schedule: "Wed",
        progress: 12.6,
      },
    ];
    const fetchMock = stubApi({ "/api/enrollments/student": () => json(enrollments) });
    renderScreen(student);
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Course Name", "Batch Type", "Schedule", "Progress"]);

    const rows = within(table).getAllByRole("row").slice(1);
    const text = rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(text).toEqual([
      ["AI Engineering", "Weekend", "Sat & Sun, 10:00-14:00 ET", "35%"],
      ["Prompt Engineering", "Regular", "Not specified", "0%"],
      ["Deep Learning", "Regular", "Not specified", "100%"],
      ["Machine Learning", "Fast Track", "Mon", "0%"],
      ["AI for Business", "evening", "Wed", "13%"],
    ]);
    const bar = screen.getByRole("progressbar", { name: "AI Engineering progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("35");
    expect(
      screen.getByRole("progressbar", { name: "Deep Learning progress" }).getAttribute("aria-valuenow"),
    ).toBe("100");

    const [, init] = enrollmentCalls(fetchMock)[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe("include");
  });
});
