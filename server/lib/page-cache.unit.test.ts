import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type CachedPage, cachedPageOf, createPageCache } from "./page-cache.ts";
import { fillSlottedGzip } from "./slotted-gzip.ts";

const html = '<script nonce="N0nce">a()</script><p>body</p><script nonce="N0nce">b()</script>';
const headers = [["content-type", "text/html; charset=utf-8"]] as const;

function page(label = "p"): CachedPage {
  return cachedPageOf(200, headers, `${html}${label}`, "N0nce");
}

describe("cachedPageOf", () => {
  it("splits at the nonce, so another nonce can be swapped in, gzip included", () => {
    const cached = page("");
    expect(cached.parts.join("other")).toBe(html.replaceAll("N0nce", "other"));
    expect(gunzipSync(fillSlottedGzip(cached.gzip, "other")).toString()).toBe(
      html.replaceAll("N0nce", "other"),
    );
  });

  it("keeps a document without the nonce as it is", () => {
    expect(cachedPageOf(200, headers, "<p>no scripts</p>", "N0nce").parts.join("x")).toBe(
      "<p>no scripts</p>",
    );
  });
});

describe("createPageCache", () => {
  it("renders once for concurrent callers and serves the result until the ttl ends", async () => {
    let clock = 0;
    let renders = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const render = async () => page(String(++renders));
    const [a, b] = await Promise.all([cache.fill("/", render), cache.fill("/", render)]);
    expect(a).toBe(b);
    expect(renders).toBe(1);
    clock = 999;
    expect(cache.get("/")).toEqual({ page: a, stale: false });
    clock = 1000;
    expect(cache.get("/")).toBeUndefined();
  });

  it("serves a page stale for staleMs after its ttl, until a refresh replaces or drops it", async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, staleMs: 500, maxEntries: 10, now: () => clock });
    const first = await cache.fill("/", async () => page("1"));
    clock = 1200;
    expect(cache.get("/")).toEqual({ page: first, stale: true });
    // A failed refresh keeps the stale page for the rest of its window.
    await expect(
      cache.fill("/", async () => {
        throw new Error("db down");
      }),
    ).rejects.toThrow();
    expect(cache.get("/")?.stale).toBe(true);
    const second = await cache.fill("/", async () => page("2"));
    expect(cache.get("/")).toEqual({ page: second, stale: false });
    clock = 2200 + 500;
    expect(cache.get("/")).toBeUndefined();
    // A refresh that finds the page no longer shareable (now a 404, say) drops it.
    await cache.fill("/gone", async () => page("g"));
    clock += 1100;
    expect(cache.get("/gone")?.stale).toBe(true);
    await cache.fill("/gone", async () => null);
    expect(cache.get("/gone")).toBeUndefined();
  });

  it("does not keep an uncacheable or failed render", async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10 });
    expect(await cache.fill("/", async () => null)).toBeNull();
    expect(cache.get("/")).toBeUndefined();
    await expect(
      cache.fill("/", async () => {
        throw new Error("loader failed");
      }),
    ).rejects.toThrow("loader failed");
    expect(cache.get("/")).toBeUndefined();
    expect(await cache.fill("/", async () => page())).not.toBeNull();
    expect(cache.get("/")).toBeDefined();
  });

  it("invalidate() drops every page and a render that started before it", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.fill("/a", async () => page("a"));
    let finish: (value: CachedPage) => void = () => {};
    const slow = cache.fill("/b", () => new Promise<CachedPage>((resolve) => (finish = resolve)));
    cache.invalidate();
    expect(cache.get("/a")).toBeUndefined();
    finish(page("b"));
    await slow;
    expect(cache.get("/b")).toBeUndefined();
    // A render that starts after the write is kept.
    await cache.fill("/b", async () => page("b2"));
    expect(cache.get("/b")?.page.parts.at(-1)).toBe('">b()</script>b2');
  });

  it("holds at most maxEntries pages, dropping the oldest", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ["/1", "/2", "/3"]) await cache.fill(key, async () => page(key));
    expect(cache.size).toBe(2);
    expect(cache.get("/1")).toBeUndefined();
    expect(cache.get("/3")).toBeDefined();
  });
});
