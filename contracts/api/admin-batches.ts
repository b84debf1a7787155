import type {
  adminBatchesPageSchema,
  adminBatchesQuerySchema,
  adminBatchSchema,
  batchCreateSchema,
  batchUpdateSchema,
  waitlistJoinResponseSchema,
  waitlistJoinSchema,
  waitlistSchema,
} from "#contracts/admin-batches.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const adminBatchesApi = {
  batches: endpoint("GET", "/api/admin/batches")
    .query<Query<typeof adminBatchesQuerySchema>>()
    .returns<Out<typeof adminBatchesPageSchema>>(),
  createBatch: endpoint("POST", "/api/admin/batches")
    .body<In<typeof batchCreateSchema>>()
    .returns<Out<typeof adminBatchSchema>>(),
  updateBatch: endpoint("PATCH", "/api/admin/batches/:id")
    .body<In<typeof batchUpdateSchema>>()
    .returns<Out<typeof adminBatchSchema>>(),
  waitlist: endpoint("GET", "/api/admin/batches/:id/waitlist").returns<Out<typeof waitlistSchema>>(),
  removeFromWaitlist: endpoint("DELETE", "/api/admin/batches/:id/waitlist/:entryId").returns<
    Out<typeof waitlistSchema>
  >(),
  joinWaitlist: endpoint("POST", "/api/batches/:batchId/waitlist")
    .body<In<typeof waitlistJoinSchema>>()
    .returns<Out<typeof waitlistJoinResponseSchema>>(),
};
