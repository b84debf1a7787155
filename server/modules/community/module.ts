import { communityLive } from "#contracts/community-live-text.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { CounterStores } from "#server/lib/counter-store.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { NotificationSink } from "#server/modules/notifications/service.ts";
import { communityLiveRoutes } from "./live-routes.ts";
import { createLiveStreams } from "./live-streams.ts";
import { moderationRoutes } from "./moderation-routes.ts";
import { communityRoutes } from "./routes.ts";
import { communitySearchRoutes } from "./search-routes.ts";
import { createCommunityService } from "./service.ts";
import { parseWriteLimits } from "./user-write-limits.ts";

type Deps = {
  db: Database;
  config: Config;
  audit: AuditTrail;
  counters: CounterStores;
  notifications: NotificationSink;
  events: InstanceEvents;
};

declare module "fastify" {
  interface FastifyInstance {
    /** How many forum live streams this instance holds open (tests see a closed one go). */
    communityStreams: { readonly size: number };
  }
}

export const communityModule = defineModule({
  name: "community",
  create: ({ db, config, audit, counters, notifications, events }: Deps) => ({
    community: createCommunityService({
      db,
      renderMarkdown,
      audit,
      counters,
      notifications,
      events,
      // The benchmarks' switch for per-address limits turns the per-person ones off too.
      writeLimits: config.RATE_LIMIT_DISABLED ? "off" : parseWriteLimits(config.COMMUNITY_WRITE_LIMITS),
    }),
    // This instance's live streams, fed by the changes every instance publishes (decision 0028).
    communityStreams: createLiveStreams(events, { maxPerUser: communityLive.maxStreamsPerUser }),
  }),
  routes: async (app, { community, communityStreams }) => {
    await app.register(communityRoutes, { service: community });
    await app.register(communitySearchRoutes, { service: community });
    await app.register(moderationRoutes, { service: community.moderation });
    await app.register(communityLiveRoutes, { service: community, live: communityStreams });
    app.decorate("communityStreams", {
      get size() {
        return communityStreams.size;
      },
    });
  },
});
