import type {
  markReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  unsubscribeQuerySchema,
} from "#contracts/notifications.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

/** Portal notifications (issue 18): each signed-in person's own; the digest's unsubscribe link is public. */
export const notificationsApi = {
  list: endpoint("GET", "/api/notifications")
    .query<Query<typeof notificationListQuerySchema>>()
    .returns<Out<typeof notificationPageSchema>>(),
  unreadCount: endpoint("GET", "/api/notifications/unread-count").returns<Out<typeof unreadCountSchema>>(),
  markRead: endpoint("POST", "/api/notifications/read")
    .body<In<typeof markReadSchema>>()
    .returns<Out<typeof unreadCountSchema>>(),
  preferences: endpoint("GET", "/api/notifications/preferences").returns<
    Out<typeof notificationPreferencesSchema>
  >(),
  savePreferences: endpoint("PUT", "/api/notifications/preferences")
    .body<In<typeof notificationPreferencesSchema>>()
    .returns<Out<typeof notificationPreferencesSchema>>(),
  /** The digest mail's link: turns the digest off without signing in; answers a short HTML page. */
  unsubscribe: endpoint("GET", "/api/notifications/digest/unsubscribe")
    .query<Query<typeof unsubscribeQuerySchema>>()
    .returns<string>(),
  /** RFC 8058's one-click: a mail client POSTs `List-Unsubscribe=One-Click` to the digest's header address. */
  oneClickUnsubscribe: endpoint("POST", "/api/notifications/digest/unsubscribe")
    .query<Query<typeof unsubscribeQuerySchema>>()
    .returns<string>(),
};
