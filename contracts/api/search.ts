import type { searchQuerySchema, searchResponseSchema } from "#contracts/search.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

export const searchApi = {
  search: endpoint("GET", "/api/search")
    .query<Query<typeof searchQuerySchema>>()
    .returns<Out<typeof searchResponseSchema>>(),
};
