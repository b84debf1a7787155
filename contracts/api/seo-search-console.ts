import type { pageSearchSchema, searchPerformanceQuerySchema } from "#contracts/seo-search-console.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

// Keywords' Search Console numbers (issue 20): contracts/seo-search-console.ts has the shapes.
export const seoSearchConsoleApi = {
  page: endpoint("GET", "/api/seo/keywords/search")
    .query<Query<typeof searchPerformanceQuerySchema>>()
    .returns<Out<typeof pageSearchSchema>>(),
};
