import type { NotificationPage } from "#contracts/notifications.ts";
import { notificationLimits, notificationTitle } from "#contracts/notifications-text.ts";
import type { NotificationsRepository } from "./notifications-repository.ts";

/** A page of the person's notifications, newest first, with their unread count; titles as plain text. */
export async function listNotifications(
  repository: NotificationsRepository,
  userId: string,
  page: number,
): Promise<NotificationPage> {
  const pageSize = notificationLimits.pageSize;
  const [{ rows, total }, unread] = await Promise.all([
    repository.page(userId, page, pageSize),
    repository.unreadCount(userId),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: notificationTitle(row.kind, row.actorUsername, row.subject),
      link: row.link,
      actorUsername: row.actorUsername,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    total,
    unread,
    page,
    pageSize,
  };
}
