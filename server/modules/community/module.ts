import type { Database } from "#server/db/client.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { communityRoutes } from "./routes.ts";
import { createCommunityService } from "./service.ts";

type Deps = { db: Database };

export const communityModule = defineModule({
  name: "community",
  create: ({ db }: Deps) => ({ community: createCommunityService({ db, renderMarkdown }) }),
  routes: async (app, { community }) => {
    await app.register(communityRoutes, { service: community });
  },
});
