// Per-account throttling before any hashing: after `maxFailures` failures within `windowMs`, further
// attempts for that account are refused until the window ends. The window is at most 15 minutes, so an
// attacker cannot keep a real user locked out longer than that per burst. Counters live in process memory
// (REDIS_URL-backed counters are the scale-out step).
export function createAttemptThrottle(options: {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, { count: number; resetAt: number }>();

  function entry(key: string) {
    const current = failures.get(key);
    if (current && current.resetAt <= now()) {
      failures.delete(key);
      return undefined;
    }
    return current;
  }

  return {
    /** Seconds to wait, or 0 when an attempt may proceed. */
    retryAfterSeconds(key: string): number {
      const current = entry(key);
      if (!current || current.count < options.maxFailures) return 0;
      return Math.max(1, Math.ceil((current.resetAt - now()) / 1000));
    },
    recordFailure(key: string): void {
      const current = entry(key);
      if (current) current.count += 1;
      else failures.set(key, { count: 1, resetAt: now() + options.windowMs });
      if (failures.size > 100_000) {
        // Bounded memory under a spray of random usernames: drop the oldest entries.
        for (const k of [...failures.keys()].slice(0, 10_000)) failures.delete(k);
      }
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}
export type AttemptThrottle = ReturnType<typeof createAttemptThrottle>;
