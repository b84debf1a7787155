import { z } from "zod";

// What the admin's Zoom Classes page shows of the meeting provider (issue 15) and what "Sync now" did.

export const meetingProviderStatusSchema = z.object({
  provider: z.enum(["manual", "zoom"]),
  /** Zoom: the address to paste into the Zoom app's event subscription. */
  webhookUrl: z.string().nullable(),
  /** Upcoming sessions that still have no meeting link. */
  withoutLink: z.number().int(),
  lastSyncAt: z.string().nullable(),
});
export type MeetingProviderStatus = z.infer<typeof meetingProviderStatusSchema>;

export const meetingSyncResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** The first failure's message, for the admin. */
  error: z.string().nullable(),
});
export type MeetingSyncResult = z.infer<typeof meetingSyncResultSchema>;
