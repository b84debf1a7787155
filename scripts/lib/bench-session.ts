import type { AltchaPublicConfig } from "#contracts/captcha.ts";
import { captchaChallengePath } from "#contracts/captcha-text.ts";
import { solveAltchaChallenge } from "../../tests/support/captcha.ts";

// A real session for the benchmark's signed-in targets: the browser's way in (anti-forgery cookie from a
// page, a solved ALTCHA challenge, POST /api/login), so the figures include the session lookup and the
// signed-in render exactly as a person gets them.

type Jar = Map<string, string>;

function keepCookies(jar: Jar, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

function cookieHeader(jar: Jar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Signs `username` in on the server at `base`; resolves with the Cookie header a browser would send. */
export async function signedInCookie(base: string, username: string, password: string): Promise<string> {
  const jar: Jar = new Map();
  const page = await fetch(`${base}/auth`);
  await page.arrayBuffer();
  keepCookies(jar, page);
  const xsrf = jar.get("XSRF-TOKEN");
  if (!xsrf) throw new Error("GET /auth set no XSRF-TOKEN cookie");
  const challenge = (await (await fetch(`${base}${captchaChallengePath}`)).json()) as AltchaPublicConfig;
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: {
      cookie: cookieHeader(jar),
      "content-type": "application/json",
      "x-xsrf-token": decodeURIComponent(xsrf),
    },
    body: JSON.stringify({
      userData: { username, password },
      recaptchaToken: await solveAltchaChallenge(challenge),
    }),
  });
  if (login.status !== 200)
    throw new Error(`sign-in as ${username} answered ${login.status}: ${await login.text()}`);
  keepCookies(jar, login);
  return cookieHeader(jar);
}
