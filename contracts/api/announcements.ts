import type {
  announcementBodySchema,
  announcementListSchema,
  announcementSchema,
  courseAnnouncementListSchema,
} from "#contracts/announcements.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

const batch = "/api/instructor/courses/:courseSlug/batches/:batchId/announcements";

export const announcementsApi = {
  /** A course's instructors and admins: post to one batch, mailed to its enrolled students. */
  post: endpoint("POST", batch)
    .body<In<typeof announcementBodySchema>>()
    .returns<Out<typeof announcementSchema>>(),
  /** The same people: the batch's announcements, newest first. */
  list: endpoint("GET", batch).returns<Out<typeof announcementListSchema>>(),
  /** A course's reader: the announcements of their batches, newest first, rendered. */
  course: endpoint("GET", "/api/learning/courses/:courseSlug/announcements").returns<
    Out<typeof courseAnnouncementListSchema>
  >(),
};
