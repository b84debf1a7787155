import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { useNavigate } from "react-router";
import type { CurrentUser, LoginInput, RegisterInput } from "../../../contracts/auth.ts";
import { authMessages } from "../../../contracts/auth-messages.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { queries } from "../../lib/queries.ts";
import { toAuthRequestError } from "./auth-error.ts";

export type AuthApi = {
  /** The signed-in user, or null when signed out (or while unknown: check isLoading). */
  user: CurrentUser | null;
  /** True until the current user is known (the root loader usually knows it already). */
  isLoading: boolean;
  /** Signs in and stores the user; rejects with an AuthRequestError carrying the message to show. */
  login: (input: LoginInput) => Promise<CurrentUser>;
  /** Creates the account without signing in; rejects with an AuthRequestError. */
  register: (input: RegisterInput) => Promise<{ message: string }>;
  /** Signs out and goes home; a failure is reported with a toast, never thrown. */
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthApi | null>(null);

const userKey = [...queries.currentUser.queryKey];

// SPEC.md section 4 (Authentication): the current user lives in the query cache under ["user"], so the
// root loader's SSR prefetch, the header and every guard read the same value.
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending } = useQuery({
    queryKey: userKey,
    queryFn: () =>
      apiRequest<CurrentUser | null>(queries.currentUser.path, { nullOn401: queries.currentUser.nullOn401 }),
  });

  const login = useCallback(
    async (input: LoginInput) => {
      let user: CurrentUser;
      try {
        user = await apiRequest<CurrentUser>("/api/login", { method: "POST", body: input });
      } catch (error) {
        throw toAuthRequestError(error, authMessages.loginFailed);
      }
      queryClient.setQueryData(userKey, user);
      return user;
    },
    [queryClient],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      let result: { message: string };
      try {
        result = await apiRequest<{ message: string }>("/api/register", { method: "POST", body: input });
      } catch (error) {
        throw toAuthRequestError(error, authMessages.registrationFailed);
      }
      // Registering does not sign in (the server starts no session): the visitor signs in next.
      queryClient.setQueryData(userKey, null);
      return result;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await apiRequest("/api/logout", { method: "POST" });
    } catch (error) {
      toast({
        variant: "destructive",
        title: authMessages.logoutFailed,
        description: error instanceof Error ? error.message : undefined,
      });
      return;
    }
    queryClient.setQueryData(userKey, null);
    await navigate("/");
  }, [queryClient, navigate]);

  const api = useMemo<AuthApi>(
    () => ({ user: data ?? null, isLoading: isPending, login, register, logout }),
    [data, isPending, login, register, logout],
  );
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error("useAuth must be used within an AuthProvider");
  return api;
}
