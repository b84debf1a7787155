import { eq, isNotNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { certificates } from "#server/db/schema/certificates.ts";
import { generateCertificateCode } from "./certificate-code.ts";
import { randomStatusListIndex } from "./status-list-index.ts";

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
  statusListIndex: number;
};

/** What the revocation status list is made of: the revoked certificates' bits, and when the last was set. */
export type RevokedStatusList = { indexes: number[] };

/**
 * Draws before giving up. A fresh code clashing with an existing one is a 1 in 2^80 event per pair; a random
 * status list index clashes with the share of the list in use (1% at 1,300 certificates), so 20 draws fail
 * only once the list is nearly full (at 90%, one insert in eight): a second list is due long before.
 */
const insertAttempts = 20;

const statusListIndexConstraint = "certificates_status_list_index_unique";

/** Whether the database refused the row because another certificate holds its status list index. */
function takenStatusListIndex(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`; node-postgres and PGlite both name the constraint.
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === "23505")
      return `${e.constraint ?? ""} ${e.message ?? ""}`.includes(statusListIndexConstraint);
    e = e.cause as typeof e;
  }
  return false;
}

export function createCertificatesRepository(
  db: Database,
  {
    newCode = generateCertificateCode,
    newStatusListIndex = randomStatusListIndex,
  }: { newCode?: () => string; newStatusListIndex?: () => number } = {},
) {
  return {
    /**
     * Inserts a certificate under a fresh random code and a random free status list index, drawing again when
     * either is taken. The one standing certificate per student and course is the database's rule: a second
     * one throws its unique violation.
     */
    async insert(certificate: NewCertificate): Promise<{ id: string; code: string; issuedAt: Date }> {
      for (let attempt = 0; attempt < insertAttempts; attempt += 1) {
        try {
          // A savepoint per draw (a transaction of its own outside one): a taken index fails the statement,
          // which would otherwise abort the issuing transaction around it, certificate mail and all.
          const [row] = await db.transaction((draw) =>
            draw
              .insert(certificates)
              .values({ ...certificate, code: newCode(), statusListIndex: newStatusListIndex() })
              .onConflictDoNothing({ target: certificates.code })
              .returning({ id: certificates.id, code: certificates.code, issuedAt: certificates.issuedAt }),
          );
          if (row) return row;
        } catch (error) {
          if (!takenStatusListIndex(error)) throw error;
        }
      }
      throw new Error(`no free certificate code and status list index after ${insertAttempts} attempts`);
    },

    /** The revoked certificates' status list indexes, in one read of the table. */
    async revokedStatusList(): Promise<RevokedStatusList> {
      const rows = await db
        .select({ index: certificates.statusListIndex })
        .from(certificates)
        .where(isNotNull(certificates.revokedAt));
      return { indexes: rows.map((row) => row.index) };
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
          statusListIndex: certificates.statusListIndex,
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
