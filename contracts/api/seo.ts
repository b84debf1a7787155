import type { pageMetaQuerySchema, resolvedPageMetaSchema } from "#contracts/seo.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

export const seoApi = {
  pageMeta: endpoint("GET", "/api/seo/page-meta")
    .query<Query<typeof pageMetaQuerySchema>>()
    .returns<Out<typeof resolvedPageMetaSchema>>(),
};
