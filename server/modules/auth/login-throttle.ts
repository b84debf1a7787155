import type { CounterStore } from "#server/lib/counter-store.ts";
import { createAttemptThrottle } from "./attempt-throttle.ts";
import type { DeviceCookie } from "./device-cookie.ts";

// OWASP's device-cookie lock-out: failures from browsers that never signed in to an account ("untrusted
// clients") share one counter per account, so guessing stops after `maxFailures` however many browsers
// and addresses the guesser uses. A browser with a valid device cookie for that account is counted on
// its own counter (one per cookie) and is not refused by the untrusted lock-out: whoever hammers an
// account from outside cannot lock its owner out. Username and email count as one account because the
// counter is keyed by the account id; a login that names no account is keyed by its lower-cased text,
// so it is throttled like an account and nobody learns from the throttle which logins exist.

/** The counter an attempt counts on. */
export type LoginSubject = { trusted: boolean; key: string };

export function createLoginThrottle(options: {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
  /** Where the two counters live (memory by default; Redis with REDIS_URL). */
  stores?: { untrusted: CounterStore; devices: CounterStore };
}) {
  const { stores, ...limits } = options;
  const untrusted = createAttemptThrottle({ ...limits, store: stores?.untrusted });
  const devices = createAttemptThrottle({ ...limits, store: stores?.devices });
  const counterOf = (subject: LoginSubject) => (subject.trusted ? devices : untrusted);

  return {
    /**
     * @param login what was typed (username or email)
     * @param accountId the account it names, or null
     * @param device the request's device cookie when its signature is valid
     */
    subject(login: string, accountId: string | null, device: DeviceCookie | null): LoginSubject {
      // A cookie of another account earns nothing here: it counts as an unknown browser.
      if (accountId && device && device.userId === accountId) {
        return { trusted: true, key: `${accountId}.${device.nonce}` };
      }
      return { trusted: false, key: accountId ? `account:${accountId}` : `login:${login.toLowerCase()}` };
    },
    /** Seconds to wait, or 0 when the attempt may proceed. */
    retryAfterSeconds(subject: LoginSubject): Promise<number> {
      return counterOf(subject).retryAfterSeconds(subject.key);
    },
    recordFailure(subject: LoginSubject): Promise<void> {
      return counterOf(subject).recordFailure(subject.key);
    },
    /**
     * After a successful sign-in. The owner's success through a device cookie leaves the untrusted
     * counter alone: the guesser outside stays locked out.
     */
    recordSuccess(subject: LoginSubject): Promise<void> {
      return counterOf(subject).reset(subject.key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
