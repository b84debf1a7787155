import type { Executor } from "#server/db/client.ts";
import { endOf } from "#server/modules/content/webinars-service.ts";
import {
  webinarRescheduledMail,
  webinarRescheduledMailKind,
} from "#server/modules/mail/templates/webinar-rescheduled.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";
import type { WebinarContent } from "./webinars-repository.ts";

/**
 * A save that moves a webinar (its start or its length) tells every registrant, with a calendar invite that
 * moves the event (issue 21): queued in the save's own transaction, so a failed or stale save mails nobody and
 * a save that moves nothing sends nothing. A webinar that has ended by its new time mails nobody.
 */
export async function queueRescheduleMails(
  deps: Pick<WebinarStudioDeps, "repository" | "publicUrl">,
  tx: Executor,
  webinarId: string,
  before: Pick<WebinarContent, "startsAt" | "durationMinutes">,
  after: WebinarContent,
  sequence: number,
  now: Date,
): Promise<number> {
  const moved =
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.durationMinutes !== after.durationMinutes;
  if (!moved) return 0;
  const endsAt = endOf(after);
  if (endsAt.getTime() <= now.getTime()) return 0;
  const registrants = await deps.repository.registrantsIn(tx, webinarId);
  const webinar = {
    title: after.title,
    summary: after.summary,
    hostName: after.hostName,
    startsAt: after.startsAt,
    endsAt,
    joinUrl: after.joinUrl,
  };
  const was = { startsAt: before.startsAt, endsAt: endOf(before) };
  await deps.repository.queueMails(
    tx,
    registrants.map((registrant) => ({
      to: registrant.email,
      kind: webinarRescheduledMailKind,
      ...webinarRescheduledMail({
        registrationId: registrant.id,
        name: registrant.name,
        webinar,
        was,
        sequence,
        publicUrl: deps.publicUrl,
        now,
      }),
    })),
    now,
  );
  return registrants.length;
}
