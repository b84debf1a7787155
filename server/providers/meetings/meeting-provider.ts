// The seam between live classes and whoever hosts the video meeting (ARCHITECTURE.md section 3, rule 5).
// Zoom when its four ZOOM_* values are set, else manual links (create-meeting-provider.ts decides).
//
// Only a remote provider is a MeetingProvider. With manual links there is no meeting to create: an admin or
// instructor pastes the URL and live classes store it as it is. So the active provider is a tagged union
// (ActiveMeetingProvider in create-meeting-provider.ts) whose "manual" side has `provider: null`, and a
// caller checks `name` once instead of calling methods that would do nothing.

/** Who hosts the meetings: a remote provider's name, or "manual" (pasted links, no remote meeting). */
export type MeetingProviderName = "zoom" | "manual";

export type MeetingInput = {
  /** The session's title as attendees see it in the meeting (Zoom keeps the first 200 characters). */
  topic: string;
  /** The instant the session starts; sent in UTC, so the provider's own time zone rules never apply. */
  startsAt: Date;
  /** Whole minutes, at least 1. */
  durationMinutes: number;
  /** The batch's IANA time zone (e.g. "Asia/Kolkata"): how the provider displays the start. */
  timeZone: string;
  /** Shown under the topic (Zoom keeps the first 2,000 characters). */
  agenda?: string;
};

export type CreatedMeeting = {
  /** The provider's id of the meeting, as text (Zoom's are numbers of up to 11 digits). */
  meetingId: string;
  /** What students open. */
  joinUrl: string;
  /**
   * What the host opens to start the meeting. Zoom's start_url holds a token that expires after 2 hours;
   * opened later it asks the host to sign in to Zoom. getHostUrl gives a fresh one.
   */
  hostUrl: string;
};

/**
 * A remote host of meetings. Every method first checks its input with zod (a ZodError before any request:
 * an empty topic, a duration under a minute, a time zone that is not an IANA name) and an id that is not the
 * provider's (TypeError).
 */
export interface MeetingProvider {
  readonly name: Exclude<MeetingProviderName, "manual">;
  /**
   * Schedules one meeting. Resolves only once the provider confirmed it; any failure rejects
   * (MeetingProviderUnavailableError, MeetingProviderRequestError), so a caller that got no result has no
   * meeting to store. After a timeout the provider may still have created one nobody links to: harmless
   * (nobody has its link), and a retry creates another.
   */
  createMeeting(input: MeetingInput): Promise<CreatedMeeting>;
  /** Moves or renames a meeting; the join link stays the same. Rejects like createMeeting. */
  updateMeeting(meetingId: string, input: MeetingInput): Promise<void>;
  /** Removes a meeting; one the provider no longer has counts as removed. Rejects like createMeeting. */
  deleteMeeting(meetingId: string): Promise<void>;
  /** A host link that works now (Zoom's expire after 2 hours). Rejects like createMeeting. */
  getHostUrl(meetingId: string): Promise<string>;
  /**
   * The Settings page's test (decision 0046): asks for a new access token with the configured credentials,
   * whatever is cached. Resolves with what it learnt; rejects like createMeeting.
   */
  checkCredentials(): Promise<string>;
}

/**
 * Nothing is known to have happened: the provider did not answer in time, could not be reached, answered
 * 5xx, or kept rate limiting (429) after the retries. The same request may succeed later.
 */
export class MeetingProviderUnavailableError extends Error {
  override name = "MeetingProviderUnavailableError";
}

/** The provider refused the request (4xx other than 429): retrying the same request will not help. */
export class MeetingProviderRequestError extends Error {
  override name = "MeetingProviderRequestError";
  readonly status: number;
  /** The provider's own error code when it sent one (Zoom: 3001 "Meeting does not exist", 124 bad token). */
  readonly code: number | undefined;
  constructor(message: string, status: number, code?: number) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** A webhook whose signature or timestamp does not check out: answer 401 and change nothing. */
export class MeetingWebhookSignatureError extends Error {
  override name = "MeetingWebhookSignatureError";
}
