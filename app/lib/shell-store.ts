import type { CurrentUser } from "#contracts/auth.ts";
import type { UpcomingBatch } from "#contracts/batches.ts";
import type { SiteSettings } from "#contracts/site-settings.ts";
import { apiRequest } from "./api-client.ts";
import { shellReads } from "./shell-reads.ts";

/** What every page's shell shows: the banner's batches, the phone and email, and who is signed in. */
export type ShellData = {
  upcomingBatches: UpcomingBatch[];
  siteSettings: SiteSettings;
  currentUser: CurrentUser | null;
};
export type ShellKey = keyof ShellData;

export type ShellEntry<K extends ShellKey> =
  | { status: "ready"; data: ShellData[K] }
  | { status: "missing" | "pending" | "error"; data: undefined };

export type ShellStore = {
  get<K extends ShellKey>(key: K): ShellEntry<K>;
  set<K extends ShellKey>(key: K, data: ShellData[K]): void;
  /** Reads a value the root loader could not (its read failed): once, never retried (SPEC.md section 9). */
  load(key: ShellKey): void;
  subscribe(listener: () => void): () => void;
};

const missing = { status: "missing", data: undefined } as const;

// The root loader reads these once per document through the in-process API; the browser keeps them
// here, per tab, for the life of the page. Like the spec's queries they are never stale and never
// refetched; sign-in, sign-out and profile edits set the user directly. A small store rather than
// TanStack Query keeps the query library off public pages (decision 0012).
export function createShellStore(initial: Partial<ShellData>): ShellStore {
  const entries = new Map<ShellKey, ShellEntry<ShellKey>>();
  for (const key of Object.keys(initial) as ShellKey[]) {
    const data = initial[key];
    if (data !== undefined) entries.set(key, { status: "ready", data });
  }
  const listeners = new Set<() => void>();
  const put = (key: ShellKey, entry: ShellEntry<ShellKey>) => {
    entries.set(key, entry);
    for (const listener of listeners) listener();
  };

  return {
    get: <K extends ShellKey>(key: K) => (entries.get(key) ?? missing) as ShellEntry<K>,
    set: (key, data) => put(key, { status: "ready", data }),
    load(key) {
      if (entries.has(key)) return;
      put(key, { status: "pending", data: undefined });
      const spec = shellReads[key];
      apiRequest(spec.endpoint, { nullOn401: spec.nullOn401 }).then(
        (data) => put(key, { status: "ready", data }),
        () => put(key, { status: "error", data: undefined }),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
