import type {
  coverUploadResultSchema,
  postCreateSchema,
  postDetailSchema,
  postListQuerySchema,
  postListSchema,
  postPreviewResultSchema,
  postPreviewSchema,
  postPublishSchema,
  postSaveSchema,
  postVersionBodySchema,
  postVersionSchema,
  postVersionsQuerySchema,
  postVersionsSchema,
} from "#contracts/content-studio.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

type Detail = Out<typeof postDetailSchema>;
const posts = "/api/admin/content/posts";

// The content studio's blog posts (issue 21): admins and marketers write, publish (now or at a time),
// unpublish, restore versions and upload covers. The public reads stay the content module's /api/blog.
export const contentStudioApi = {
  list: endpoint("GET", posts)
    .query<Query<typeof postListQuerySchema>>()
    .returns<Out<typeof postListSchema>>(),
  create: endpoint("POST", posts).body<In<typeof postCreateSchema>>().returns<Detail>(),
  get: endpoint("GET", `${posts}/:id`).returns<Detail>(),
  save: endpoint("PUT", `${posts}/:id`).body<In<typeof postSaveSchema>>().returns<Detail>(),
  remove: endpoint("DELETE", `${posts}/:id`).returns<{ message: string }>(),
  publish: endpoint("POST", `${posts}/:id/publish`).body<In<typeof postPublishSchema>>().returns<Detail>(),
  unpublish: endpoint("POST", `${posts}/:id/unpublish`)
    .body<In<typeof postVersionBodySchema>>()
    .returns<Detail>(),
  versions: endpoint("GET", `${posts}/:id/versions`)
    .query<Query<typeof postVersionsQuerySchema>>()
    .returns<Out<typeof postVersionsSchema>>(),
  version: endpoint("GET", `${posts}/:id/versions/:number`).returns<Out<typeof postVersionSchema>>(),
  restore: endpoint("POST", `${posts}/:id/versions/:number/restore`)
    .body<In<typeof postVersionBodySchema>>()
    .returns<Detail>(),
  /** The body is the image itself (PNG, JPEG or WebP, judged by its bytes); answers where it is served. */
  uploadCover: endpoint("POST", `${posts}/:id/cover`).returns<Out<typeof coverUploadResultSchema>>(),
  /** Markdown to the public page's sanitised HTML, for the editor's live preview. */
  preview: endpoint("POST", "/api/admin/content/preview")
    .body<In<typeof postPreviewSchema>>()
    .returns<Out<typeof postPreviewResultSchema>>(),
};
