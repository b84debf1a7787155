import type { coverUploadResultSchema } from "#contracts/content-studio.ts";
import type {
  episodeCreateSchema,
  episodeDetailSchema,
  episodeListQuerySchema,
  episodeListSchema,
  episodeSaveSchema,
  episodeVersionSchema,
  itemPublishSchema,
  itemVersionBodySchema,
  itemVersionsQuerySchema,
  itemVersionsSchema,
  openingCreateSchema,
  openingDetailSchema,
  openingListQuerySchema,
  openingListSchema,
  openingSaveSchema,
  openingVersionSchema,
} from "#contracts/content-studio-items.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

type Episode = Out<typeof episodeDetailSchema>;
type Opening = Out<typeof openingDetailSchema>;
type Versions = Out<typeof itemVersionsSchema>;
const episodes = "/api/admin/content/episodes";
const openings = "/api/admin/content/openings";

// The content studio's podcast episodes (issue 21, admins only): write, publish now or at a time, unpublish,
// restore versions, upload covers. The public reads stay the content module's /api/podcast. The Markdown
// preview is the posts' (contentStudioApi.preview).
export const episodesStudioApi = {
  list: endpoint("GET", episodes)
    .query<Query<typeof episodeListQuerySchema>>()
    .returns<Out<typeof episodeListSchema>>(),
  create: endpoint("POST", episodes).body<In<typeof episodeCreateSchema>>().returns<Episode>(),
  get: endpoint("GET", `${episodes}/:id`).returns<Episode>(),
  save: endpoint("PUT", `${episodes}/:id`).body<In<typeof episodeSaveSchema>>().returns<Episode>(),
  remove: endpoint("DELETE", `${episodes}/:id`).returns<{ message: string }>(),
  publish: endpoint("POST", `${episodes}/:id/publish`)
    .body<In<typeof itemPublishSchema>>()
    .returns<Episode>(),
  unpublish: endpoint("POST", `${episodes}/:id/unpublish`)
    .body<In<typeof itemVersionBodySchema>>()
    .returns<Episode>(),
  versions: endpoint("GET", `${episodes}/:id/versions`)
    .query<Query<typeof itemVersionsQuerySchema>>()
    .returns<Versions>(),
  version: endpoint("GET", `${episodes}/:id/versions/:number`).returns<Out<typeof episodeVersionSchema>>(),
  restore: endpoint("POST", `${episodes}/:id/versions/:number/restore`)
    .body<In<typeof itemVersionBodySchema>>()
    .returns<Episode>(),
  /** The body is the image itself (PNG, JPEG or WebP, judged by its bytes); answers where it is served. */
  uploadCover: endpoint("POST", `${episodes}/:id/cover`).returns<Out<typeof coverUploadResultSchema>>(),
};

// Job openings on /careers and /internship (issue 21, admins only): write, publish now or at a time,
// unpublish, open or close for applications, restore versions. The public reads stay the careers module's.
export const openingsStudioApi = {
  list: endpoint("GET", openings)
    .query<Query<typeof openingListQuerySchema>>()
    .returns<Out<typeof openingListSchema>>(),
  create: endpoint("POST", openings).body<In<typeof openingCreateSchema>>().returns<Opening>(),
  get: endpoint("GET", `${openings}/:id`).returns<Opening>(),
  save: endpoint("PUT", `${openings}/:id`).body<In<typeof openingSaveSchema>>().returns<Opening>(),
  remove: endpoint("DELETE", `${openings}/:id`).returns<{ message: string }>(),
  publish: endpoint("POST", `${openings}/:id/publish`)
    .body<In<typeof itemPublishSchema>>()
    .returns<Opening>(),
  unpublish: endpoint("POST", `${openings}/:id/unpublish`)
    .body<In<typeof itemVersionBodySchema>>()
    .returns<Opening>(),
  versions: endpoint("GET", `${openings}/:id/versions`)
    .query<Query<typeof itemVersionsQuerySchema>>()
    .returns<Versions>(),
  version: endpoint("GET", `${openings}/:id/versions/:number`).returns<Out<typeof openingVersionSchema>>(),
  restore: endpoint("POST", `${openings}/:id/versions/:number/restore`)
    .body<In<typeof itemVersionBodySchema>>()
    .returns<Opening>(),
};
