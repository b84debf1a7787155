import { describe, expect, it } from "vitest";
import { createLoginThrottle } from "./login-throttle.ts";

const window = 15 * 60_000;

function setUp() {
  let clock = 1_000_000;
  const throttle = createLoginThrottle({ maxFailures: 5, windowMs: window, now: () => clock });
  return { throttle, advance: (ms: number) => (clock += ms) };
}

const alice = "0b6a3c2e-0000-4000-8000-000000000001";
const bob = "0b6a3c2e-0000-4000-8000-000000000002";

describe("login throttle (OWASP device cookies)", () => {
  it("locks an account for unknown browsers after 5 failures, whether typed as username or email", async () => {
    const { throttle } = setUp();
    for (const login of ["alice", "alice@example.com", "ALICE", "Alice@Example.com", "alice"]) {
      const subject = throttle.subject(login, alice, null);
      expect(await throttle.retryAfterSeconds(subject)).toBe(0);
      await throttle.recordFailure(subject);
    }
    expect(await throttle.retryAfterSeconds(throttle.subject("alice", alice, null))).toBe(15 * 60);
    expect(await throttle.retryAfterSeconds(throttle.subject("alice@example.com", alice, null))).toBe(
      15 * 60,
    );
    // Another account is untouched.
    expect(await throttle.retryAfterSeconds(throttle.subject("bob", bob, null))).toBe(0);
  });

  it("lets a browser with the account's device cookie through the untrusted lock-out", async () => {
    const { throttle } = setUp();
    for (let i = 0; i < 5; i++) await throttle.recordFailure(throttle.subject("alice", alice, null));
    const owner = throttle.subject("alice", alice, { userId: alice, nonce: "n1" });
    expect(owner.trusted).toBe(true);
    expect(await throttle.retryAfterSeconds(owner)).toBe(0);
    await throttle.recordSuccess(owner);
    // The owner's success does not reopen the account to unknown browsers.
    expect(await throttle.retryAfterSeconds(throttle.subject("alice", alice, null))).toBeGreaterThan(0);
  });

  it("treats another account's device cookie as an unknown browser", async () => {
    const { throttle } = setUp();
    for (let i = 0; i < 5; i++) await throttle.recordFailure(throttle.subject("alice", alice, null));
    const subject = throttle.subject("alice", alice, { userId: bob, nonce: "n1" });
    expect(subject.trusted).toBe(false);
    expect(await throttle.retryAfterSeconds(subject)).toBeGreaterThan(0);
    // And a cookie never makes an unknown login trusted.
    expect(throttle.subject("nobody", null, { userId: alice, nonce: "n1" }).trusted).toBe(false);
  });

  it("counts a device cookie's failures on that cookie only, and locks it after 5", async () => {
    const { throttle } = setUp();
    const device = throttle.subject("alice", alice, { userId: alice, nonce: "n1" });
    for (let i = 0; i < 5; i++) {
      expect(await throttle.retryAfterSeconds(device)).toBe(0);
      await throttle.recordFailure(device);
    }
    expect(await throttle.retryAfterSeconds(device)).toBe(15 * 60);
    expect(await throttle.retryAfterSeconds(throttle.subject("alice", alice, null))).toBe(0);
    expect(
      await throttle.retryAfterSeconds(throttle.subject("alice", alice, { userId: alice, nonce: "n2" })),
    ).toBe(0);
  });

  it("keys logins that name no account by their lower-cased text", async () => {
    const { throttle } = setUp();
    for (let i = 0; i < 5; i++)
      await throttle.recordFailure(throttle.subject(i % 2 ? "Ghost" : "ghost", null, null));
    expect(await throttle.retryAfterSeconds(throttle.subject("GHOST", null, null))).toBeGreaterThan(0);
    expect(await throttle.retryAfterSeconds(throttle.subject("ghost2", null, null))).toBe(0);
  });

  it("forgets failures when the window ends, and a success clears its own counter", async () => {
    const { throttle, advance } = setUp();
    const stranger = throttle.subject("alice", alice, null);
    for (let i = 0; i < 5; i++) await throttle.recordFailure(stranger);
    advance(window - 1000);
    expect(await throttle.retryAfterSeconds(stranger)).toBe(1);
    advance(1000);
    expect(await throttle.retryAfterSeconds(stranger)).toBe(0);

    for (let i = 0; i < 4; i++) await throttle.recordFailure(stranger);
    await throttle.recordSuccess(stranger);
    await throttle.recordFailure(stranger);
    expect(await throttle.retryAfterSeconds(stranger)).toBe(0);
  });
});
