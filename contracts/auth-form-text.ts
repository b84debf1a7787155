import { logoutFailedMessage } from "./auth-logout-text.ts";

// The words the sign-in, registration and logout flows write in the browser themselves (SPEC.md sections 5
// and 8). A file of its own, so that the sign-in page's first load carries these and not every auth message;
// authMessages (auth-text.ts) includes them for the server and the tests.
export const authFormMessages = {
  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
  logoutFailed: logoutFailedMessage,
  captchaHint: "Please complete the reCAPTCHA verification below to continue.",
  registered: "Your account has been created. You can now sign in.",
} as const;
