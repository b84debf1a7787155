import { communityLive } from "#contracts/community-live-text.ts";
import type { Database } from "#server/db/client.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { communityLiveRoutes } from "./live-routes.ts";
import { createLiveStreams } from "./live-streams.ts";
import { communityRoutes } from "./routes.ts";
import { createCommunityService } from "./service.ts";

type Deps = { db: Database; events: InstanceEvents };

declare module "fastify" {
  interface FastifyInstance {
    /** How many forum live streams this instance holds open (tests see a closed one go). */
    communityStreams: { readonly size: number };
  }
}

export const communityModule = defineModule({
  name: "community",
  create: ({ db, events }: Deps) => ({
    community: createCommunityService({ db, renderMarkdown, events }),
    // This instance's live streams, fed by the changes every instance publishes (decision 0028).
    communityStreams: createLiveStreams(events, { maxPerUser: communityLive.maxStreamsPerUser }),
  }),
  routes: async (app, { community, communityStreams }) => {
    await app.register(communityRoutes, { service: community });
    await app.register(communityLiveRoutes, { service: community, live: communityStreams });
    app.decorate("communityStreams", {
      get size() {
        return communityStreams.size;
      },
    });
  },
});
