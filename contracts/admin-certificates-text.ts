// An admin's certificate tools (issue 16): words and limits, zod-free so the dialog loads no schema to print them.

export const adminCertificateLimits = { reasonMax: 500 } as const;

export const adminCertificateMessages = {
  courseRequired: "Choose the course to issue a certificate for.",
  reasonRequired: "Say why the certificate is revoked: the public page shows the reason.",
  reasonTooLong: `The reason can be at most ${adminCertificateLimits.reasonMax} characters.`,
  alreadyHeld:
    "This student already holds a certificate for this course. Revoke it first to issue a new one.",
  alreadyRevoked: "This certificate was revoked already.",
  notAStudent: "Certificates are issued to students.",
} as const;

export const adminCertificatesText = {
  menu: "Certificates",
  title: (name: string) => `Certificates of ${name}`,
  description: "Issue a certificate by hand (the student is emailed the link), or revoke one with a reason.",
  none: "No certificates yet.",
  issueHeading: "Issue a certificate",
  courseLabel: "Course",
  chooseCourse: "Choose a course",
  noIssuable: "Every course this student is enrolled in already has a certificate.",
  issue: "Issue certificate",
  issuing: "Issuing...",
  issued: (course: string) => `Certificate issued for ${course}.`,
  revoke: "Revoke",
  revokeHeading: (course: string) => `Revoke the certificate for ${course}?`,
  reasonLabel: "Reason",
  reasonHint: "Shown on the public verification page.",
  confirmRevoke: "Revoke certificate",
  revoking: "Revoking...",
  revokedToast: "Certificate revoked.",
  revokedOn: (reason: string) => `Revoked: ${reason}`,
  view: "View",
  loadFailed: "The certificates could not be loaded. Please try again.",
  close: "Close",
  cancel: "Cancel",
} as const;
