import type {
  linkInsertedSchema,
  linkInsertSchema,
  linkOverviewSchema,
  linkPagesQuerySchema,
  linkPagesSchema,
  linkProblemsQuerySchema,
  linkProblemsSchema,
  linkSuggestionsQuerySchema,
  linkSuggestionsSchema,
  pageLinksQuerySchema,
  pageLinksSchema,
} from "#contracts/seo-links.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

// Internal Links (issue 20): contracts/seo-links.ts has the shapes.
export const seoLinksApi = {
  overview: endpoint("GET", "/api/seo/links").returns<Out<typeof linkOverviewSchema>>(),
  pages: endpoint("GET", "/api/seo/links/pages")
    .query<Query<typeof linkPagesQuerySchema>>()
    .returns<Out<typeof linkPagesSchema>>(),
  problems: endpoint("GET", "/api/seo/links/problems")
    .query<Query<typeof linkProblemsQuerySchema>>()
    .returns<Out<typeof linkProblemsSchema>>(),
  suggestions: endpoint("GET", "/api/seo/links/suggestions")
    .query<Query<typeof linkSuggestionsQuerySchema>>()
    .returns<Out<typeof linkSuggestionsSchema>>(),
  page: endpoint("GET", "/api/seo/links/page")
    .query<Query<typeof pageLinksQuerySchema>>()
    .returns<Out<typeof pageLinksSchema>>(),
  insert: endpoint("POST", "/api/seo/links/insert")
    .body<In<typeof linkInsertSchema>>()
    .returns<Out<typeof linkInsertedSchema>>(),
};
