import type { Announcement, AnnouncementInput } from "#contracts/announcements.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { markdownToPlainText } from "#server/lib/markdown-plain-text.ts";
import {
  batchAnnouncementMail,
  batchAnnouncementMailKind,
} from "#server/modules/mail/templates/batch-announcement.ts";
import { type AnnouncementStaffDeps, staffBatch } from "./announcement-access.ts";
import type { AnnouncementsRepository } from "./announcements-repository.ts";

export type PostAnnouncementDeps = AnnouncementStaffDeps & {
  announcements: Pick<AnnouncementsRepository, "batchOf" | "post" | "byId">;
  renderMarkdown: (markdown: string) => string;
  publicUrl: string;
  /** Starts mail delivery once the announcement and its mails are committed (the mail service's deliverPending). */
  deliverMail: () => Promise<unknown>;
  background: BackgroundTasks;
  now: () => Date;
};

/**
 * An instructor's announcement to one batch (issue 14): stored, and mailed to each student enrolled in the
 * batch now (cancelled enrollments left out) through the outbox, in the same transaction.
 */
export async function postAnnouncement(
  deps: PostAnnouncementDeps,
  user: Pick<CurrentUser, "id" | "role" | "name">,
  slug: string,
  batchId: string,
  input: Required<AnnouncementInput>,
): Promise<Announcement> {
  const { course } = await staffBatch(deps, user, slug, batchId);
  // Rendered once for every recipient: the same words go to all of them.
  const bodyText = markdownToPlainText(input.body);
  const bodyHtml = deps.renderMarkdown(input.body);
  const courseLink = `${deps.publicUrl}/dashboard/student/courses/${encodeURIComponent(course.slug)}`;
  const { id } = await deps.announcements.post(
    { courseId: course.id, batchId, authorId: user.id, title: input.title, body: input.body },
    (recipient) => ({
      to: recipient.email,
      kind: batchAnnouncementMailKind,
      ...batchAnnouncementMail({
        name: recipient.name,
        courseTitle: course.title,
        title: input.title,
        bodyText,
        bodyHtml,
        authorName: user.name,
        courseLink,
      }),
    }),
    deps.now(),
  );
  deps.background.run("mail.deliver", deps.deliverMail);
  const stored = await deps.announcements.byId(id);
  if (!stored) throw new Error("announcement vanished after posting");
  return stored;
}
