import type { RevocationStatusEntry } from "./status-list-credential.ts";

// The Open Badges 3.0 credential of a certificate (decision 0039): an OpenBadgeCredential on the Verifiable
// Credentials Data Model 2.0, whose id is the public verification page and whose credentialStatus is its bit
// in the revocation status list (decision 0041). Pure: the same certificate gives the same JSON, so (Ed25519
// signatures being deterministic) the same signed credential on every download.

export type CredentialInput = {
  code: string;
  /** The public page: the credential's id, where anyone checks whether it still stands. */
  verificationUrl: string;
  /** The recipient's stable id, a URI (urn:uuid:<user id>). */
  subjectId: string;
  recipientName: string;
  courseTitle: string;
  /** The course's page: with "#certificate", the achievement's id, the same for every recipient. */
  courseUrl: string;
  instructorNames: string[];
  issuedAt: Date;
  issuer: { id: string; name: string; url: string };
  /** Its bit in the revocation status list (decision 0041), which a verifier holding only the file checks. */
  credentialStatus: RevocationStatusEntry;
};

export const openBadgeContexts = [
  "https://www.w3.org/ns/credentials/v2",
  "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
] as const;

const achievementSchema =
  "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json";

/** Whole seconds: the JWT's nbf (NumericDate) must equal validFrom exactly. */
export function credentialInstant(at: Date): string {
  return new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function openBadgeCredential(input: CredentialInput) {
  const taughtBy = input.instructorNames.length > 0 ? `, taught by ${joinNames(input.instructorNames)}` : "";
  return {
    "@context": [...openBadgeContexts],
    id: input.verificationUrl,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: `${input.courseTitle} certificate`,
    description: `${input.recipientName} completed the ${input.courseTitle} course at ${input.issuer.name}${taughtBy}.`,
    issuer: { id: input.issuer.id, type: ["Profile"], name: input.issuer.name, url: input.issuer.url },
    validFrom: credentialInstant(input.issuedAt),
    credentialSubject: {
      id: input.subjectId,
      type: ["AchievementSubject"],
      // OB 3.0 names a recipient through an identifier; the name is shown, so it is not hashed.
      identifier: [
        { type: "IdentityObject", identityType: "name", hashed: false, identityHash: input.recipientName },
      ],
      achievement: {
        id: `${input.courseUrl}#certificate`,
        type: ["Achievement"],
        achievementType: "CertificateOfCompletion",
        name: input.courseTitle,
        description: `Certificate of completion of the ${input.courseTitle} course at ${input.issuer.name}.`,
        criteria: {
          narrative: `Awarded to learners who complete the ${input.courseTitle} course as its certificate rules require: its required lessons and assessments and, in live batches, the required share of live classes.`,
        },
        creator: { id: input.issuer.id, type: ["Profile"], name: input.issuer.name, url: input.issuer.url },
      },
    },
    credentialStatus: input.credentialStatus,
    credentialSchema: [{ id: achievementSchema, type: "1EdTechJsonSchemaValidator2019" }],
  };
}
export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/**
 * The JWT payload of OB 3.0's JSON Web Token proof format (VCDM 2.0 edition): the credential itself, with
 * the registered claims mirroring it (iss = issuer.id, jti = id, sub = credentialSubject.id, nbf = validFrom).
 */
export function credentialJwtPayload(credential: OpenBadgeCredential) {
  return {
    ...credential,
    iss: credential.issuer.id,
    jti: credential.id,
    sub: credential.credentialSubject.id,
    nbf: Date.parse(credential.validFrom) / 1000,
  };
}
