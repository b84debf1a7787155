import type {
  keyphraseCheckRequestSchema,
  keyphraseSaveSchema,
  keywordsPageSchema,
  keywordsQuerySchema,
  pageKeyphraseSchema,
} from "#contracts/seo-keywords.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

// Keywords (issue 20): contracts/seo-keywords.ts has the shapes.
export const seoKeywordsApi = {
  list: endpoint("GET", "/api/seo/keywords")
    .query<Query<typeof keywordsQuerySchema>>()
    .returns<Out<typeof keywordsPageSchema>>(),
  page: endpoint("GET", "/api/seo/keywords/page")
    .query<Query<typeof keyphraseCheckRequestSchema>>()
    .returns<Out<typeof pageKeyphraseSchema>>(),
  save: endpoint("PUT", "/api/seo/keywords")
    .body<In<typeof keyphraseSaveSchema>>()
    .returns<Out<typeof pageKeyphraseSchema>>(),
  check: endpoint("POST", "/api/seo/keywords/check")
    .body<In<typeof keyphraseCheckRequestSchema>>()
    .returns<Out<typeof pageKeyphraseSchema>>(),
};
