import type { ZoomEvent } from "#server/providers/meetings/zoom-webhook.ts";
import type { MeetingWebhookRepository, WebhookChange } from "./meeting-webhook-repository.ts";

// What a Zoom event does to live classes (issue 15). Events about a meeting we did not make, or a person
// who is not a student of the session's batch (the instructor, a guest, someone signed in to Zoom under
// another address), change nothing: the route still answers 200 so Zoom does not retry them for days.

export type MeetingWebhookOutcome =
  | WebhookChange
  | "unknown_meeting"
  | "unknown_person"
  /** An event live classes do not use (or one Zoom sent without what we need). */
  | "ignored";

type Deps = { repository: MeetingWebhookRepository; now?: () => Date };

export function createMeetingWebhookHandler(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  async function apply(event: ZoomEvent): Promise<MeetingWebhookOutcome> {
    if (event.kind === "ignored") return "ignored";
    const session = await deps.repository.sessionByMeetingId(event.meetingId);
    if (!session) return "unknown_meeting";

    if (event.kind === "recording_completed") {
      // The shared page first (the whole recording, all its views); else the first MP4's player.
      const url = event.shareUrl ?? event.playUrl;
      if (!url) return "ignored";
      return deps.repository.recordRecording({
        eventKey: event.eventKey,
        sessionId: session.id,
        url,
        now: now(),
      });
    }

    const email = event.participant.email;
    const student = email ? await deps.repository.studentOfBatch(session.batchId, email) : undefined;
    if (!student) return "unknown_person";
    const change = {
      eventKey: event.eventKey,
      sessionId: session.id,
      userId: student.id,
      at: event.at,
      now: now(),
    };
    return event.kind === "participant_joined"
      ? deps.repository.recordJoin(change)
      : deps.repository.recordLeave(change);
  }

  return { apply };
}
export type MeetingWebhookHandler = ReturnType<typeof createMeetingWebhookHandler>;
