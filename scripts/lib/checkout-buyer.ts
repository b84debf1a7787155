import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AltchaPublicConfig } from "#contracts/captcha.ts";
import { captchaChallengePath } from "#contracts/captcha-text.ts";
import { testCards } from "#contracts/checkout-text.ts";
import { solveAltchaChallenge } from "../../tests/support/captcha.ts";

// A buyer as a browser on the checkout pages is one: its own network address, its own cookies, the calls
// the pages make. Used by `npm run test:cluster` (the last seat raced for) and `npm run bench:launch`.
//
// Why an address per buyer: through nginx every instance trusts one proxy hop (TRUST_PROXY=1), so the
// client address the per-IP limits count is the one nginx saw connecting, and an X-Forwarded-For sent by
// the client is not believed (nginx appends the real peer after it). Buyers on one machine therefore
// connect from their own loopback address (Linux routes all of 127.0.0.0/8 to lo), as distinct people
// connect from their own addresses. Straight to an instance, the same socket address is the client.

export type Answer = { status: number; body: unknown; ms: number };

/** The nth buyer's address in 127.20.0.0/16 onwards (n from 0; 62,500 distinct addresses). */
export function buyerAddress(n: number): string {
  return `127.${20 + Math.floor(n / 62_500)}.${Math.floor((n % 62_500) / 250)}.${(n % 250) + 1}`;
}

export type Buyer = ReturnType<typeof createBuyer>;

export function createBuyer(address: string) {
  // Keep-alive like a browser: one connection per origin, reused for the buyer's next call.
  const agent = new http.Agent({ keepAlive: true, localAddress: address });
  const jar = new Map<string, string>();

  function keep(setCookie: string[] | undefined): void {
    for (const header of setCookie ?? []) {
      const pair = header.split(";")[0] ?? "";
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      // A cleared cookie (empty value or an expiry in the past) leaves the jar.
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
  }

  function call(base: string, method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> {
    const url = new URL(path, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const xsrf = jar.get("XSRF-TOKEN");
    const headers: Record<string, string> = {
      accept: "application/json",
      ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
      ...(method === "POST" && xsrf ? { "x-xsrf-token": decodeURIComponent(xsrf) } : {}),
      ...(payload === undefined
        ? {}
        : { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }),
    };
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            keep(response.headers["set-cookie"]);
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {}
            resolve({ status: response.statusCode ?? 0, body: parsed, ms: performance.now() - started });
          });
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
  }

  return {
    address,
    get: (base: string, path: string) => call(base, "GET", path),
    post: (base: string, path: string, body: unknown) => call(base, "POST", path, body),
    /** Makes the buyer signed in with a session written straight to the database (see insertBuyerSessions). */
    useSession(cookieName: string, token: string): void {
      jar.set(cookieName, token);
    },
    close(): void {
      agent.destroy();
    },
  };
}

/** An error answer's first message (the API's `{ error, errors: [{ message, field }] }`). */
export function errorMessage(answer: Answer): string | undefined {
  const body = answer.body as { errors?: { message?: string }[]; error?: string } | null;
  return body?.errors?.[0]?.message ?? body?.error;
}

/**
 * The way a person gets an account: the registration form (ALTCHA solved like the widget does) and then
 * the sign-in form, both at `base`. Throws unless both succeed.
 */
export async function registerAndSignIn(
  buyer: Buyer,
  base: string,
  account: { name: string; username: string; email: string; password: string },
): Promise<void> {
  const solve = async () => {
    const challenge = await buyer.get(base, captchaChallengePath);
    if (challenge.status !== 200) throw new Error(`captcha challenge answered ${challenge.status}`);
    return solveAltchaChallenge(challenge.body as AltchaPublicConfig);
  };
  const { password, ...who } = account;
  const registered = await buyer.post(base, "/api/register", {
    userData: { ...who, password, confirmPassword: password },
    recaptchaToken: await solve(),
  });
  if (registered.status !== 201)
    throw new Error(
      `registering ${account.username} answered ${registered.status}: ${errorMessage(registered)}`,
    );
  const signedIn = await buyer.post(base, "/api/login", {
    userData: { username: account.username, password },
    recaptchaToken: await solve(),
  });
  if (signedIn.status !== 200)
    throw new Error(`signing in ${account.username} answered ${signedIn.status}: ${errorMessage(signedIn)}`);
}

/**
 * `count` student accounts and a live session for each, written in one statement each (no password
 * works for them: the hash is not an argon2 string). For the launch benchmark, where registering and
 * signing in 1,000 people through proof-of-work captchas and argon2 would take minutes and measure the
 * sign-in instead of the checkout. The rows are what registration and sign-in write (a session is the
 * SHA-256 of the cookie's token, server/modules/auth/session-service.ts).
 */
export async function insertBuyerSessions(
  sql: (text: string, values?: unknown[]) => Promise<unknown[]>,
  count: number,
  prefix: string,
): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString("base64url"));
  const ids = tokens.map((token) => createHash("sha256").update(token).digest("hex"));
  const names = tokens.map((_, i) => `${prefix}${i}`);
  await sql(
    `insert into users (name, username, email, password_hash, role)
     select 'Launch Buyer ' || n, n, n || '@example.com', '!no-password', 'student' from unnest($1::text[]) as n`,
    [names],
  );
  await sql(
    `insert into sessions (id, user_id, expires_at)
     select s.id, u.id, now() + interval '1 day'
     from unnest($1::text[], $2::text[]) as s(id, username) join users u on u.username = s.username`,
    [ids, names],
  );
  return tokens;
}

/** What a buyer's checkout came to, and how long each call took. */
export type CheckoutOutcome = {
  quote: Answer;
  order?: Answer;
  pay?: Answer;
  result: "paid" | "sold-out" | "other";
};

/**
 * The checkout pages' calls for one course batch: the order summary (GET quote, which also arms the
 * anti-forgery token), the order holding a seat, and on 201 the test provider's Pay with the card that
 * succeeds. A buyer who gets 409 sold out stops there.
 */
export async function checkOut(
  buyer: Buyer,
  base: string,
  course: string,
  batchId: string,
  soldOutMessage: string,
  /** Awaited between the quote and the order: lets a test line every buyer up on the Pay-now click. */
  beforeOrder?: () => Promise<void>,
): Promise<CheckoutOutcome> {
  const quote = await buyer.get(base, `/api/checkout/quote?course=${course}&batch=${batchId}`);
  await beforeOrder?.();
  const order = await buyer.post(base, "/api/checkout/orders", { course, batchId, plan: "full" });
  if (order.status === 409 && errorMessage(order) === soldOutMessage)
    return { quote, order, result: "sold-out" };
  if (order.status !== 201) return { quote, order, result: "other" };
  const { redirectUrl } = order.body as { redirectUrl: string };
  const sessionId = redirectUrl.split("/").pop();
  const pay = await buyer.post(base, `/api/test-payments/sessions/${sessionId}/pay`, {
    cardNumber: testCards.success,
    expiry: "12/40",
    cvc: "123",
    name: "Launch Buyer",
  });
  const paid = pay.status === 200 && (pay.body as { status?: string }).status === "succeeded";
  return { quote, order, pay, result: paid ? "paid" : "other" };
}
