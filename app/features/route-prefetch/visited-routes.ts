// The pages opened in this tab's session, so the prefetch skips them (their modules are in the cache anyway).
// sessionStorage can be missing or refuse writes (private modes, storage off): then nothing is remembered.
const storageKey = "route-prefetch-visited";
const maxEntries = 50;

/** "/about/" and "/about" are one page. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readVisited(store: Storage | undefined = storage()): Set<string> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(storageKey) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((item) => typeof item === "string") : []);
  } catch {
    return new Set();
  }
}

export function recordVisit(path: string, store: Storage | undefined = storage()): void {
  if (!store) return;
  const visited = readVisited(store);
  const normalized = normalizePath(path);
  if (visited.has(normalized)) return;
  try {
    store.setItem(storageKey, JSON.stringify([...visited, normalized].slice(-maxEntries)));
  } catch {
    // Quota or storage refused: the prefetch may fetch a page's modules twice, nothing worse.
  }
}
