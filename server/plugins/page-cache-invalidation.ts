import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import type { PageCache } from "#server/lib/page-cache.ts";
import type { SharedReads } from "#server/lib/shared-reads.ts";

export type PageCacheInvalidationOptions = {
  /** Shared anonymous pages, when this app renders pages and keeps them (production). */
  cache?: PageCache;
  /** The shell's public reads that renders share (lib/shared-reads.ts), dropped with the pages. */
  sharedReads?: SharedReads;
  events: InstanceEvents;
};

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

// Decision 0012: what public pages show is changed by signed-in people (staff editing content, a
// learner's purchase), so any successful write by a signed-in user drops every shared page on this
// instance at once. Anonymous writes (page views, forms, chat) happen on nearly every visit and would
// empty the cache all the time; what they change shows within the page cache's few seconds.
// The drop reaches every instance through the instance events (decision 0028), and with it the few
// seconds of cached public reads (catalog, settings, home, bootcamp: lib/ttl-cache.ts dropOnPublicChanges).
export const pageCacheInvalidationPlugin = fp(
  async (app: FastifyInstance, options: PageCacheInvalidationOptions) => {
    const { cache, sharedReads } = options;
    if (cache || sharedReads) {
      const unsubscribe = options.events.subscribe((event) => {
        if (event.kind !== "pages-changed" && event.kind !== "resync") return;
        cache?.invalidate();
        sharedReads?.invalidate();
      });
      app.addHook("onClose", async () => unsubscribe());
    }
    app.addHook("onResponse", async (request, reply) => {
      if (safeMethods.has(request.method) || reply.statusCode >= 400 || !request.user) return;
      options.events.publish({ kind: "pages-changed" });
    });
  },
);
