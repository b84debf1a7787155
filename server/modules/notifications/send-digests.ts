import { notificationLimits } from "#contracts/notifications-text.ts";
import type { NewMail } from "#server/modules/mail/repository.ts";
import { communityDigestMail, communityDigestMailKind } from "./digest-mail.ts";
import type { DigestRepository } from "./digest-repository.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

// The daily community digest (issue 18): each person with the digest on and unread community notifications
// written since their last digest gets one mail a UTC day listing them. Any instance may run a pass at any
// time: each person's day is claimed once in the database (digest-repository.ts).

export type DigestRunResult = { mails: number };

type Deps = {
  repository: DigestRepository;
  links: UnsubscribeLinks;
  publicUrl: string;
  /** Starts delivery of what was queued (the mail service's deliverPending). */
  deliverMail: () => Promise<unknown>;
  now?: () => Date;
};

/** Where the digest's button leads: the community's page in the student portal. */
const communityPagePath = "/dashboard/student/community";

export function createCommunityDigest(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  function mailFor(
    recipient: { userId: string; name: string; email: string },
    items: Parameters<typeof communityDigestMail>[0]["items"],
    total: number,
  ): NewMail {
    const unsubscribeLink = `${deps.publicUrl}/api/notifications/digest/unsubscribe?token=${encodeURIComponent(deps.links.token(recipient.userId))}`;
    return {
      to: recipient.email,
      kind: communityDigestMailKind,
      // The same link in the body and as the one-click header (RFC 8058: mail clients POST to it).
      listUnsubscribe: unsubscribeLink,
      ...communityDigestMail({
        name: recipient.name,
        items,
        total,
        publicUrl: deps.publicUrl,
        notificationsLink: `${deps.publicUrl}${communityPagePath}`,
        unsubscribeLink,
      }),
    };
  }

  /** One pass: claims and queues the digest of everyone due today (UTC), then delivers. */
  async function sendDue(): Promise<DigestRunResult> {
    const at = now();
    const day = at.toISOString().slice(0, 10);
    let mails = 0;
    for (const userId of await deps.repository.due(day, at)) {
      // One short transaction a person: PGlite has one connection, and nobody's digest waits on the rest.
      const listed = await deps.repository.claimAndQueue(
        userId,
        day,
        at,
        notificationLimits.digestMax,
        mailFor,
      );
      if (listed !== null) mails += 1;
    }
    if (mails > 0) await deps.deliverMail();
    return { mails };
  }

  return { sendDue };
}
