import type { rosterQuerySchema, rosterSchema } from "#contracts/roster.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

export const rosterApi = {
  /** A course's instructors and admins: one batch's students (or the self-paced ones) with their progress. */
  roster: endpoint("GET", "/api/instructor/courses/:courseSlug/roster")
    .query<Query<typeof rosterQuerySchema>>()
    .returns<Out<typeof rosterSchema>>(),
  /** The same roster as a CSV download (a link's href), not JSON. */
  rosterCsv: endpoint("GET", "/api/instructor/courses/:courseSlug/roster.csv")
    .query<Query<typeof rosterQuerySchema>>()
    .returns<string>(),
};
