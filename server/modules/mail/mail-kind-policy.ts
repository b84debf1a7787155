import {
  liveSessionCancelledMailKind,
  liveSessionRescheduledMailKind,
} from "#server/modules/live-classes/session-notice-mail.ts";
import { liveSessionReminderMailKind } from "#server/modules/live-classes/session-reminder-mail.ts";
import {
  newsletterCampaignAggregateMailKind,
  newsletterCampaignMailKind,
  newsletterCampaignTestMailKind,
} from "#server/modules/newsletter-campaigns/campaign-mail-kinds.ts";
import { communityDigestMailKind } from "#server/modules/notifications/digest-mail.ts";
import { applicationStatusMailKind } from "./templates/application-status.ts";
import { assignmentGradedMailKind } from "./templates/assignment-graded.ts";
import { batchAnnouncementMailKind } from "./templates/batch-announcement.ts";
import { bootcampApplicationMailKind } from "./templates/bootcamp-application.ts";
import { certificateIssuedMailKind } from "./templates/certificate-issued.ts";
import { emailChangeConfirmMailKind } from "./templates/email-change-confirm.ts";
import { emailChangeNoticeMailKind } from "./templates/email-change-notice.ts";
import { emailInUseMailKind } from "./templates/email-in-use.ts";
import { emailVerificationMailKind } from "./templates/email-verification.ts";
import { jobApplicationMailKind } from "./templates/job-application.ts";
import { newsletterConfirmMailKind } from "./templates/newsletter-confirm.ts";
import { passwordChangedMailKind } from "./templates/password-changed.ts";
import { passwordResetMailKind } from "./templates/password-reset.ts";
import { paymentConfirmationMailKind } from "./templates/payment-confirmation.ts";
import { waitlistJoinedMailKind, waitlistOfferMailKind } from "./templates/waitlist.ts";
import { webinarJoinLinkMailKind } from "./templates/webinar-join-link.ts";
import { webinarRegisteredMailKind } from "./templates/webinar-registered.ts";
import { webinarRescheduledMailKind } from "./templates/webinar-rescheduled.ts";

/** The test mail the Settings page sends through the real mail path (decision 0046). */
export const integrationTestMailKind = "integration-test";

/**
 * What the site may do with a mail of each kind, in one place (decision 0046):
 * - "security": password, sign-in and account-address mails. No open pixel, no rewritten links (their links
 *   are one-time secrets and a reader's privacy matters most there), and never sent again by an admin (a
 *   copy would carry a used or expired link, or tell of a change as if it happened twice).
 * - "engagement": everything else the school sends; tracked where the mail has an HTML part, and an admin
 *   may queue a copy.
 * - "operational": mails staff send to themselves (the integration test): neither tracked nor resent.
 * - "bulk": newsletter campaigns (issue 22): tracked, never resent one by one, and stopped by an erasure's
 *   suppression as well (suppression-rule.ts).
 * A kind missing here is treated as "security" (nothing tracked, nothing resent) until it is added; the
 * unit test beside this file fails for a template whose kind is missing.
 */
export type MailKindClass = "security" | "engagement" | "operational" | "bulk";

export const mailKindClasses: Readonly<Record<string, MailKindClass>> = {
  [passwordResetMailKind]: "security",
  // A consent link: not tracked (its token is the subscriber's authority) and never resent by an admin.
  [newsletterConfirmMailKind]: "security",
  [passwordChangedMailKind]: "security",
  [emailVerificationMailKind]: "security",
  [emailChangeConfirmMailKind]: "security",
  [emailChangeNoticeMailKind]: "security",
  [emailInUseMailKind]: "security",
  [assignmentGradedMailKind]: "engagement",
  [batchAnnouncementMailKind]: "engagement",
  [bootcampApplicationMailKind]: "engagement",
  [certificateIssuedMailKind]: "engagement",
  [jobApplicationMailKind]: "engagement",
  [paymentConfirmationMailKind]: "engagement",
  [webinarRegisteredMailKind]: "engagement",
  [webinarJoinLinkMailKind]: "engagement",
  [webinarRescheduledMailKind]: "engagement",
  [liveSessionReminderMailKind]: "engagement",
  [liveSessionRescheduledMailKind]: "engagement",
  [liveSessionCancelledMailKind]: "engagement",
  [applicationStatusMailKind]: "engagement",
  [waitlistJoinedMailKind]: "engagement",
  // Its unsubscribe link carries a signed token (a URL secret): the link rewriter leaves it alone.
  [communityDigestMailKind]: "engagement",
  // Its checkout link carries the offer's signature, a URL secret: the link rewriter leaves such links
  // alone (the pixel still counts the open). A copy sent again is the same offer to the same address.
  [waitlistOfferMailKind]: "engagement",
  [integrationTestMailKind]: "operational",
  // Campaigns: tracked (issue 17's pixel and links), stopped by an erasure; a test send is the admin's own.
  [newsletterCampaignMailKind]: "bulk",
  [newsletterCampaignAggregateMailKind]: "bulk",
  [newsletterCampaignTestMailKind]: "operational",
};

export function mailKindClass(kind: string): MailKindClass {
  return Object.hasOwn(mailKindClasses, kind) ? (mailKindClasses[kind] as MailKindClass) : "security";
}

/** Whether a mail of this kind gets the open pixel and signed links when it is sent. */
export function isTrackableKind(kind: string): boolean {
  // Tracked by its campaign (one pixel and set of links for all its mails), not mail by mail.
  if (kind === newsletterCampaignAggregateMailKind) return false;
  const kindClass = mailKindClass(kind);
  return kindClass === "engagement" || kindClass === "bulk";
}

/** Whether an admin may queue a copy of a mail of this kind. */
export function isResendableKind(kind: string): boolean {
  return mailKindClass(kind) === "engagement";
}
