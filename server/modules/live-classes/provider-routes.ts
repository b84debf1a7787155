import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import { meetingProviderStatusSchema, meetingSyncResultSchema } from "#contracts/meeting-provider.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { MeetingSync } from "./sync-meetings.ts";

// The admin's view of the meeting provider on Zoom Classes: which one, where Zoom posts its events, how
// many upcoming sessions lack a link, and "Sync now" (sync-meetings.ts).
export const providerRoutes: FastifyPluginAsyncZod<{ sync: MeetingSync }> = async (app, { sync }) => {
  app.get(
    liveClassesApi.providerStatus.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(liveClassesApi.providerStatus, {
        tags: ["live-classes"],
        summary: "The meeting provider, its webhook address, upcoming sessions without a link, the last sync",
        response: { 200: meetingProviderStatusSchema },
      }),
    },
    async () => sync.meetingProviderStatus(),
  );

  app.post(
    liveClassesApi.sync.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(liveClassesApi.sync, {
        tags: ["live-classes"],
        summary:
          "Sync now: a Zoom meeting for every upcoming session without a link (nothing with manual links)",
        response: { 200: meetingSyncResultSchema },
      }),
    },
    async () => sync.syncMeetings(),
  );
};
