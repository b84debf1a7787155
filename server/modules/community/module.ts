import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { CounterStores } from "#server/lib/counter-store.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { NotificationSink } from "#server/modules/notifications/service.ts";
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
};

export const communityModule = defineModule({
  name: "community",
  create: ({ db, config, audit, counters, notifications }: Deps) => ({
    community: createCommunityService({
      db,
      renderMarkdown,
      audit,
      counters,
      notifications,
      // The benchmarks' switch for per-address limits turns the per-person ones off too.
      writeLimits: config.RATE_LIMIT_DISABLED ? "off" : parseWriteLimits(config.COMMUNITY_WRITE_LIMITS),
    }),
  }),
  routes: async (app, { community }) => {
    await app.register(communityRoutes, { service: community });
    await app.register(communitySearchRoutes, { service: community });
    await app.register(moderationRoutes, { service: community.moderation });
  },
});
