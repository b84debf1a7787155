import { useSyncExternalStore } from "react";

// The viewer's IANA time zone, read so that hydration cannot mismatch: null on the server and while
// hydrating (the server's render shows the batch's zone), the browser's once React runs the page.
//
// Read once and kept: every `Intl.DateTimeFormat()` builds a formatter (ICU data, a few milliseconds on a
// throttled phone), and useSyncExternalStore calls its snapshot on every render of every caller and again
// after each commit. On Join Class, with a time per session, reading it afresh cost about 110 ms of the
// main thread at Lighthouse's 4x CPU slowdown.

let viewerZone: string | undefined;

function readViewerZone(): string {
  viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return viewerZone;
}

const neverChanges = () => () => {};

/** The viewer's IANA time zone (the browser's), or null on the server and while hydrating. */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(neverChanges, readViewerZone, () => null);
}

/** Reads the zone afresh next time: the system's zone changed (tests set TZ; a browser picks it up on reload). */
export function forgetViewerTimeZone(): void {
  viewerZone = undefined;
}
