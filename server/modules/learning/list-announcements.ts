import type { Announcement, CourseAnnouncement } from "#contracts/announcements.ts";
import { announcementLimits } from "#contracts/announcements-text.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { type AnnouncementStaffDeps, staffBatch } from "./announcement-access.ts";
import type { AnnouncementsRepository } from "./announcements-repository.ts";
import type { LearningRepository } from "./learning-repository.ts";
import { readCourse } from "./read-course.ts";

type User = Pick<CurrentUser, "id" | "role">;

/** A batch's announcements as its staff wrote them (Markdown), newest first. */
export async function listBatchAnnouncements(
  deps: AnnouncementStaffDeps & { announcements: Pick<AnnouncementsRepository, "batchOf" | "list"> },
  user: User,
  slug: string,
  batchId: string,
): Promise<Announcement[]> {
  const { course } = await staffBatch(deps, user, slug, batchId);
  return deps.announcements.list(course.id, [batchId]);
}

export type CourseAnnouncementsDeps = {
  repository: LearningRepository;
  announcements: Pick<AnnouncementsRepository, "list" | "learnerBatchIds">;
  renderMarkdown: (markdown: string) => string;
};

/**
 * What a course's reader is told (issue 14), with the player's access (read-course.ts): a learner the
 * announcements of the batches they are enrolled in (none when self-paced), the course's staff those of
 * every batch. Newest first, at most announcementLimits.listMax, bodies rendered and sanitised here.
 */
export async function listCourseAnnouncements(
  deps: CourseAnnouncementsDeps,
  user: User,
  slug: string,
): Promise<CourseAnnouncement[]> {
  const { course, reader } = await readCourse(deps.repository, user, slug);
  const batchIds =
    reader.kind === "staff" ? "all" : await deps.announcements.learnerBatchIds(user.id, course.id);
  const rows = await deps.announcements.list(course.id, batchIds, announcementLimits.listMax);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    html: deps.renderMarkdown(row.body),
    authorName: row.authorName,
    createdAt: row.createdAt,
  }));
}
