import { bucketOf, type PageVariant } from "./ab-bucket.ts";

type Deps = {
  /** The paths of published pages with a running test (one cheap query). */
  runningTestPaths: () => Promise<string[]>;
  /** Today's analytics visitor hash of (ip, user agent); null for crawlers (they always see A). */
  visitorHashOf: (visitor: { ip: string; userAgent: string }) => Promise<string | null>;
  /** The set is read again when it is older than this (other instances' starts and stops). */
  maxAgeMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
};

/**
 * Which paths run an A/B test, kept in memory so that every page render can ask synchronously (issue 21):
 * refreshed after this instance starts or stops a test, on every `pages-changed` event, and in the background
 * when older than a few seconds. The bucket of a visitor is asked only on those paths.
 */
export function createRunningTests(deps: Deps) {
  const maxAgeMs = deps.maxAgeMs ?? 5_000;
  const now = deps.now ?? Date.now;
  let paths = new Set<string>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  function refresh(): Promise<void> {
    if (!reading) {
      readAt = now();
      reading = deps
        .runningTestPaths()
        .then((list) => {
          paths = new Set(list);
        })
        .catch((error: unknown) => deps.onError?.(error))
        .finally(() => {
          reading = undefined;
        });
    }
    return reading;
  }

  /** Whether `path` runs a test as last read (a read older than maxAgeMs starts another). */
  function has(path: string): boolean {
    if (now() - readAt > maxAgeMs) void refresh();
    return paths.has(path);
  }

  return {
    refresh,
    /** Reads the set again after a write of this instance (a read already under way may predate it). */
    async reload(): Promise<void> {
      await reading;
      await refresh();
    },
    has,
    /** The visitor's variant on `path` when it runs a test, else null (the page is served as always). */
    async variantFor(path: string, visitor: { ip: string; userAgent: string }): Promise<PageVariant | null> {
      if (!has(path)) return null;
      const hash = await deps.visitorHashOf(visitor);
      return hash ? bucketOf(hash) : "a";
    },
  };
}
export type RunningTests = ReturnType<typeof createRunningTests>;
