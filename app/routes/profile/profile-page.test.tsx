import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { AuthProvider, useAuth } from "#app/features/auth/auth-context.tsx";
import { postLoginRedirectKey } from "#app/features/auth/post-login-redirect.ts";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { accountEmailMessages } from "#contracts/account-email-text.ts";
import { authMessages, type CurrentUser } from "#contracts/auth.ts";
import { profileMessages } from "#contracts/profile.ts";
import ProfilePage, { meta } from "./profile-page.tsx";

const ada: CurrentUser = {
  id: "u1",
  name: "Ada Lovelace",
  username: "ada",
  email: "ada@example.com",
  avatar: null,
  role: "student",
  emailVerified: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function errorBody(message: string, field?: string) {
  return { error: message, errors: [{ message, ...(field ? { field } : {}) }] };
}

/** Stands in for the header: shows whoever ["user"] says is signed in. */
function HeaderName() {
  const { user } = useAuth();
  return <p data-testid="header-name">{user?.name ?? "nobody"}</p>;
}

function renderProfile(user: CurrentUser | null = ada) {
  const shell = createShellStore({});
  shell.set("currentUser", user);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <HeaderName />
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: "/profile", element: <ProfilePage /> },
          { path: "/auth", element: <p>Sign-in page</p> },
        ],
      },
    ],
    { initialEntries: ["/profile"] },
  );
  render(
    <ShellStoreProvider store={shell}>
      <RouterProvider router={router} />
      <Toaster />
    </ShellStoreProvider>,
  );
  return { router, shell };
}

function errorOf(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : null;
}

type User = ReturnType<typeof userEvent.setup>;

async function replace(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

afterEach(() => {
  cleanup();
  clearToasts();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("/profile", () => {
  test("is titled 'Your profile | AI Labs' and kept out of search engines", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ title: "Your profile | AI Labs" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  test("sends a visitor to /auth and saves /profile as the place to come back to", async () => {
    const { router } = renderProfile(null);
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(sessionStorage.getItem(postLoginRedirectKey)).toBe("/profile");
  });

  test("shows the user's current name, email and avatar", () => {
    renderProfile({ ...ada, avatar: "https://images.example.com/ada.png" });
    expect(screen.getByRole("heading", { level: 1, name: "Your profile" })).toBeTruthy();
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ada Lovelace");
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    expect(screen.getByText(accountEmailMessages.verified)).toBeTruthy();
    expect((screen.getByLabelText("Avatar URL (optional)") as HTMLInputElement).value).toBe(
      "https://images.example.com/ada.png",
    );
    expect(screen.getByRole("img", { name: "Avatar preview" }).getAttribute("src")).toBe(
      "https://images.example.com/ada.png",
    );
  });
});

describe("profile form", () => {
  test("saves, toasts, and the header shows the new name at once", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      json({ ...ada, ...JSON.parse(String(init?.body)) }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderProfile();
    await replace(user, "Full name", "Ada King");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText(profileMessages.profileSaved)).toBeTruthy();
    expect(screen.getByTestId("header-name").textContent).toBe("Ada King");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/profile");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Ada King", avatar: "" });
  });

  test("previews an https avatar URL and shows initials for anything else", async () => {
    const user = userEvent.setup();
    renderProfile();
    expect(screen.getByRole("img", { name: /your initials/ }).textContent).toBe("AL");
    await replace(user, "Avatar URL (optional)", "javascript:alert(1)");
    expect(screen.queryByRole("img", { name: "Avatar preview" })).toBeNull();
    await replace(user, "Avatar URL (optional)", "https://example.com/me.png");
    expect(screen.getByRole("img", { name: "Avatar preview" }).getAttribute("src")).toBe(
      "https://example.com/me.png",
    );
  });

  test("checks the fields before sending anything", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderProfile();
    await replace(user, "Full name", "");
    await replace(user, "Avatar URL (optional)", "http://example.com/me.png");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(errorOf(screen.getByLabelText("Full name"))).toBe(profileMessages.nameRequired);
    expect(errorOf(screen.getByLabelText("Avatar URL (optional)"))).toBe(profileMessages.avatarInvalid);
    expect(document.activeElement).toBe(screen.getByLabelText("Full name"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a failed save keeps what was typed and shows the message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(errorBody(profileMessages.avatarInvalid, "avatar"), 400)),
    );
    const user = userEvent.setup();
    renderProfile();
    await replace(user, "Full name", "Ada King");
    await replace(user, "Avatar URL (optional)", "https://example.com/a.png");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    const avatar = screen.getByLabelText("Avatar URL (optional)") as HTMLInputElement;
    await waitFor(() => expect(errorOf(avatar)).toBe(profileMessages.avatarInvalid));
    expect(avatar.value).toBe("https://example.com/a.png");
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ada King");
    expect(document.activeElement).toBe(avatar);
    expect(screen.getByTestId("header-name").textContent).toBe("Ada Lovelace");
  });
});

describe("email section", () => {
  const fill = async (user: User, email: string, password: string) => {
    await replace(user, accountEmailMessages.newEmailLabel, email);
    await replace(user, accountEmailMessages.currentPasswordLabel, password);
  };
  const send = (user: User) =>
    user.click(screen.getByRole("button", { name: accountEmailMessages.sendChangeLink }));

  test("asks for the new address and the current password before sending anything", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderProfile();
    await fill(user, "not-an-email", "");
    await send(user);
    expect(errorOf(screen.getByLabelText(accountEmailMessages.newEmailLabel))).toBe(
      profileMessages.emailInvalid,
    );
    expect(errorOf(screen.getByLabelText(accountEmailMessages.currentPasswordLabel))).toBe(
      profileMessages.currentPasswordRequired,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("says a link was sent to the new address and shows the change as pending; the email stays", async () => {
    const fetchMock = vi.fn(async () =>
      json({
        message: accountEmailMessages.changeSent("ada.new@example.com"),
        pendingChange: { email: "ada.new@example.com", expiresAt: "2030-01-01T00:00:00.000Z" },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderProfile();
    await fill(user, "Ada.New@example.com", "right-one-123");
    await send(user);
    expect(await screen.findByText(accountEmailMessages.changeSent("ada.new@example.com"))).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/profile/email");
    expect(JSON.parse(String(init.body))).toEqual({
      newEmail: "Ada.New@example.com",
      currentPassword: "right-one-123",
    });
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    expect((screen.getByLabelText(accountEmailMessages.currentPasswordLabel) as HTMLInputElement).value).toBe(
      "",
    );
  });

  test("a wrong password is shown on its field and nothing typed is lost", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(errorBody(profileMessages.currentPasswordIncorrect, "currentPassword"), 400)),
    );
    const user = userEvent.setup();
    renderProfile();
    await fill(user, "ada.new@example.com", "wrong-one-123");
    await send(user);
    const password = screen.getByLabelText(accountEmailMessages.currentPasswordLabel) as HTMLInputElement;
    await waitFor(() => expect(errorOf(password)).toBe(profileMessages.currentPasswordIncorrect));
    expect(password.value).toBe("wrong-one-123");
    expect((screen.getByLabelText(accountEmailMessages.newEmailLabel) as HTMLInputElement).value).toBe(
      "ada.new@example.com",
    );
    expect(document.activeElement).toBe(password);
  });

  test("an unverified address offers to resend the link and says where it went", async () => {
    const fetchMock = vi.fn(async () =>
      json({ message: accountEmailMessages.verificationSent("ada@example.com") }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderProfile({ ...ada, emailVerified: false });
    expect(screen.getByText(accountEmailMessages.notVerified)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: accountEmailMessages.resendVerification }));
    expect(await screen.findByText(accountEmailMessages.verificationSent("ada@example.com"))).toBeTruthy();
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe("/api/profile/email/verification");
  });

  test("a throttled resend shows the server's message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(errorBody(authMessages.tooManyAttempts), 429)),
    );
    const user = userEvent.setup();
    renderProfile({ ...ada, emailVerified: false });
    await user.click(screen.getByRole("button", { name: accountEmailMessages.resendVerification }));
    expect(await screen.findByText(authMessages.tooManyAttempts)).toBeTruthy();
  });
});

describe("password form", () => {
  const fill = async (user: User, current: string, next: string, confirm: string) => {
    await replace(user, "Current password", current);
    await replace(user, "New password", next);
    await replace(user, "Confirm new password", confirm);
  };

  test("checks the spec's password rules before sending", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderProfile();
    await fill(user, "", "short", "shorter");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(errorOf(screen.getByLabelText("Current password"))).toBe(profileMessages.currentPasswordRequired);
    expect(errorOf(screen.getByLabelText("New password"))).toBe(authMessages.passwordMin);
    expect(errorOf(screen.getByLabelText("Confirm new password"))).toBe(authMessages.passwordsDontMatch);
    expect(fetchMock).not.toHaveBeenCalled();
    // Once submitted, fixing a field clears its message as the user types.
    await replace(user, "New password", "cobalt-meadow-58");
    await replace(user, "Confirm new password", "cobalt-meadow-58");
    expect(errorOf(screen.getByLabelText("Confirm new password"))).toBeNull();
  });

  test("a wrong current password is shown on that field and the input is kept", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(errorBody(profileMessages.currentPasswordIncorrect, "currentPassword"), 400)),
    );
    const user = userEvent.setup();
    renderProfile();
    await fill(user, "wrong-one-123", "cobalt-meadow-58", "cobalt-meadow-58");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    const current = screen.getByLabelText("Current password") as HTMLInputElement;
    await waitFor(() => expect(errorOf(current)).toBe(profileMessages.currentPasswordIncorrect));
    expect(current.value).toBe("wrong-one-123");
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("cobalt-meadow-58");
  });

  test("a common password is refused on the new password field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(errorBody(authMessages.commonPassword, "newPassword"), 400)),
    );
    const user = userEvent.setup();
    renderProfile();
    await fill(user, "right-one-123", "Password1", "Password1");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText("New password"))).toBe(authMessages.commonPassword),
    );
  });

  test("on success it toasts and empties the fields", async () => {
    const fetchMock = vi.fn(async () => json({ message: profileMessages.passwordChanged }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderProfile();
    await fill(user, "right-one-123", "cobalt-meadow-58", "cobalt-meadow-58");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(profileMessages.passwordChanged)).toBeTruthy();
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/profile/password");
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: "right-one-123",
      newPassword: "cobalt-meadow-58",
      confirmPassword: "cobalt-meadow-58",
    });
  });
});
