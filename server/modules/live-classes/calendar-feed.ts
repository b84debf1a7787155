import { createHash, randomBytes } from "node:crypto";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { CalendarFeedCreated } from "#contracts/live-classes.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { HttpError } from "#server/http-error.ts";
import { buildIcsCalendar } from "#server/lib/ics.ts";
import type { CalendarFeedsRepository } from "./calendar-feeds-repository.ts";
import type { LiveClassesRepository } from "./live-classes-repository.ts";
import { liveClassesProductId, sessionIcsEvent } from "./session-calendar.ts";

// The personal calendar feed (issue 15): a secret address calendar apps subscribe to (webcal://), listing
// the person's live classes, cancelled ones marked so apps remove them. The token is 256 random bits shown
// once; only its SHA-256 is stored, so a database leak does not hand out feeds. Revoking deletes it, and
// making a new one replaces the old.

export type CalendarFeedDeps = {
  feeds: CalendarFeedsRepository;
  repository: Pick<LiveClassesRepository, "sessionsOfStudent">;
  publicUrl: string;
  now: () => Date;
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** How far back the feed reaches: calendars keep what they already have; a month of past classes is plenty. */
const feedPastMax = 30;

export async function createCalendarFeed(
  deps: CalendarFeedDeps,
  userId: string,
): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString("base64url");
  const now = deps.now();
  await deps.feeds.replace(userId, hashOf(token), now);
  const https = new URL(endpointUrl(liveClassesApi.feed, { params: { token } }), deps.publicUrl);
  const webcal = new URL(https.href);
  return {
    httpsUrl: https.href,
    webcalUrl: `webcal://${webcal.host}${webcal.pathname}`,
    createdAt: now.toISOString(),
  };
}

export async function calendarFeedStatus(deps: Pick<CalendarFeedDeps, "feeds">, userId: string) {
  const feed = await deps.feeds.of(userId);
  return { active: feed !== undefined, createdAt: feed ? feed.createdAt.toISOString() : null };
}

export async function revokeCalendarFeed(
  deps: Pick<CalendarFeedDeps, "feeds">,
  userId: string,
): Promise<void> {
  await deps.feeds.revoke(userId);
}

/** The feed's text for a token; an unknown or revoked token is 404 (never a hint which one it was). */
export async function renderCalendarFeed(deps: CalendarFeedDeps, token: string): Promise<string> {
  const userId = await deps.feeds.ownerOf(hashOf(token));
  if (!userId) throw new HttpError(404, liveClassMessages.feedNotFound);
  const now = deps.now();
  const { upcoming, past } = await deps.repository.sessionsOfStudent(userId, now, feedPastMax);
  const events = [...past.reverse(), ...upcoming].map((session) =>
    sessionIcsEvent(session, deps.publicUrl, now),
  );
  return buildIcsCalendar(events, {
    method: "PUBLISH",
    productId: liveClassesProductId,
    name: "AI Labs live classes",
    refreshMinutes: 60,
  });
}
