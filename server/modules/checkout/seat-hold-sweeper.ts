import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { SeatHoldsRepository } from "./seat-holds-repository.ts";

type Deps = {
  seatHolds: Pick<SeatHoldsRepository, "expireHolds">;
  background: BackgroundTasks;
  log: (event: string, details: Record<string, unknown>) => void;
  now: () => Date;
};

/** Marks pending orders whose hold ran out as expired (seats already count as free once the hold ends). */
export function expireHolds(deps: Pick<Deps, "seatHolds" | "now">): Promise<number> {
  return deps.seatHolds.expireHolds(deps.now());
}

/**
 * Expires lapsed holds every `intervalMs` (server/main.ts starts it); returns the stop function. The
 * pages already treat a lapsed hold as expired: the sweep only keeps the order rows honest.
 */
export function startHoldSweeper(deps: Deps, intervalMs = 60_000): () => void {
  const sweep = async () => {
    const expired = await expireHolds(deps);
    if (expired > 0) deps.log("checkout.holds_expired", { count: expired });
  };
  const timer = setInterval(() => deps.background.run("checkout.expire-holds", sweep), intervalMs);
  // The timer alone must not keep the process (or a test run) alive.
  timer.unref();
  return () => clearInterval(timer);
}
