import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { MeetingProviderStatus, MeetingSyncResult } from "#contracts/meeting-provider.ts";
import type { ActiveMeetingProvider } from "#server/providers/meetings/create-meeting-provider.ts";
import { MeetingProviderUnavailableError } from "#server/providers/meetings/meeting-provider.ts";
import type { MeetingSyncRepository } from "./meeting-sync-repository.ts";

// "Sync now" on the admin's Zoom Classes page (issue 15): with Zoom active, every upcoming session that
// has no meeting (made with manual links, or whose Zoom create failed) gets a Zoom meeting, soonest first.
// A session is changed only after Zoom confirmed its meeting, in one UPDATE, so a failure leaves it exactly
// as it was; one session's failure does not stop the others. After `unavailableInARowLimit` outages in a
// row (timeouts, 5xx, rate limit used up) the rest are counted failed without asking: Zoom is down, and
// each further try would hold the admin's request for up to 10 s more.
//
// The last sync's time is a site_settings row (meeting-sync-repository.ts), so every instance reports the
// same one. A sync with manual links does nothing and records nothing.

export const unavailableInARowLimit = 2;

const nothingDone: MeetingSyncResult = { created: 0, updated: 0, failed: 0, error: null };

type Deps = {
  repository: MeetingSyncRepository;
  meetings: ActiveMeetingProvider;
  publicUrl: string;
  now?: () => Date;
  log?: (event: string, details: Record<string, unknown>) => void;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createMeetingSync(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});
  let running: Promise<MeetingSyncResult> | null = null;

  async function syncOnce(): Promise<MeetingSyncResult> {
    if (deps.meetings.name !== "zoom") return { ...nothingDone };
    const { provider } = deps.meetings;
    const result: MeetingSyncResult = { ...nothingDone };
    const fail = (sessionId: string, error: unknown) => {
      result.failed += 1;
      result.error ??= messageOf(error);
      log("live_classes.meeting_sync_failed", { sessionId, error: messageOf(error) });
    };
    let unavailableInARow = 0;

    for (const session of await deps.repository.withoutMeeting(now())) {
      if (unavailableInARow >= unavailableInARowLimit) {
        result.failed += 1;
        continue;
      }
      let meeting: Awaited<ReturnType<typeof provider.createMeeting>>;
      try {
        meeting = await provider.createMeeting({
          topic: session.topic,
          startsAt: session.startsAt,
          durationMinutes: session.durationMinutes,
          timeZone: session.timeZone,
        });
        unavailableInARow = 0;
      } catch (error) {
        unavailableInARow = error instanceof MeetingProviderUnavailableError ? unavailableInARow + 1 : 0;
        fail(session.id, error);
        continue;
      }
      let attached = false;
      try {
        attached = await deps.repository.attachMeeting(session.id, meeting, now());
      } catch (error) {
        fail(session.id, error);
      }
      if (attached) {
        result.created += 1;
        continue;
      }
      // Someone gave the session a link meanwhile (or storing failed): the new meeting is nobody's. Removed
      // so the Zoom account does not fill with orphans; if that fails too, an unused meeting is harmless.
      await provider.deleteMeeting(meeting.meetingId).catch((error: unknown) => {
        log("live_classes.spare_meeting_left", { meetingId: meeting.meetingId, error: messageOf(error) });
      });
    }
    await deps.repository.recordSync(now());
    log("live_classes.meetings_synced", { ...result });
    return result;
  }

  return {
    /** Runs a sync; a call while one runs on this instance shares it (the admin's double click). */
    syncMeetings(): Promise<MeetingSyncResult> {
      running ??= syncOnce().finally(() => {
        running = null;
      });
      return running;
    },

    /** The provider status the Zoom Classes page shows. */
    async meetingProviderStatus(): Promise<MeetingProviderStatus> {
      const at = now();
      const [withoutLink, lastSyncAt] = await Promise.all([
        deps.repository.countWithoutLink(at),
        deps.meetings.name === "zoom" ? deps.repository.lastSyncAt() : Promise.resolve(null),
      ]);
      return {
        provider: deps.meetings.name,
        webhookUrl:
          deps.meetings.name === "zoom" ? `${deps.publicUrl}${liveClassesApi.zoomWebhook.path}` : null,
        withoutLink,
        lastSyncAt: lastSyncAt?.toISOString() ?? null,
      };
    },
  };
}
export type MeetingSync = ReturnType<typeof createMeetingSync>;
