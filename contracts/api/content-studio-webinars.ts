import type { coverUploadResultSchema } from "#contracts/content-studio.ts";
import type {
  webinarCreateSchema,
  webinarDetailSchema,
  webinarListQuerySchema,
  webinarListSchema,
  webinarPageQuerySchema,
  webinarPublishSchema,
  webinarRegistrantsSchema,
  webinarSavedSchema,
  webinarSaveSchema,
  webinarVersionBodySchema,
  webinarVersionSchema,
  webinarVersionsSchema,
} from "#contracts/content-studio-webinars.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

type Detail = Out<typeof webinarDetailSchema>;
const webinars = "/api/admin/content/webinars";

// The content studio's webinars (issue 21, admins only): write, publish (now or at a time), unpublish, restore
// versions, upload covers, read and export registrants. Setting or changing the join link mails it to every
// registrant who does not have it yet. The public reads stay the content module's /api/webinars. The live
// preview is the blog posts' POST /api/admin/content/preview (one renderer and sanitiser for both).
export const webinarStudioApi = {
  list: endpoint("GET", webinars)
    .query<Query<typeof webinarListQuerySchema>>()
    .returns<Out<typeof webinarListSchema>>(),
  create: endpoint("POST", webinars).body<In<typeof webinarCreateSchema>>().returns<Detail>(),
  get: endpoint("GET", `${webinars}/:id`).returns<Detail>(),
  save: endpoint("PUT", `${webinars}/:id`)
    .body<In<typeof webinarSaveSchema>>()
    .returns<Out<typeof webinarSavedSchema>>(),
  /** Refused (409) once anyone has registered: unpublish it instead. */
  remove: endpoint("DELETE", `${webinars}/:id`).returns<{ message: string }>(),
  publish: endpoint("POST", `${webinars}/:id/publish`)
    .body<In<typeof webinarPublishSchema>>()
    .returns<Detail>(),
  unpublish: endpoint("POST", `${webinars}/:id/unpublish`)
    .body<In<typeof webinarVersionBodySchema>>()
    .returns<Detail>(),
  versions: endpoint("GET", `${webinars}/:id/versions`)
    .query<Query<typeof webinarPageQuerySchema>>()
    .returns<Out<typeof webinarVersionsSchema>>(),
  version: endpoint("GET", `${webinars}/:id/versions/:number`).returns<Out<typeof webinarVersionSchema>>(),
  restore: endpoint("POST", `${webinars}/:id/versions/:number/restore`)
    .body<In<typeof webinarVersionBodySchema>>()
    .returns<Detail>(),
  registrants: endpoint("GET", `${webinars}/:id/registrants`)
    .query<Query<typeof webinarPageQuerySchema>>()
    .returns<Out<typeof webinarRegistrantsSchema>>(),
  /** Every registrant as a CSV download (a link's href), not JSON. */
  registrantsCsv: endpoint("GET", `${webinars}/:id/registrants.csv`).returns<string>(),
  /** The body is the image itself (PNG, JPEG or WebP, judged by its bytes); answers where it is served. */
  uploadCover: endpoint("POST", `${webinars}/:id/cover`).returns<Out<typeof coverUploadResultSchema>>(),
};
