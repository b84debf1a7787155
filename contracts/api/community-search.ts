import type { communitySearchPageSchema, communitySearchQuerySchema } from "#contracts/community-search.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

/** Full-text search of the forum, only in the spaces the caller may read (issue 18). */
export const communitySearchApi = {
  search: endpoint("GET", "/api/community/search")
    .query<Query<typeof communitySearchQuerySchema>>()
    .returns<Out<typeof communitySearchPageSchema>>(),
};
