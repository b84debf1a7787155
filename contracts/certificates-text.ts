// What the public certificate page and the certificate API say (issue 16). No zod here: the page imports it.

export const certificateMessages = {
  unknown: "No certificate has this code. Check it against the certificate: it has 16 letters and digits.",
  revokedDownload: "This certificate was revoked, so it can no longer be downloaded.",
} as const;

export const certificatePageText = {
  pageName: "Certificate verification",
  description: "Check that an AI Labs certificate is genuine: who earned it, for which course and when.",
  validTitle: "Valid certificate",
  validLead: "This certificate was issued by AI Labs and is valid.",
  revokedTitle: "Revoked certificate",
  revokedLead: "AI Labs revoked this certificate. It is no longer valid.",
  unknownTitle: "Certificate not found",
  unknownLead:
    "No certificate has this code. Check it against the certificate: the code has 16 letters and digits, and the letters I, L, O and U are never used.",
  recipient: "Awarded to",
  course: "Course",
  issued: "Issued",
  instructors: "Instructors",
  code: "Certificate code",
  revoked: "Revoked",
  reason: "Reason",
  downloadPdf: "Download PDF",
  downloadCredential: "Download Open Badges credential",
  credentialHint: "A signed Open Badges 3.0 credential, for digital wallets and badge platforms.",
  addToLinkedIn: "Add to LinkedIn profile",
  verifyAnother: "Verify another certificate",
  codeLabel: "Certificate code",
  verifyButton: "Verify",
  browseCourses: "Browse our courses",
} as const;

/** The JWK Set of the keys that sign the credentials: not under /api, but where JOSE tools look for it. */
export const jwksPath = "/.well-known/jwks.json";
