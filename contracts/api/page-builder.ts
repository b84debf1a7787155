import type {
  landingPageViewSchema,
  pageCreateSchema,
  pageDetailSchema,
  pageImageSchema,
  pageListQuerySchema,
  pageListSchema,
  pagePublishSchema,
  pageSaveSchema,
  pageTemplatesSchema,
  pageVariantSaveSchema,
  pageVariantStatsSchema,
  pageVariantStopSchema,
  pageVersionBodySchema,
  pageVersionSchema,
  pageVersionsQuerySchema,
  pageVersionsSchema,
} from "#contracts/page-builder.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

type Detail = Out<typeof pageDetailSchema>;
type View = Out<typeof landingPageViewSchema>;

// The page builder (issue 21): admins do everything; marketers edit drafts (never publish). The public reads
// take a published page by path, or a draft through its signed preview link.
export const pageBuilderApi = {
  list: endpoint("GET", "/api/admin/pages")
    .query<Query<typeof pageListQuerySchema>>()
    .returns<Out<typeof pageListSchema>>(),
  templates: endpoint("GET", "/api/admin/pages/templates").returns<Out<typeof pageTemplatesSchema>>(),
  create: endpoint("POST", "/api/admin/pages").body<In<typeof pageCreateSchema>>().returns<Detail>(),
  get: endpoint("GET", "/api/admin/pages/:id").returns<Detail>(),
  save: endpoint("PUT", "/api/admin/pages/:id").body<In<typeof pageSaveSchema>>().returns<Detail>(),
  publish: endpoint("POST", "/api/admin/pages/:id/publish")
    .body<In<typeof pagePublishSchema>>()
    .returns<Detail>(),
  unpublish: endpoint("POST", "/api/admin/pages/:id/unpublish")
    .body<In<typeof pageVersionBodySchema>>()
    .returns<Detail>(),
  remove: endpoint("DELETE", "/api/admin/pages/:id").returns<{ message: string }>(),
  versions: endpoint("GET", "/api/admin/pages/:id/versions")
    .query<Query<typeof pageVersionsQuerySchema>>()
    .returns<Out<typeof pageVersionsSchema>>(),
  version: endpoint("GET", "/api/admin/pages/:id/versions/:number").returns<Out<typeof pageVersionSchema>>(),
  restore: endpoint("POST", "/api/admin/pages/:id/versions/:number/restore")
    .body<In<typeof pageVersionBodySchema>>()
    .returns<Detail>(),
  /** The body is the image file itself (PNG, JPEG or WebP, at most 2 MB). */
  uploadImage: endpoint("POST", "/api/admin/pages/images").returns<Out<typeof pageImageSchema>>(),
  /** A/B test: variant B as a copy of A's draft (admins and marketers). */
  createVariant: endpoint("POST", "/api/admin/pages/:id/variant")
    .body<In<typeof pageVersionBodySchema>>()
    .returns<Detail>(),
  saveVariant: endpoint("PUT", "/api/admin/pages/:id/variant")
    .body<In<typeof pageVariantSaveSchema>>()
    .returns<Detail>(),
  /** Publishes A and B together and starts splitting visitors (admins). */
  startVariant: endpoint("POST", "/api/admin/pages/:id/variant/start")
    .body<In<typeof pageVersionBodySchema>>()
    .returns<Detail>(),
  /**
   * "Make winner" (admins): the winner becomes A's draft and, while a test runs, the published page; B is
   * dropped and the test ends. Before a test starts, winner a simply discards B.
   */
  stopVariant: endpoint("POST", "/api/admin/pages/:id/variant/stop")
    .body<In<typeof pageVariantStopSchema>>()
    .returns<Detail>(),
  variantStats: endpoint("GET", "/api/admin/pages/:id/variants").returns<
    Out<typeof pageVariantStatsSchema>
  >(),
  /** A published page by its path (variant b: B while a test runs); 404 when none. */
  view: endpoint("GET", "/api/landing-pages").query<{ path: string; variant?: "a" | "b" }>().returns<View>(),
  /** A draft through its signed preview link (variant b: B's draft). */
  preview: endpoint("GET", "/api/landing-pages/preview")
    .query<{ token: string; variant?: "a" | "b" }>()
    .returns<View>(),
};
