import type { upcomingBatchesResponseSchema } from "#contracts/batches.ts";
import type {
  courseDetailSchema,
  courseListQuerySchema,
  courseListResponseSchema,
} from "#contracts/catalog.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

export const catalogApi = {
  upcomingBatches: endpoint("GET", "/api/upcoming-batches").returns<
    Out<typeof upcomingBatchesResponseSchema>
  >(),
  courses: endpoint("GET", "/api/courses")
    .query<Query<typeof courseListQuerySchema>>()
    .returns<Out<typeof courseListResponseSchema>>(),
  course: endpoint("GET", "/api/courses/:slug").returns<Out<typeof courseDetailSchema>>(),
};
