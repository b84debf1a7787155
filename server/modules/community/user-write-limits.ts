import {
  type CommunityWriteKind,
  communityWriteLimits,
  moderationText,
} from "#contracts/community-moderation-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { CounterStore } from "#server/lib/counter-store.ts";

// Per-person limits of forum writes (moderation, issue 18), on top of the per-address `learnerWrite` limit:
// one person on many addresses, or a classroom behind one, is counted as who they are. The counts live in a
// CounterStore (decision 0029): Redis with REDIS_URL, so every instance counts one person's posts together,
// process memory without it or while Redis does not answer.

export type WriteLimits = { windowMinutes: number } & Record<CommunityWriteKind, number>;
/** "off" (benchmarks, tests that post in bulk) or limits; the defaults of contracts when left out. */
export type WriteLimitsOption = WriteLimits | "off";

export type UserWriteLimits = {
  /** Counts one write of `kind` by the user; 429 with the limit in words when it is over. */
  hit(kind: CommunityWriteKind, userId: string): Promise<void>;
};

/**
 * COMMUNITY_WRITE_LIMITS: "off", or some of `threads=5,replies=20,edits=20,reports=10,window=10` (window in
 * minutes); what is left out keeps its default.
 */
export function parseWriteLimits(value: string | undefined): WriteLimitsOption {
  if (!value) return { ...communityWriteLimits };
  if (value.trim() === "off") return "off";
  const limits: WriteLimits = { ...communityWriteLimits };
  for (const part of value.split(",")) {
    const [name, count] = part.split("=").map((piece) => piece.trim());
    const number = Number(count);
    if (!Number.isInteger(number) || number < 1)
      throw new Error(`COMMUNITY_WRITE_LIMITS: bad value in "${part}"`);
    if (name === "window") limits.windowMinutes = number;
    else if (name === "threads" || name === "replies" || name === "edits" || name === "reports")
      limits[name] = number;
    else throw new Error(`COMMUNITY_WRITE_LIMITS: unknown limit "${name}"`);
  }
  return limits;
}

export function createUserWriteLimits(
  store: CounterStore,
  option: WriteLimitsOption,
  now: () => number = Date.now,
): UserWriteLimits {
  return {
    async hit(kind, userId) {
      if (option === "off") return;
      const key = `${kind}:${userId}`;
      // Count first, then look: two instances counting at once both see both counts (INCR is atomic).
      await store.add(key, option.windowMinutes * 60_000);
      const window = await store.read(key);
      if (window && window.count > option[kind]) {
        const seconds = Math.max(1, Math.ceil((window.resetAt - now()) / 1000));
        throw new HttpError(
          429,
          moderationText.rateLimited(kind, option[kind], option.windowMinutes),
          undefined,
          seconds,
        );
      }
    },
  };
}
