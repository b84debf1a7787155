import { schoolTimeZone } from "#contracts/learning-text.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { HttpError } from "#server/http-error.ts";
import { zoneClock } from "#server/lib/time-zone.ts";
import type { LiveClassesRepository } from "./live-classes-repository.ts";

/** The zone a batch's classes are given in: its schedule's, else the school's. */
export async function batchTimeZone(
  repository: Pick<LiveClassesRepository, "scheduleOf">,
  batchId: string,
): Promise<string> {
  return (await repository.scheduleOf(batchId))?.timeZone ?? schoolTimeZone;
}

/** The instant a person meant by a date and a wall-clock time in `timeZone`; it must lie ahead of `now`. */
export function futureStart(timeZone: string, date: string, startTime: string, now: Date): Date {
  const startsAt = zoneClock(timeZone).instantAt(date, startTime);
  if (startsAt.getTime() <= now.getTime()) throw new HttpError(400, liveClassMessages.startInPast, "date");
  return startsAt;
}
