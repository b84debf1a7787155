import { useCallback, useState, useSyncExternalStore } from "react";

type NowOptions = {
  /**
   * The time the server rendered with: React uses it for the server's render and again while hydrating, so
   * both write the same countdown; right after hydration the component re-renders with the browser's clock.
   * The page passes its data's fetch time, which the dehydrated query carries to the browser unchanged.
   */
  serverNow: number;
  /** How often the time is read again, aligned to the wall clock (every :00 and :30 for 30 s). */
  everyMs: number;
  /** Instants at which the time is read again exactly: a Join button opens on time, not up to a tick late. */
  wakeAt?: readonly number[];
};

/**
 * The current time for one small part of the page (a countdown, a Join button): only the component that
 * calls it re-renders when it moves on, never the whole list. Also read again when the tab becomes visible,
 * since a sleeping computer delays timers.
 */
export function useNow({ serverNow, everyMs, wakeAt = [] }: NowOptions): number {
  const [clock] = useState(() => ({ now: Date.now() }));
  // A string, so that a new array with the same instants does not subscribe again.
  const wakeKey = wakeAt.join(",");
  const subscribe = useCallback(
    (notify: () => void) => {
      const wakes = wakeKey === "" ? [] : wakeKey.split(",").map(Number);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const read = () => {
        clock.now = Date.now();
        notify();
        clearTimeout(timer);
        const now = clock.now;
        const nextWake = Math.min(...wakes.filter((instant) => instant > now));
        // A timer that fires a millisecond early reads a time before the instant and sets itself again.
        timer = setTimeout(read, Math.max(1, Math.min(everyMs - (now % everyMs), nextWake - now)));
      };
      const onVisible = () => {
        if (document.visibilityState === "visible") read();
      };
      document.addEventListener("visibilitychange", onVisible);
      // Time has passed since the first render (or since the server's).
      read();
      return () => {
        clearTimeout(timer);
        document.removeEventListener("visibilitychange", onVisible);
      };
    },
    [clock, everyMs, wakeKey],
  );
  return useSyncExternalStore(
    subscribe,
    () => clock.now,
    () => serverNow,
  );
}
