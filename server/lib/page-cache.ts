import { prepareSlottedGzip, type SlottedGzip } from "./slotted-gzip.ts";

/**
 * A page rendered for anonymous visitors, kept for a few seconds (decision 0015). The document is held
 * split at its CSP nonce, so every response gets its own nonce; `gzip` is the same document compressed
 * once with holes for that nonce.
 */
export type CachedPage = {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly parts: readonly string[];
  readonly gzip: SlottedGzip;
};

export type PageCacheOptions = {
  ttlMs: number;
  /**
   * After ttlMs a page may still be served for this long while one refresh renders it again, so
   * visitors never queue behind that render. 0 = never served stale.
   */
  staleMs?: number;
  /** Bounds memory whatever paths visitors invent; the oldest entry goes first. */
  maxEntries: number;
  now?: () => number;
};

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Splits `html` at every occurrence of `nonce` (a document without scripts has none: one part, nothing
 * to swap). The nonce is 128 random bits, so it cannot occur by chance in the page's text.
 */
export function cachedPageOf(
  status: number,
  headers: readonly (readonly [string, string])[],
  html: string,
  nonce: string,
): CachedPage {
  const parts = html.split(nonce);
  return { status, headers, parts, gzip: prepareSlottedGzip(parts) };
}

/** A kept page; `stale` once its ttl has passed (serve it, and have it refreshed). */
export type PageLookup = { page: CachedPage; stale: boolean };

export function createPageCache({ ttlMs, staleMs = 0, maxEntries, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, { page: CachedPage; expires: number }>();
  const pending = new Map<string, Promise<CachedPage | null>>();
  // Bumped by invalidate(): a render that started before a write must not be stored after it.
  let generation = 0;

  function store(key: string, page: CachedPage): void {
    entries.delete(key);
    if (entries.size >= maxEntries) {
      for (const [oldKey, entry] of entries) {
        if (entries.size < maxEntries && entry.expires > now()) break;
        entries.delete(oldKey);
      }
    }
    entries.set(key, { page, expires: now() + ttlMs });
  }

  return {
    /** The page for `key` while it is fresh or within staleMs after; undefined otherwise. */
    get(key: string): PageLookup | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const at = now();
      if (entry.expires > at) return { page: entry.page, stale: false };
      if (entry.expires + staleMs > at) return { page: entry.page, stale: true };
      entries.delete(key);
      return undefined;
    },

    /**
     * Renders `key` once for all concurrent callers and keeps the result (null = not cacheable: each
     * caller then renders for itself, and a stale page of `key` is dropped). A failed render is not
     * kept and leaves a stale page as it is, for its remaining staleMs.
     */
    fill(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
      let shared = pending.get(key);
      if (!shared) {
        const startedIn = generation;
        const rendering = render()
          .then((page) => {
            if (startedIn !== generation) return page;
            if (page) store(key, page);
            else entries.delete(key);
            return page;
          })
          .finally(() => {
            if (pending.get(key) === rendering) pending.delete(key);
          });
        pending.set(key, rendering);
        shared = rendering;
      }
      return shared;
    },

    /** After a write on this instance (plugins/page-cache-invalidation.ts); other instances catch up within ttlMs. */
    invalidate(): void {
      generation++;
      entries.clear();
      pending.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}
