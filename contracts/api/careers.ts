import type {
  jobApplicationResponseSchema,
  openingDetailSchema,
  openingsQuerySchema,
  openingsResponseSchema,
} from "#contracts/careers.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

export const careersApi = {
  openings: endpoint("GET", "/api/careers/openings")
    .query<Query<typeof openingsQuerySchema>>()
    .returns<Out<typeof openingsResponseSchema>>(),
  opening: endpoint("GET", "/api/careers/openings/:slug").returns<Out<typeof openingDetailSchema>>(),
  /** A multipart form (the CV is a file), so no JSON schema: the route reads and checks the parts itself. */
  apply: endpoint("POST", "/api/careers/openings/:slug/applications")
    .body<FormData>()
    .returns<Out<typeof jobApplicationResponseSchema>>(),
};
