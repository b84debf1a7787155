import type { AnnouncementInput } from "#contracts/announcements.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { PageReads } from "#server/lib/page-reads.ts";
import { createAnnouncementsRepository } from "./announcements-repository.ts";
import { createLearningRepository } from "./learning-repository.ts";
import { listBatchAnnouncements, listCourseAnnouncements } from "./list-announcements.ts";
import { postAnnouncement } from "./post-announcement.ts";
import { sharedLearningReads } from "./shared-learning-reads.ts";

type User = Pick<CurrentUser, "id" | "role" | "name">;

type Deps = {
  db: Database;
  renderMarkdown: (markdown: string) => string;
  publicUrl: string;
  deliverMail: () => Promise<unknown>;
  background: BackgroundTasks;
  now?: () => Date;
};

/** Announcements to a batch (one use case a file), bound to the player's course lookups and their own reads. */
export function createAnnouncementsService(deps: Deps) {
  const courses = createLearningRepository(deps.db);
  const announcements = createAnnouncementsRepository(deps.db);
  const shared = { courses, announcements, renderMarkdown: deps.renderMarkdown };
  const posting = {
    ...shared,
    publicUrl: deps.publicUrl,
    deliverMail: deps.deliverMail,
    background: deps.background,
    now: deps.now ?? (() => new Date()),
  };
  return {
    post: (user: User, slug: string, batchId: string, input: Required<AnnouncementInput>) =>
      postAnnouncement(posting, user, slug, batchId, input),
    forBatch: (user: User, slug: string, batchId: string) =>
      listBatchAnnouncements(shared, user, slug, batchId),
    /** On the outline page beside the outline: the course and the reader are read once (decision 0072). */
    forCourse: (user: User, slug: string, reads?: PageReads | null) =>
      listCourseAnnouncements({ ...shared, repository: sharedLearningReads(courses, reads) }, user, slug),
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
