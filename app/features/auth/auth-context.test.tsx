import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { FormRequestError } from "#app/lib/form-errors.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { authMessages, type CurrentUser } from "#contracts/auth.ts";
import { type AuthApi, AuthProvider, authRequests, useAuth } from "./auth-context.tsx";

const ada: CurrentUser = {
  id: "u1",
  name: "Ada Lovelace",
  username: "ada",
  email: "ada@example.com",
  avatar: null,
  role: "student",
  emailVerified: true,
};

const loginInput = { userData: { username: "ada", password: "correct horse" }, recaptchaToken: "tok" };
const registerInput = {
  userData: {
    name: "Grace Hopper",
    username: "grace",
    email: "grace@example.com",
    password: "long enough",
    confirmPassword: "long enough",
  },
  recaptchaToken: "tok",
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Handler = (init: RequestInit) => Response | Promise<Response>;

/** Stubs the network boundary: one handler per "METHOD /path"; anything else fails the test loudly. */
function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (path: string, init: RequestInit = {}) => {
    const handler = handlers[`${init.method ?? "GET"} ${path}`];
    if (!handler) throw new Error(`unexpected request ${init.method} ${path}`);
    return handler(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

let auth: AuthApi;

function Probe() {
  auth = useAuth();
  if (auth.isLoading) return <p>loading</p>;
  return <p>user: {auth.user ? auth.user.name : "none"}</p>;
}

function renderWithAuth(initialPath = "/account") {
  const shell = createShellStore({});
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
          { path: "/account", element: <Probe /> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <RouterProvider router={router} />
      <Toaster />
    </ShellStoreProvider>,
  );
  return { router, shell };
}

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useAuth", () => {
  test("outside an AuthProvider it fails with a clear message", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
  });

  test("is loading until GET /api/user answers, and a 401 means nobody is signed in", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      "GET /api/user": () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithAuth();
    expect(screen.getByText("loading")).toBeTruthy();
    answer(json({ error: "Not signed in", errors: [{ message: "Not signed in" }] }, 401));
    expect(await screen.findByText("user: none")).toBeTruthy();
    expect(auth.user).toBeNull();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe("include");
  });

  test("reads the signed-in user", async () => {
    stubApi({ "GET /api/user": () => json(ada) });
    renderWithAuth();
    expect(await screen.findByText("user: Ada Lovelace")).toBeTruthy();
  });

  test("login posts the payload and stores the returned user as current user", async () => {
    const fetchMock = stubApi({
      "GET /api/user": () => json({ error: "Not signed in", errors: [] }, 401),
      "POST /api/login": () => json(ada),
    });
    const { shell } = renderWithAuth();
    await screen.findByText("user: none");

    let returned: CurrentUser | undefined;
    await act(async () => {
      returned = await auth.login(loginInput);
    });

    expect(returned).toEqual(ada);
    expect(await screen.findByText("user: Ada Lovelace")).toBeTruthy();
    expect(shell.get("currentUser").data).toEqual(ada);
    const [, init] = fetchMock.mock.calls.find(([path]) => path === "/api/login") as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toEqual(loginInput);
  });

  test("a failed login rejects with the server's first message and keeps nobody signed in", async () => {
    stubApi({
      "GET /api/user": () => json({ error: "Not signed in", errors: [] }, 401),
      "POST /api/login": () =>
        json(
          { error: authMessages.invalidCredentials, errors: [{ message: authMessages.invalidCredentials }] },
          401,
        ),
    });
    renderWithAuth();
    await screen.findByText("user: none");

    const error = await auth.login(loginInput).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FormRequestError);
    expect((error as Error).message).toBe(authMessages.invalidCredentials);
    expect(screen.getByText("user: none")).toBeTruthy();
  });

  test("a failed login without a server message says 'Login failed'", async () => {
    stubApi({
      "GET /api/user": () => json({ error: "Not signed in", errors: [] }, 401),
      "POST /api/login": () => new Response("<html>Bad gateway</html>", { status: 502 }),
    });
    renderWithAuth();
    await screen.findByText("user: none");
    await expect(auth.login(loginInput)).rejects.toThrow(authMessages.loginFailed);

    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(auth.login(loginInput)).rejects.toThrow(authMessages.loginFailed);
  });

  test("register creates the account but leaves the current user null", async () => {
    const fetchMock = stubApi({
      "GET /api/user": () => json(ada),
      "POST /api/register": () => json({ message: "Account created" }, 201),
    });
    const { shell } = renderWithAuth();
    await screen.findByText("user: Ada Lovelace");

    let result: { message: string } | undefined;
    await act(async () => {
      result = await auth.register(registerInput);
    });

    expect(result).toEqual({ message: "Account created" });
    expect(await screen.findByText("user: none")).toBeTruthy();
    expect(shell.get("currentUser").data).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([path]) => path === "/api/register") as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toEqual(registerInput);
  });

  test("a failed registration carries the server's message and field, or 'Registration failed'", async () => {
    stubApi({
      "GET /api/user": () => json({ error: "Not signed in", errors: [] }, 401),
      "POST /api/register": () =>
        json(
          {
            error: authMessages.usernameTaken,
            errors: [{ message: authMessages.usernameTaken, field: "userData.username" }],
          },
          409,
        ),
    });
    renderWithAuth();
    await screen.findByText("user: none");

    const error = (await auth.register(registerInput).catch((caught: unknown) => caught)) as FormRequestError;
    expect(error.message).toBe(authMessages.usernameTaken);
    expect(error.fieldErrors).toEqual([{ message: authMessages.usernameTaken, field: "userData.username" }]);

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({}, 500)),
    );
    await expect(auth.register(registerInput)).rejects.toThrow(authMessages.registrationFailed);
  });

  test("logout signs out and goes to the home page", async () => {
    stubApi({
      "GET /api/user": () => json(ada),
      "POST /api/logout": () => json({ message: authMessages.signedOut }),
    });
    const { router, shell } = renderWithAuth();
    await screen.findByText("user: Ada Lovelace");

    await act(() => auth.logout());

    expect(router.state.location.pathname).toBe("/");
    expect(await screen.findByText("Home page")).toBeTruthy();
    expect(shell.get("currentUser").data).toBeNull();
  });

  test("a failed logout shows a destructive 'Logout failed' toast and stays signed in", async () => {
    stubApi({
      "GET /api/user": () => json(ada),
      "POST /api/logout": () => json({ error: "Session store unavailable", errors: [] }, 503),
    });
    const { router } = renderWithAuth();
    await screen.findByText("user: Ada Lovelace");

    await act(() => auth.logout());

    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    await waitFor(() => expect(within(region).getByText(authMessages.logoutFailed)).toBeTruthy());
    expect(within(region).getByText("Session store unavailable")).toBeTruthy();
    const toastRoot = within(region).getByText(authMessages.logoutFailed).closest("[data-variant]");
    expect(toastRoot?.getAttribute("data-variant")).toBe("destructive");
    expect(router.state.location.pathname).toBe("/account");
    expect(screen.getByText("user: Ada Lovelace")).toBeTruthy();
  });

  test("logout whose code cannot be loaded says 'Logout failed' and stays signed in", async () => {
    stubApi({ "GET /api/user": () => json(ada) });
    // The lazily loaded requests module failing (offline, a new deployment): the import itself rejects.
    vi.spyOn(authRequests, "get").mockReturnValue(undefined);
    vi.spyOn(authRequests, "load").mockRejectedValue(
      new Error("Failed to fetch dynamically imported module"),
    );
    const { router } = renderWithAuth();
    await screen.findByText("user: Ada Lovelace");

    await act(() => auth.logout());

    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    await waitFor(() => expect(within(region).getByText(authMessages.logoutFailed)).toBeTruthy());
    expect(within(region).getByText("Failed to fetch dynamically imported module")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/account");
    expect(screen.getByText("user: Ada Lovelace")).toBeTruthy();
    vi.restoreAllMocks();
  });
});
