import type { Executor } from "#server/db/client.ts";
import { endOf } from "#server/modules/content/webinars-service.ts";
import {
  webinarJoinLinkMail,
  webinarJoinLinkMailKind,
} from "#server/modules/mail/templates/webinar-join-link.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";
import type { WebinarContent } from "./webinars-repository.ts";

/**
 * A save that sets or changes a webinar's join link mails it to every registrant it has not reached, in the
 * save's own transaction (issue 21): each registrant's `join_link_sent_url` is set as their mail is queued in
 * the outbox, so a repeated or retried save sends nothing twice, and a failed save sends nothing at all. The
 * outbox delivers once the transaction commits (`deps.deliverMail`). Someone who registers later gets the link
 * in their confirmation (the content module marks it there). A webinar that has ended mails nobody.
 */
export async function queueJoinLinkMails(
  deps: Pick<WebinarStudioDeps, "repository" | "publicUrl">,
  tx: Executor,
  webinarId: string,
  before: Pick<WebinarContent, "joinUrl">,
  after: WebinarContent,
  now: Date,
): Promise<number> {
  const joinUrl = after.joinUrl;
  if (!joinUrl || joinUrl === before.joinUrl) return 0;
  const endsAt = endOf(after);
  if (endsAt.getTime() <= now.getTime()) return 0;
  const webinar = { title: after.title, hostName: after.hostName, startsAt: after.startsAt, endsAt };
  return deps.repository.queueJoinLinkMails(
    tx,
    webinarId,
    joinUrl,
    (registrant, replacesEarlierLink) => ({
      to: registrant.email,
      kind: webinarJoinLinkMailKind,
      ...webinarJoinLinkMail({
        name: registrant.name,
        webinar,
        joinUrl,
        replacesEarlierLink,
        publicUrl: deps.publicUrl,
      }),
    }),
    now,
  );
}
