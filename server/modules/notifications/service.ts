import type { MarkRead, NotificationPreferences } from "#contracts/notifications.ts";
import { listNotifications } from "./list-notifications.ts";
import type { NewNotification, NotificationsRepository } from "./notifications-repository.ts";
import { unsubscribeDigest } from "./unsubscribe-digest.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

/** What other modules call to notify people (the community forum now; more features later). */
export type NotificationSink = { record: (rows: NewNotification[]) => Promise<number> };

/** Portal notifications (issue 18): each person's own list, unread count, read marks and preferences. */
export function createNotificationsService(deps: {
  repository: NotificationsRepository;
  links: UnsubscribeLinks;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;
  return {
    record: (rows: NewNotification[]) => repository.record(rows, now()),
    list: (userId: string, page: number) => listNotifications(repository, userId, page),
    unreadCount: async (userId: string) => ({ unread: await repository.unreadCount(userId) }),
    markRead: async (userId: string, input: MarkRead) => {
      await repository.markRead(userId, "all" in input ? "all" : input.ids, now());
      return { unread: await repository.unreadCount(userId) };
    },
    preferences: async (userId: string): Promise<NotificationPreferences> => ({
      communityDigest: await repository.communityDigest(userId),
    }),
    savePreferences: async (userId: string, input: NotificationPreferences) => {
      await repository.setCommunityDigest(userId, input.communityDigest, now());
      return input;
    },
    unsubscribe: (token: string) => unsubscribeDigest({ repository, links: deps.links, now }, token),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
