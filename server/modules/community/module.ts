import type { Database } from "#server/db/client.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { NotificationSink } from "#server/modules/notifications/service.ts";
import { communityRoutes } from "./routes.ts";
import { communitySearchRoutes } from "./search-routes.ts";
import { createCommunityService } from "./service.ts";

type Deps = { db: Database; notifications: NotificationSink };

export const communityModule = defineModule({
  name: "community",
  create: ({ db, notifications }: Deps) => ({
    community: createCommunityService({ db, renderMarkdown, notifications }),
  }),
  routes: async (app, { community }) => {
    await app.register(communityRoutes, { service: community });
    await app.register(communitySearchRoutes, { service: community });
  },
});
