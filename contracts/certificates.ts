import { z } from "zod";

// A certificate as anyone holding its code sees it (issue 16): GET /api/certificates/:code and the public
// page /certificates/:code. Valid ones carry their downloads; revoked ones say when and why, and nothing
// more can be downloaded. An unknown code is a 404 in the error shape. Decision 0039.

export const certificateCodeParamsSchema = z.object({ code: z.string().max(64) });

const certificateFacts = {
  /** The canonical code (XXXX-XXXX-XXXX-XXXX); a page opened with another spelling redirects to it. */
  code: z.string(),
  recipientName: z.string(),
  courseTitle: z.string(),
  /** The course's page on this site. */
  courseUrl: z.string(),
  instructorNames: z.array(z.string()),
  /** ISO instant. */
  issuedAt: z.string(),
  /** The issue date as the certificate prints it: YYYY-MM-DD in the school's time zone. */
  issuedOn: z.string(),
  /** The public page's absolute URL: the credential's id and the QR code's target. */
  verificationUrl: z.string(),
  issuer: z.object({ name: z.string(), url: z.string() }),
};

export const validCertificateSchema = z.object({
  status: z.literal("valid"),
  ...certificateFacts,
  /** Site-relative download paths. */
  pdfPath: z.string(),
  credentialPath: z.string(),
  /** LinkedIn's "Add licence or certification" form, filled in. */
  linkedInUrl: z.string(),
});

export const revokedCertificateSchema = z.object({
  status: z.literal("revoked"),
  ...certificateFacts,
  /** ISO instant, and its date in the school's time zone (YYYY-MM-DD). */
  revokedAt: z.string(),
  revokedOn: z.string(),
  revokedReason: z.string(),
});

export const certificateVerificationSchema = z.discriminatedUnion("status", [
  validCertificateSchema,
  revokedCertificateSchema,
]);
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
export type ValidCertificate = z.infer<typeof validCertificateSchema>;
export type RevokedCertificate = z.infer<typeof revokedCertificateSchema>;

/** A public Ed25519 key as a JWK (RFC 8037), with its key id: what the credentials' `kid` dereferences to. */
export const publicJwkSchema = z.object({
  kty: z.literal("OKP"),
  crv: z.literal("Ed25519"),
  x: z.string(),
  kid: z.string(),
  alg: z.literal("EdDSA"),
  use: z.literal("sig"),
});
export type PublicJwk = z.infer<typeof publicJwkSchema>;

export const jwkSetSchema = z.object({ keys: z.array(publicJwkSchema) });
export type JwkSet = z.infer<typeof jwkSetSchema>;
export const signingKeyParamsSchema = z.object({ keyId: z.string().max(100) });
