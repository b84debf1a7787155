import {
  type EmailTrackingPage,
  type EmailTrackingQuery,
  emailTrackingMessages,
  type MailResendResult,
  type TrackedMail,
  type TrackedMailDetail,
} from "#contracts/email-tracking.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { isResendableKind, isTrackableKind } from "#server/modules/mail/mail-kind-policy.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import {
  displayStatusOf,
  type EmailTrackingRepository,
  type OutboxSummaryRow,
} from "./email-tracking-repository.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toSummary(row: OutboxSummaryRow): TrackedMail {
  return {
    id: row.id,
    to: row.to,
    kind: row.kind,
    subject: row.subject,
    status: displayStatusOf(row),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    trackable: isTrackableKind(row.kind),
    tracked: row.tracked,
    firstOpenedAt: row.firstOpenedAt?.toISOString() ?? null,
    firstClickedAt: row.firstClickedAt?.toISOString() ?? null,
    clickCount: row.clickCount,
    resentFromId: row.resentFromId,
  };
}

// Email Tracking (decision 0046): every mail of the outbox, one mail's parts, and a copy queued again.
export function createEmailTrackingService(deps: {
  repository: EmailTrackingRepository;
  mail: Pick<MailService, "enqueue">;
  audit: AuditTrail;
}) {
  async function findOrFail(id: string) {
    const row = uuidPattern.test(id) ? await deps.repository.find(id) : null;
    if (!row) throw new HttpError(404, emailTrackingMessages.mailNotFound);
    return row;
  }

  return {
    async list(query: EmailTrackingQuery): Promise<EmailTrackingPage> {
      const { rows, total, kinds } = await deps.repository.search(query);
      return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize, kinds };
    },

    async detail(id: string): Promise<TrackedMailDetail> {
      const row = await findOrFail(id);
      return { ...toSummary(row), text: row.text, html: row.html, resendable: isResendableKind(row.kind) };
    },

    /** Queues a copy through the outbox (a new row, its own delivery and tracking); security mails never. */
    async resend(id: string, by: AuditActor): Promise<MailResendResult> {
      const row = await findOrFail(id);
      if (!isResendableKind(row.kind)) throw new HttpError(409, emailTrackingMessages.resendRefused);
      const copyId = await deps.mail.enqueue({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        kind: row.kind,
        attachments: row.attachments,
        resentFromId: row.id,
        listUnsubscribe: row.listUnsubscribe,
      });
      await deps.audit.record(by, {
        action: "mail.resend",
        entityType: "mail",
        entityId: row.id,
        summary: `Resent ${row.kind} "${row.subject}" to ${row.to}`,
        before: null,
        after: { copyId, to: row.to, kind: row.kind, subject: row.subject },
      });
      return { id: copyId, message: `${emailTrackingMessages.resent} for ${row.to}.` };
    },
  };
}
export type EmailTrackingService = ReturnType<typeof createEmailTrackingService>;
