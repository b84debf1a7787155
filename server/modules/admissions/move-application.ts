import {
  type ApplicationStatus,
  applicationStatusLabels,
  canMoveApplication,
  applicationPipelineMessages as messages,
} from "#contracts/application-pipeline-text.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import type { Executor } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { applicationStatusMailKind } from "#server/modules/mail/templates/application-status.ts";
import { renderStatusMail, type StatusMailDeps } from "./status-mail.ts";

export type MoveDeps = StatusMailDeps & { audit: AuditTrail };

export type Move = {
  id: string;
  version: number;
  status: ApplicationStatus;
  notify: boolean;
  subject?: string;
  body?: string;
};

/**
 * One status change inside the caller's transaction (decision 0043): the row is locked, its version and
 * the move checked, the status and its history row written, the mail put in the outbox and the audit entry
 * recorded, all or nothing. Throws an HttpError (404, 409, 400) the bulk change reports per row.
 */
export async function moveApplication(
  deps: MoveDeps,
  tx: Executor,
  move: Move,
  actor: AuditActor,
  context: { at: Date; course: string },
): Promise<{ mailed: boolean; version: number }> {
  const { at } = context;
  const current = await deps.repository.lockForChange(tx, move.id);
  if (!current) throw new HttpError(404, messages.notFound);
  if (current.version !== move.version)
    throw new HttpError(409, recordVersionMessages.conflict("application"));
  if (current.status === move.status) throw new HttpError(400, messages.sameStatus, "status");
  if (!canMoveApplication(current.status, move.status)) {
    throw new HttpError(
      400,
      messages.transitionRefused(
        applicationStatusLabels[current.status],
        applicationStatusLabels[move.status],
      ),
      "status",
    );
  }
  const updated = await deps.repository.setStatus(tx, move.id, move.version, move.status, at);
  if (!updated) throw new HttpError(409, recordVersionMessages.conflict("application"));

  // canMoveApplication never leads back to 'submitted', so every target has a template.
  const target = move.status as Exclude<ApplicationStatus, "submitted">;
  const mail = move.notify
    ? await renderStatusMail(
        deps,
        current,
        target,
        { subject: move.subject, body: move.body },
        context.course,
        tx,
      )
    : null;
  if (mail) {
    await deps.repository.enqueueMail(
      tx,
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        kind: applicationStatusMailKind,
      },
      at,
    );
  }
  await deps.repository.insertStatusChange(tx, {
    applicationId: move.id,
    fromStatus: current.status,
    toStatus: move.status,
    byId: actor.id,
    byName: actor.name,
    mailSubject: mail?.subject ?? null,
    at,
  });
  await deps.audit.record(
    actor,
    {
      action: "application.status",
      entityType: "application",
      entityId: move.id,
      summary: `${current.fullName}: ${applicationStatusLabels[current.status]} -> ${applicationStatusLabels[move.status]}${mail ? " (mailed)" : " (not mailed)"}`,
      before: { status: current.status, version: current.version },
      after: {
        status: updated.status,
        version: updated.version,
        mailed: mail !== null,
        mailSubject: mail?.subject ?? null,
      },
    },
    tx,
  );
  return { mailed: mail !== null, version: updated.version };
}
