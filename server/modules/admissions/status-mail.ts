import type { RenderedStatusMail } from "#contracts/application-pipeline.ts";
import {
  type ApplicationStatus,
  applicationStatusLabels,
  type TemplateStatus,
} from "#contracts/application-pipeline-text.ts";
import type { Executor } from "#server/db/client.ts";
import { applicationStatusMail } from "#server/modules/mail/templates/application-status.ts";
import { describeCohort } from "./describe-cohort.ts";
import type { PipelineRepository } from "./pipeline-repository.ts";
import { defaultStatusMails } from "./status-mail-defaults.ts";

export type StatusMailDeps = {
  repository: PipelineRepository;
  /**
   * The bootcamp course's title ({course}). Read before the change's transaction opens: on PGlite's one
   * connection a read outside the transaction would wait for it to end.
   */
  courseTitle: () => Promise<string>;
  publicUrl: string;
};

/** What a status mail says about the application (lockForChange's row has all of it). */
export type MailedApplication = {
  fullName: string;
  email: string;
  preferredBatchId: string | null;
  batchType: "weekend" | "fast_track" | "regular" | null;
  batchStart: string | null;
  batchSchedule: string | null;
};

/**
 * The link an accepted applicant follows: /ai-bootcamp/enroll with their preferred cohort chosen
 * (?batch=, which the enroll page reads; a cohort that has filled up falls back to the first with seats).
 */
export function enrollUrlOf(publicUrl: string, preferredBatchId: string | null): string {
  const base = `${publicUrl}/ai-bootcamp/enroll`;
  return preferredBatchId ? `${base}?batch=${encodeURIComponent(preferredBatchId)}` : base;
}

/** The template's text for a status: the admins' edit if there is one, else the built-in text. */
export async function templateText(
  repository: PipelineRepository,
  status: TemplateStatus,
  executor?: Executor,
): Promise<{ subject: string; body: string }> {
  const row = await repository.findTemplate(status, executor);
  return row ? { subject: row.subject, body: row.body } : defaultStatusMails[status];
}

/**
 * Exactly what a move to `status` mails the applicant: the preview shows it and the change sends it, from
 * the same call. `override` is the admin's text for this one mail.
 */
export async function renderStatusMail(
  deps: StatusMailDeps,
  application: MailedApplication,
  status: Exclude<ApplicationStatus, "submitted">,
  override: { subject?: string; body?: string },
  course: string,
  executor?: Executor,
): Promise<RenderedStatusMail> {
  const template = await templateText(deps.repository, status, executor);
  const enrollUrl = enrollUrlOf(deps.publicUrl, application.preferredBatchId);
  const batch =
    application.batchType && application.batchStart
      ? describeCohort({
          type: application.batchType,
          startDate: application.batchStart,
          schedule: application.batchSchedule ?? "",
        })
      : "the cohort you choose when you enroll";
  const mail = applicationStatusMail({
    subject: override.subject ?? template.subject,
    body: override.body ?? template.body,
    values: {
      name: application.fullName,
      email: application.email,
      course,
      batch,
      enrollUrl,
      startUrl: `${deps.publicUrl}/ai-bootcamp/start`,
      status: applicationStatusLabels[status],
    },
    button: status === "accepted" ? { label: "Reserve your seat", href: enrollUrl } : undefined,
  });
  return { to: application.email, ...mail };
}
