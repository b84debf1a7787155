import { expect, type Page } from "@playwright/test";
import type { AltchaPublicConfig } from "#contracts/captcha.ts";
import { captchaChallengePath } from "#contracts/captcha-text.ts";
import { solveAltchaChallenge } from "../support/captcha.ts";

// Set-up through the API for journeys about something else (the sign-up and sign-in forms have journeys
// of their own): the anti-forgery token from the page's cookie, a solved ALTCHA challenge, a new student.

/** A password the common-password check accepts, shared by the set-up accounts. */
export const e2ePassword = "lantern-harbor-quiet-9";

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

export async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === "XSRF-TOKEN");
  if (!cookie) throw new Error("no XSRF-TOKEN cookie yet; open a page first");
  return decodeURIComponent(cookie.value);
}

export async function captchaToken(page: Page): Promise<string> {
  const challenge = (await (await page.request.get(captchaChallengePath)).json()) as AltchaPublicConfig;
  return solveAltchaChallenge(challenge);
}

/**
 * Opens `startAt`, registers a new student and signs the page's browser in. Unless the spec already sends
 * its own X-Forwarded-For, the calls name a client address of their own (the e2e server trusts the header):
 * set-up sign-ups must not use up the per-IP limit other journeys' sign-ups count against.
 */
export async function signedInStudent(
  page: Page,
  options: { prefix: string; name: string; startAt?: string; ownClientAddress?: boolean },
): Promise<{ username: string; email: string; name: string }> {
  await page.goto(options.startAt ?? "/courses", { waitUntil: "domcontentloaded" });
  const username = uniqueName(options.prefix);
  const account = { username, email: `${username}@example.com`, name: options.name };
  const client: Record<string, string> =
    options.ownClientAddress === false
      ? {}
      : { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const register = await page.request.post("/api/register", {
    headers: { "X-XSRF-TOKEN": await xsrfToken(page), ...client },
    data: {
      userData: { ...account, password: e2ePassword, confirmPassword: e2ePassword },
      recaptchaToken: await captchaToken(page),
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const login = await page.request.post("/api/login", {
    headers: { "X-XSRF-TOKEN": await xsrfToken(page), ...client },
    data: { userData: { username, password: e2ePassword }, recaptchaToken: await captchaToken(page) },
  });
  expect(login.status(), await login.text()).toBe(200);
  return account;
}
