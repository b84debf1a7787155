import { describe, expect, test } from "vitest";
import { readVisited, recordVisit } from "./visited-routes.ts";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("visited routes", () => {
  test("remembers each page once, without its trailing slash", () => {
    const store = memoryStorage();
    recordVisit("/", store);
    recordVisit("/about/", store);
    recordVisit("/about", store);
    expect([...readVisited(store)]).toEqual(["/", "/about"]);
  });

  test("survives garbage in storage, a missing storage and a storage that refuses writes", () => {
    const store = memoryStorage();
    store.setItem("route-prefetch-visited", "{not json");
    expect(readVisited(store).size).toBe(0);
    expect(readVisited(undefined).size).toBe(0);
    expect(() => recordVisit("/blog", undefined)).not.toThrow();
    const full = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    } as Storage;
    expect(() => recordVisit("/blog", full)).not.toThrow();
  });
});
