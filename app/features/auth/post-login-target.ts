import { takePostLoginRedirect } from "./post-login-redirect.ts";

// What the sign-in form loads after its first render to know where a successful sign-in goes. A module
// of its own, so that the lazy import's namespace lives here, not in post-login-redirect.ts, which every
// portal page loads for its guard.
export function postLoginTarget(): string | null {
  return takePostLoginRedirect();
}
