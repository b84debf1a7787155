import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { toFormRequestError } from "#app/lib/form-errors.ts";
import { authApi } from "#contracts/api/auth.ts";
import type { CurrentUser, LoginInput, RegisterInput } from "#contracts/auth.ts";
import { authFormMessages } from "#contracts/auth-form-text.ts";

// The calls behind AuthProvider's login, register and logout. The provider is in every page's first load
// and these run only after a click, so they come in on demand (auth-context.tsx imports this lazily): the
// error mapping and the auth texts stay out of the shell chunk.

/** Rejects with a FormRequestError carrying the message to show. */
export async function requestLogin(input: LoginInput): Promise<CurrentUser> {
  try {
    return await apiRequest(authApi.login, { body: input });
  } catch (error) {
    throw toFormRequestError(error, authFormMessages.loginFailed);
  }
}

/** Rejects with a FormRequestError carrying the message to show. */
export async function requestRegister(input: RegisterInput): Promise<{ message: string }> {
  try {
    return await apiRequest(authApi.register, { body: input });
  } catch (error) {
    throw toFormRequestError(error, authFormMessages.registrationFailed);
  }
}

/** Whether the session ended; a failure is reported with a toast, never thrown. */
export async function requestLogout(): Promise<boolean> {
  try {
    await apiRequest(authApi.logout);
    return true;
  } catch (error) {
    toast({
      variant: "destructive",
      title: authFormMessages.logoutFailed,
      description: error instanceof Error ? error.message : undefined,
    });
    return false;
  }
}
