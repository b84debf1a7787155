import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import { toast } from "#app/components/ui/use-toast.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { useShellStore, useShellValue } from "#app/lib/shell-data.tsx";
import type { CurrentUser, LoginInput, RegisterInput } from "#contracts/auth.ts";
import { logoutFailedMessage } from "#contracts/auth-logout-text.ts";

// The requests themselves (with the error mapping and the auth texts) are not in the first load: every
// page carries this provider, and no request runs before a click (the shell's bundle budget, issue 12).
// The sign-in and register forms preload them after their first render, and a signed-in visitor's page
// does for Logout, so a click normally finds them here and the request leaves at once, as before.
export const authRequests = lazyModule(() => import("./auth-requests.ts"));

export type AuthApi = {
  /** The signed-in user, or null when signed out (or while unknown: check isLoading). */
  user: CurrentUser | null;
  /** True until the current user is known (the root loader usually knows it already). */
  isLoading: boolean;
  /** Signs in and stores the user; rejects with an FormRequestError carrying the message to show. */
  login: (input: LoginInput) => Promise<CurrentUser>;
  /** Creates the account without signing in; rejects with a FormRequestError. */
  register: (input: RegisterInput) => Promise<{ message: string }>;
  /** Signs out and goes home; a failure is reported with a toast, never thrown. */
  logout: () => Promise<void>;
  /** Shows changed account details (the profile form) everywhere the user appears. */
  updateUser: (user: CurrentUser) => void;
};

const AuthContext = createContext<AuthApi | null>(null);

// SPEC.md section 4 (Authentication): the current user is one value of the shell's store, so the root
// loader's read, the header and every guard see the same user.
export function AuthProvider({ children }: { children: ReactNode }) {
  const store = useShellStore();
  const navigate = useNavigate();
  const { data, isPending } = useShellValue("currentUser");
  const signedIn = Boolean(data);
  useEffect(() => {
    if (signedIn) void authRequests.load().catch(() => undefined);
  }, [signedIn]);
  const setUser = useCallback((user: CurrentUser | null) => store.set("currentUser", user), [store]);

  const login = useCallback(
    async (input: LoginInput) => {
      const { requestLogin } = authRequests.get() ?? (await authRequests.load());
      const user = await requestLogin(input);
      setUser(user);
      return user;
    },
    [setUser],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const { requestRegister } = authRequests.get() ?? (await authRequests.load());
      const result = await requestRegister(input);
      // Registering does not sign in (the server starts no session): the visitor signs in next.
      setUser(null);
      return result;
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    let requests: Awaited<ReturnType<typeof authRequests.load>>;
    try {
      requests = authRequests.get() ?? (await authRequests.load());
    } catch (error) {
      // Their code could not be loaded (offline, a new deployment): said as a failed request is.
      toast({
        variant: "destructive",
        title: logoutFailedMessage,
        description: error instanceof Error ? error.message : undefined,
      });
      return;
    }
    if (!(await requests.requestLogout())) return;
    setUser(null);
    await navigate("/");
  }, [setUser, navigate]);

  const api = useMemo<AuthApi>(
    () => ({ user: data ?? null, isLoading: isPending, login, register, logout, updateUser: setUser }),
    [data, isPending, login, register, logout, setUser],
  );
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error("useAuth must be used within an AuthProvider");
  return api;
}
