import type {
  bootcampApplicationResponseSchema,
  bootcampApplicationSchema,
  bootcampBatchesResponseSchema,
  bootcampOverviewSchema,
} from "#contracts/admissions.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const admissionsApi = {
  apply: endpoint("POST", "/api/bootcamp/applications")
    .body<In<typeof bootcampApplicationSchema>>()
    .returns<Out<typeof bootcampApplicationResponseSchema>>(),
  batches: endpoint("GET", "/api/bootcamp/batches").returns<Out<typeof bootcampBatchesResponseSchema>>(),
  overview: endpoint("GET", "/api/bootcamp/overview").returns<Out<typeof bootcampOverviewSchema>>(),
};
