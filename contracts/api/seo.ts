import type { pageMetaQuerySchema, resolvedPageMetaSchema } from "#contracts/seo.ts";
import type {
  seoMetadataEditorSchema,
  seoMetadataQuerySchema,
  seoMetadataSaveSchema,
} from "#contracts/seo-metadata.ts";
import type { metadataImportReportSchema, metadataImportSchema } from "#contracts/seo-metadata-csv.ts";
import type { seoPagesPageSchema, seoPagesQuerySchema } from "#contracts/seo-pages.ts";
import type { redirectCreateSchema, redirectListSchema, redirectSchema } from "#contracts/seo-redirects.ts";
import type {
  robotsTestQuerySchema,
  robotsTestResultSchema,
  sitemapOverviewSchema,
  sitemapPageUpdateSchema,
} from "#contracts/seo-sitemap.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const seoApi = {
  pageMeta: endpoint("GET", "/api/seo/page-meta")
    .query<Query<typeof pageMetaQuerySchema>>()
    .returns<Out<typeof resolvedPageMetaSchema>>(),
  pages: endpoint("GET", "/api/seo/pages")
    .query<Query<typeof seoPagesQuerySchema>>()
    .returns<Out<typeof seoPagesPageSchema>>(),
  metadata: endpoint("GET", "/api/seo/metadata")
    .query<Query<typeof seoMetadataQuerySchema>>()
    .returns<Out<typeof seoMetadataEditorSchema>>(),
  saveMetadata: endpoint("PUT", "/api/seo/metadata")
    .body<In<typeof seoMetadataSaveSchema>>()
    .returns<Out<typeof seoMetadataEditorSchema>>(),
  /** Every public page's override as CSV (text/csv). */
  exportMetadata: endpoint("GET", "/api/seo/metadata/export").returns<string>(),
  importMetadata: endpoint("POST", "/api/seo/metadata/import")
    .body<In<typeof metadataImportSchema>>()
    .returns<Out<typeof metadataImportReportSchema>>(),
  redirects: endpoint("GET", "/api/seo/redirects").returns<Out<typeof redirectListSchema>>(),
  createRedirect: endpoint("POST", "/api/seo/redirects")
    .body<In<typeof redirectCreateSchema>>()
    .returns<Out<typeof redirectSchema>>(),
  updateRedirect: endpoint("PUT", "/api/seo/redirects/:id")
    .body<In<typeof redirectCreateSchema>>()
    .returns<Out<typeof redirectSchema>>(),
  deleteRedirect: endpoint("DELETE", "/api/seo/redirects/:id").returns<undefined>(),
  sitemap: endpoint("GET", "/api/seo/sitemap").returns<Out<typeof sitemapOverviewSchema>>(),
  setSitemapPage: endpoint("PUT", "/api/seo/sitemap/pages")
    .body<In<typeof sitemapPageUpdateSchema>>()
    .returns<undefined>(),
  robotsTest: endpoint("GET", "/api/seo/robots-test")
    .query<Query<typeof robotsTestQuerySchema>>()
    .returns<Out<typeof robotsTestResultSchema>>(),
};
