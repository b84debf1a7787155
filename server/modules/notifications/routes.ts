import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notificationsApi } from "#contracts/api/notifications.ts";
import {
  markReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  unsubscribeQuerySchema,
} from "#contracts/notifications.ts";
import { notificationsText } from "#contracts/notifications-text.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { unsubscribeLinkHandlers } from "#server/modules/mail/unsubscribe-link-handlers.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { NotificationsService } from "./service.ts";

// Each signed-in person reads and marks only their own notifications; the digest's unsubscribe link is
// public (a signed token names whose digest it turns off) and answers a short HTML page, since a person
// opens it from a mail, not from the app.
const read = { access: access.signedIn, rateLimit: rateLimitPresets.read };
const write = { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite };
const tags = ["notifications"];
export const digestUnsubscribeTexts = {
  doneTitle: "Unsubscribed",
  done: notificationsText.unsubscribed,
  invalidTitle: "Link not valid",
  invalid: notificationsText.unsubscribeInvalid,
};

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.get(
    notificationsApi.list.path,
    {
      config: read,
      schema: endpointSchema(notificationsApi.list, {
        tags,
        summary: "A page of the caller's notifications, newest first, with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      }),
    },
    async (request) => service.list(request.user!.id, request.query.page),
  );

  app.get(
    notificationsApi.unreadCount.path,
    {
      config: read,
      schema: endpointSchema(notificationsApi.unreadCount, {
        tags,
        summary: "How many of the caller's notifications are unread",
        response: { 200: unreadCountSchema },
      }),
    },
    async (request) => service.unreadCount(request.user!.id),
  );

  app.post(
    notificationsApi.markRead.path,
    {
      config: write,
      schema: endpointSchema(notificationsApi.markRead, {
        tags,
        summary:
          "Mark some of the caller's notifications (ids) or all of them read; answers the unread count",
        body: markReadSchema,
        response: { 200: unreadCountSchema },
      }),
    },
    async (request) => service.markRead(request.user!.id, request.body),
  );

  app.get(
    notificationsApi.preferences.path,
    {
      config: read,
      schema: endpointSchema(notificationsApi.preferences, {
        tags,
        summary: "The caller's notification settings (the daily community digest, on by default)",
        response: { 200: notificationPreferencesSchema },
      }),
    },
    async (request) => service.preferences(request.user!.id),
  );

  app.put(
    notificationsApi.savePreferences.path,
    {
      config: write,
      schema: endpointSchema(notificationsApi.savePreferences, {
        tags,
        summary: "Save the caller's notification settings",
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      }),
    },
    async (request) => service.savePreferences(request.user!.id, request.body),
  );

  app.get(
    notificationsApi.unsubscribe.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.mailTracking },
      schema: endpointSchema(notificationsApi.unsubscribe, {
        tags,
        summary: "The digest mail's link: turn that person's daily digest off without signing in",
        querystring: unsubscribeQuerySchema,
      }),
    },
    unsubscribeLinkHandlers(service.unsubscribe, digestUnsubscribeTexts).page,
  );
};
