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
  it("locks an account for unknown browsers after 5 failures, whether typed as username or email", () => {
    const { throttle } = setUp();
    for (const login of ["alice", "alice@example.com", "ALICE", "Alice@Example.com", "alice"]) {
      const subject = throttle.subject(login, alice, null);
      expect(throttle.retryAfterSeconds(subject)).toBe(0);
      throttle.recordFailure(subject);
    }
    expect(throttle.retryAfterSeconds(throttle.subject("alice", alice, null))).toBe(15 * 60);
    expect(throttle.retryAfterSeconds(throttle.subject("alice@example.com", alice, null))).toBe(15 * 60);
    // Another account is untouched.
    expect(throttle.retryAfterSeconds(throttle.subject("bob", bob, null))).toBe(0);
  });

  it("lets a browser with the account's device cookie through the untrusted lock-out", () => {
    const { throttle } = setUp();
    for (let i = 0; i < 5; i++) throttle.recordFailure(throttle.subject("alice", alice, null));
    const owner = throttle.subject("alice", alice, { userId: alice, nonce: "n1" });
    expect(owner.trusted).toBe(true);
    expect(throttle.retryAfterSeconds(owner)).toBe(0);
    throttle.recordSuccess(owner);
    // The owner's success does not reopen the account to unknown browsers.
    expect(throttle.retryAfterSeconds(throttle.subject("alice", alice, null))).toBeGreaterThan(0);
  });

  it("treats another account's device cookie as an unknown browser", () => {
    const { throttle } = setUp();
    for (let i = 0; i < 5; i++) throttle.recordFailure(throttle.subject("alice", alice, null));
    const subject = throttle.subject("alice", alice, { userId: bob, nonce: "n1" });
    expect(subject.trusted).toBe(false);
    expect(throttle.retryAfterSeconds(subject)).toBeGreaterThan(0);
    // And a cookie never makes an unknown login trusted.
    expect(throttle.subject("nobody", null, { userId: alice, nonce: "n1" }).trusted).toBe(false);
  });

  it("counts a device cookie's failures on that cookie only, and locks it after 5", () => {
    const { throttle } = setUp();
    const device = throttle.subject("alice", alice, { userId: alice, nonce: "n1" });
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfterSeconds(device)).toBe(0);
      throttle.recordFailure(device);
    }
    expect(throttle.retryAfterSeconds(device)).toBe(15 * 60);
    expect(throttle.retryAfterSeconds(throttle.subject("alice", alice, null))).toBe(0);
    expect(throttle.retryAfterSeconds(throttle.subject("alice", alice, { userId: alice, nonce: "n2" }))).toBe(
      0,
    );
  });

  it("keys logins that name no account by their lower-cased text", () => {
    const { throttle } = setUp();
    for (let i = 0; i < 5; i++)
      throttle.recordFailure(throttle.subject(i % 2 ? "Ghost" : "ghost", null, null));
    expect(throttle.retryAfterSeconds(throttle.subject("GHOST", null, null))).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds(throttle.subject("ghost2", null, null))).toBe(0);
  });

  it("forgets failures when the window ends, and a success clears its own counter", () => {
    const { throttle, advance } = setUp();
    const stranger = throttle.subject("alice", alice, null);
    for (let i = 0; i < 5; i++) throttle.recordFailure(stranger);
    advance(window - 1000);
    expect(throttle.retryAfterSeconds(stranger)).toBe(1);
    advance(1000);
    expect(throttle.retryAfterSeconds(stranger)).toBe(0);

    for (let i = 0; i < 4; i++) throttle.recordFailure(stranger);
    throttle.recordSuccess(stranger);
    throttle.recordFailure(stranger);
    expect(throttle.retryAfterSeconds(stranger)).toBe(0);
  });
});
