import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { certificates } from "#server/db/schema/certificates.ts";
import { generateCertificateCode } from "./certificate-code.ts";

/** What issuing writes: the facts the certificate states, as they stand at the moment it is issued. */
export type NewCertificate = {
  userId: string;
  courseId: string;
  batchId?: string | null;
  recipientName: string;
  courseTitle: string;
  instructorNames: string[];
  issuedAt?: Date;
  /** Null or absent: issued automatically when the rules were met. */
  issuedBy?: string | null;
};

export type CertificateRecord = {
  id: string;
  code: string;
  userId: string;
  courseSlug: string;
  recipientName: string;
  courseTitle: string;
  instructorNames: string[];
  issuedAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
};

/** A fresh code clashing with an existing one is a 1 in 2^80 event per pair; a few tries are plenty. */
const codeAttempts = 5;

export function createCertificatesRepository(db: Database, newCode: () => string = generateCertificateCode) {
  return {
    /**
     * Inserts a certificate under a fresh random code, drawing again when the code is taken. The one standing
     * certificate per student and course is the database's rule: a second one throws its unique violation.
     */
    async insert(certificate: NewCertificate): Promise<{ id: string; code: string; issuedAt: Date }> {
      for (let attempt = 0; attempt < codeAttempts; attempt += 1) {
        const [row] = await db
          .insert(certificates)
          .values({ ...certificate, code: newCode() })
          .onConflictDoNothing({ target: certificates.code })
          .returning({ id: certificates.id, code: certificates.code, issuedAt: certificates.issuedAt });
        if (row) return row;
      }
      throw new Error(`no free certificate code after ${codeAttempts} attempts`);
    },

    async findByCode(code: string): Promise<CertificateRecord | undefined> {
      const [row] = await db
        .select({
          id: certificates.id,
          code: certificates.code,
          userId: certificates.userId,
          courseSlug: courses.slug,
          recipientName: certificates.recipientName,
          courseTitle: certificates.courseTitle,
          instructorNames: certificates.instructorNames,
          issuedAt: certificates.issuedAt,
          revokedAt: certificates.revokedAt,
          revokedReason: certificates.revokedReason,
        })
        .from(certificates)
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .where(eq(certificates.code, code))
        .limit(1);
      return row;
    },
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
