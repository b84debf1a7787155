import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { createMemoryRouter, Outlet, RouterProvider, useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { AuthProvider } from "#app/features/auth/auth-context.tsx";
import { captchaHint } from "#app/features/auth/captcha-hint.tsx";
import { postLoginRedirectKey } from "#app/features/auth/post-login-redirect.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { authMessages, type CurrentUser } from "#contracts/auth.ts";
import AuthPage, { meta } from "./auth-page.tsx";

// The real widget runs a proof-of-work challenge; here a button hands out a token, and each mount
// (a fresh challenge) gets a new one, so the tests can tell a reset widget from the old one.
const captcha = vi.hoisted(() => ({ mounts: 0 }));
vi.mock("../../features/captcha/captcha-widget.tsx", () => ({
  CaptchaWidget: ({ onToken }: { onToken: (token: string) => void }) => {
    useEffect(() => {
      captcha.mounts += 1;
    }, []);
    return (
      <div>
        <button type="button" onClick={() => onToken(`captcha-token-${captcha.mounts}`)}>
          Solve captcha
        </button>
        <button type="button" onClick={() => onToken("")}>
          Expire captcha
        </button>
      </div>
    );
  },
}));

const ada: CurrentUser = {
  id: "u1",
  name: "Ada Lovelace",
  username: "ada",
  email: "ada@example.com",
  avatar: null,
  role: "digital_marketer",
  emailVerified: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function Dashboard() {
  const { role } = useParams();
  return <p>Dashboard of {role}</p>;
}

function renderAuthPage(options: { user?: CurrentUser | null; path?: string } = {}) {
  const shell = createShellStore({});
  // The root loader has already told the cache who is signed in.
  shell.set("currentUser", options.user ?? null);
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
          { path: "/auth", element: <AuthPage /> },
          { path: "/forgot-password", element: <p>Forgot page</p> },
          { path: "/dashboard/:role", element: <Dashboard /> },
          { path: "/dashboard/student/courses", element: <p>My courses page</p> },
          { path: "*", element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [options.path ?? "/auth"] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <RouterProvider router={router} />
      <Toaster />
    </ShellStoreProvider>,
  );
  return { router, shell };
}

type User = ReturnType<typeof userEvent.setup>;

function submitButton(name: RegExp | string) {
  return screen.getByRole("button", { name }) as HTMLButtonElement;
}

function errorOf(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : null;
}

async function fillRegistration(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    "Full name": "Grace Hopper",
    Username: "grace",
    "Email address": "grace@example.com",
    Password: "cobol-forever",
    "Confirm password": "cobol-forever",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

beforeEach(() => {
  captcha.mounts = 0;
});

afterEach(() => {
  cleanup();
  clearToasts();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("/auth meta", () => {
  test("is titled 'Sign in | AI Labs' and kept out of search engines", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ title: "Sign in | AI Labs" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});

describe("sign-in tab", () => {
  test("shows the sign-in form by default, with a link to reset a forgotten password", () => {
    renderAuthPage();
    expect(screen.getByRole("heading", { level: 1, name: "Sign in to AI Labs" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Sign in" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByLabelText("Username or email")).toBeTruthy();
    expect((screen.getByLabelText("Password") as HTMLInputElement).type).toBe("password");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  test("the button stays disabled until the captcha is solved, with the hint once the fields are filled", async () => {
    const user = userEvent.setup();
    renderAuthPage();
    expect(submitButton("Sign in").disabled).toBe(true);
    expect(screen.queryByText(captchaHint)).toBeNull();

    await user.type(screen.getByLabelText("Username or email"), "ada");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    expect(screen.getByText(captchaHint)).toBeTruthy();
    expect(submitButton("Sign in").disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(screen.queryByText(captchaHint)).toBeNull();
    expect(submitButton("Sign in").disabled).toBe(false);

    // An expired token counts as none again.
    await user.click(screen.getByRole("button", { name: "Expire captcha" }));
    expect(submitButton("Sign in").disabled).toBe(true);
    expect(screen.getByText(captchaHint)).toBeTruthy();
  });

  test("empty fields are marked 'Required' and nothing is sent", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderAuthPage();
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(submitButton("Sign in"));

    const username = screen.getByLabelText("Username or email");
    expect(username.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(username)).toBe("Required");
    expect(errorOf(screen.getByLabelText("Password"))).toBe("Required");
    expect(document.activeElement).toBe(username);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("signs in, shows 'Signing in...' meanwhile, then opens the role's dashboard", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    const { router } = renderAuthPage();
    await user.type(screen.getByLabelText("Username or email"), " ada ");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(submitButton("Sign in"));

    expect(submitButton("Signing in...").disabled).toBe(true);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/login");
    expect(JSON.parse(String(init.body))).toEqual({
      userData: { username: "ada", password: "correct horse" },
      recaptchaToken: "captcha-token-1",
    });

    answer(json(ada));
    expect(await screen.findByText("Dashboard of digital-marketer")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/digital-marketer");
  });

  test("returns to the page a guard saved before sending the visitor here", async () => {
    sessionStorage.setItem(postLoginRedirectKey, "/dashboard/student/courses");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ ...ada, role: "student" })),
    );
    const user = userEvent.setup();
    const { router } = renderAuthPage();
    await user.type(screen.getByLabelText("Username or email"), "ada");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(submitButton("Sign in"));

    expect(await screen.findByText("My courses page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/student/courses");
    expect(sessionStorage.getItem(postLoginRedirectKey)).toBeNull();
  });

  test("ignores a saved target that would leave the site", async () => {
    sessionStorage.setItem(postLoginRedirectKey, "//evil.example/login");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ ...ada, role: "admin" })),
    );
    const user = userEvent.setup();
    const { router } = renderAuthPage();
    await user.type(screen.getByLabelText("Username or email"), "ada");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(submitButton("Sign in"));

    expect(await screen.findByText("Dashboard of admin")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/admin");
  });

  test("a failed sign-in shows the server's message, keeps the input and asks for a new captcha", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(
          { error: authMessages.invalidCredentials, errors: [{ message: authMessages.invalidCredentials }] },
          401,
        ),
      ),
    );
    const user = userEvent.setup();
    renderAuthPage();
    await user.type(screen.getByLabelText("Username or email"), "ada");
    await user.type(screen.getByLabelText("Password"), "wrong password");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(captcha.mounts).toBe(1);
    await user.click(submitButton("Sign in"));

    expect((await screen.findByRole("alert")).textContent).toBe(authMessages.invalidCredentials);
    expect((screen.getByLabelText("Username or email") as HTMLInputElement).value).toBe("ada");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("wrong password");
    // The used token is gone and the widget was remounted for a fresh challenge.
    expect(captcha.mounts).toBe(2);
    expect(submitButton("Sign in").disabled).toBe(true);
    expect(screen.getByText(captchaHint)).toBeTruthy();
  });

  test("a failure without a server message says 'Login failed'", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    renderAuthPage();
    await user.type(screen.getByLabelText("Username or email"), "ada");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(submitButton("Sign in"));
    expect((await screen.findByRole("alert")).textContent).toBe(authMessages.loginFailed);
  });
});

describe("create-account tab", () => {
  test("opens from ?tab=register, and the tabs keep the URL in step", async () => {
    const user = userEvent.setup();
    const { router } = renderAuthPage({ path: "/auth?tab=register" });
    expect(screen.getByRole("tab", { name: "Create account" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { level: 1, name: "Create your AI Labs account" })).toBeTruthy();
    for (const label of ["Full name", "Username", "Email address", "Password", "Confirm password"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }

    await user.click(screen.getByRole("tab", { name: "Sign in" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByLabelText("Username or email")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Create account" }));
    expect(router.state.location.search).toBe("?tab=register");
  });

  test("disables 'Create account' until the captcha is solved, with the hint once every field is filled", async () => {
    const user = userEvent.setup();
    renderAuthPage({ path: "/auth?tab=register" });
    expect(submitButton("Create account").disabled).toBe(true);
    await fillRegistration(user);
    expect(screen.getByText(captchaHint)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(screen.queryByText(captchaHint)).toBeNull();
    expect(submitButton("Create account").disabled).toBe(false);
  });

  test("shows the spec's password messages under the fields, focuses the first and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderAuthPage({ path: "/auth?tab=register" });
    await fillRegistration(user, { Password: "short", "Confirm password": "different" });
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(submitButton("Create account"));

    const password = screen.getByLabelText("Password");
    const confirm = screen.getByLabelText("Confirm password");
    expect(errorOf(password)).toBe("Password must be at least 8 characters");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(confirm)).toBe("Passwords don't match");
    expect(document.activeElement).toBe(password);
    expect(screen.getByLabelText("Full name").hasAttribute("aria-invalid")).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    // After a submit, every change revalidates: matching passwords clear the mismatch at once.
    await user.clear(password);
    await user.type(password, "x".repeat(101));
    expect(errorOf(password)).toBe("Password is too long");
    await user.clear(password);
    await user.type(password, "different");
    expect(password.hasAttribute("aria-invalid")).toBe(false);
    expect(confirm.hasAttribute("aria-invalid")).toBe(false);
  });

  test("requires the confirmation", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const user = userEvent.setup();
    renderAuthPage({ path: "/auth?tab=register" });
    await fillRegistration(user, { "Confirm password": "" });
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(submitButton("Create account"));
    expect(errorOf(screen.getByLabelText("Confirm password"))).toBe(authMessages.confirmRequired);
  });

  test("a server field error shows under its field; the input stays and the captcha resets", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(
          {
            error: authMessages.usernameTaken,
            errors: [{ message: authMessages.usernameTaken, field: "userData.username" }],
          },
          409,
        ),
      ),
    );
    const user = userEvent.setup();
    renderAuthPage({ path: "/auth?tab=register" });
    await fillRegistration(user);
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(submitButton("Create account"));

    const username = screen.getByLabelText("Username") as HTMLInputElement;
    await waitFor(() => expect(errorOf(username)).toBe(authMessages.usernameTaken));
    expect(username.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(username);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(username.value).toBe("grace");
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("grace@example.com");
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Grace Hopper");
    expect(captcha.mounts).toBe(2);
    expect(submitButton("Create account").disabled).toBe(true);

    // Editing the field withdraws the server's verdict on the old value.
    await user.type(username, "m");
    expect(username.hasAttribute("aria-invalid")).toBe(false);
  });

  test("a failure with no field shows above the form, 'Registration failed' by default", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 500 })),
    );
    const user = userEvent.setup();
    renderAuthPage({ path: "/auth?tab=register" });
    await fillRegistration(user);
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(submitButton("Create account"));
    expect((await screen.findByRole("alert")).textContent).toBe(authMessages.registrationFailed);
  });

  test("on success shows the confirmation on the sign-in tab with the username filled in", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    const { router, shell } = renderAuthPage({ path: "/auth?tab=register" });
    await fillRegistration(user, { "Email address": "Grace@Example.com" });
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    await user.click(submitButton("Create account"));

    expect(submitButton("Creating account...").disabled).toBe(true);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/register");
    expect(JSON.parse(String(init.body))).toEqual({
      userData: {
        name: "Grace Hopper",
        username: "grace",
        email: "grace@example.com",
        password: "cobol-forever",
        confirmPassword: "cobol-forever",
      },
      recaptchaToken: "captcha-token-1",
    });

    answer(json({ message: "Created" }, 201));
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe(authMessages.registered);
    expect(screen.getByRole("tab", { name: "Sign in" }).getAttribute("aria-selected")).toBe("true");
    expect(router.state.location.search).toBe("");
    expect((screen.getByLabelText("Username or email") as HTMLInputElement).value).toBe("grace");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
    expect(shell.get("currentUser").data).toBeNull();
  });
});

describe("signed in", () => {
  test("shows who is signed in, a link to their dashboard and a Logout button instead of the forms", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ message: authMessages.signedOut })),
    );
    const user = userEvent.setup();
    const { router } = renderAuthPage({ user: ada });

    expect(screen.getByRole("heading", { level: 1, name: "You're signed in as Ada Lovelace" })).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.getByRole("link", { name: "Go to your dashboard" }).getAttribute("href")).toBe(
      "/dashboard/digital-marketer",
    );

    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Home page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  test("a spinner shows while the current user is still unknown", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const shell = createShellStore({});
    const router = createMemoryRouter(
      [
        {
          element: (
            <AuthProvider>
              <AuthPage />
            </AuthProvider>
          ),
          path: "/auth",
        },
      ],
      { initialEntries: ["/auth"] },
    );
    render(
      <ShellStoreProvider store={shell}>
        <RouterProvider router={router} />
      </ShellStoreProvider>,
    );
    expect(within(screen.getByRole("status")).getByText("Checking your account...")).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
  });
});
