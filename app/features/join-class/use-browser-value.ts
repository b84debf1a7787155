import { useSyncExternalStore } from "react";

// Values that exist only in a browser, read so that hydration cannot mismatch: React renders the server's
// value on the server and again while hydrating, then re-renders with the browser's. A page reached by a
// client-side navigation renders the browser's value at once (no flash of the server's). The viewer's time
// zone is app/lib/viewer-time-zone.ts (shared with the staff pages).

const neverChanges = () => () => {};

/**
 * False on the server and while hydrating, true once React runs the page: a button whose work is JavaScript
 * stays off until then instead of ignoring an early click.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
