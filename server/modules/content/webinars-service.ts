import {
  type Webinar,
  type WebinarList,
  type WebinarRegistration,
  type WebinarStatus,
  webinarMessages,
} from "#contracts/webinars.ts";
import { HttpError } from "#server/http-error.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import {
  webinarRegisteredMail,
  webinarRegisteredMailKind,
} from "#server/modules/mail/templates/webinar-registered.ts";
import type { WebinarRow, WebinarsRepository } from "./webinars-repository.ts";

export function endOf(row: Pick<WebinarRow, "startsAt" | "durationMinutes">): Date {
  return new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);
}

export function statusAt(row: Pick<WebinarRow, "startsAt" | "durationMinutes">, now: Date): WebinarStatus {
  if (endOf(row) <= now) return "past";
  return row.startsAt <= now ? "live" : "upcoming";
}

function toWebinar(row: WebinarRow, now: Date): Webinar {
  const status = statusAt(row, now);
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    descriptionHtml: renderMarkdown(row.descriptionMarkdown),
    hostName: row.hostName,
    startsAt: row.startsAt.toISOString(),
    endsAt: endOf(row).toISOString(),
    durationMinutes: row.durationMinutes,
    status,
    // A recording is only offered once the session is over; the join link is never part of this.
    recordingUrl: status === "past" ? row.recordingUrl : null,
    coverPath: row.coverPath,
    cover: row.coverPath ? { src: row.coverPath, alt: row.coverAlt } : null,
    tags: row.tags,
  };
}

type Deps = {
  repository: WebinarsRepository;
  mail: Pick<MailService, "enqueue">;
  publicUrl: string;
  now?: () => Date;
};

export function createWebinarsService(deps: Deps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(): Promise<WebinarList> {
      const at = now();
      const rows = await repository.listAll();
      const all = rows.map((row) => toWebinar(row, at));
      return {
        upcoming: all.filter((w) => w.status !== "past"),
        past: all.filter((w) => w.status === "past").reverse(),
      };
    },

    async get(slug: string): Promise<Webinar> {
      const row = await repository.findBySlug(slug);
      if (!row) throw new HttpError(404, webinarMessages.notFound);
      return toWebinar(row, now());
    },

    /** The soonest webinar that has not ended: the Event on /webinars. */
    async next(): Promise<Webinar | null> {
      return (await this.list()).upcoming[0] ?? null;
    },

    /**
     * Stores the registration and mails the join link with an .ics invite. A repeat answers the same
     * and sends nothing more; a webinar that has ended refuses (409), one that is not published is not found.
     */
    async register(slug: string, input: WebinarRegistration): Promise<{ message: string }> {
      const row = await repository.findBySlug(slug);
      if (!row) throw new HttpError(404, webinarMessages.notFound);
      const at = now();
      if (statusAt(row, at) === "past") throw new HttpError(409, webinarMessages.alreadyTookPlace);
      const registration = await repository.register(row.id, input);
      if (!registration) throw new HttpError(404, webinarMessages.notFound);
      if (registration.created) {
        // The join link as the registration read it (and recorded as sent): a change saved meanwhile in the
        // content studio is either in this mail or mailed to this registrant on its own, never neither.
        const mail = webinarRegisteredMail({
          registrationId: registration.id,
          name: input.name,
          webinar: { ...row, joinUrl: registration.joinUrl, endsAt: endOf(row) },
          publicUrl: deps.publicUrl,
          now: at,
        });
        await deps.mail.enqueue({ to: input.email, kind: webinarRegisteredMailKind, ...mail });
      }
      return { message: webinarMessages.registered(row.title, input.email) };
    },
  };
}
export type WebinarsService = ReturnType<typeof createWebinarsService>;
