/**
 * A bounded map that forgets the least recently read entry first: for values that are costly to make and
 * never go stale under their key (a key names one version of the thing).
 */
export function createLruCache<V>(maxEntries: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        // A Map iterates in insertion order: read entries move to the end, the oldest stay at the front.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(key: string): void {
      entries.delete(key);
    },
  };
}
