import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { certificates } from "#server/db/schema/certificates.ts";
import { createCertificatesRepository } from "#server/modules/certificates/certificates-repository.ts";

// Certificates for tests (issue 16): the rules that issue them belong to the issuing code, so tests make rows
// through the same repository insert that code calls, and revoke them as an admin's revoke will.

export async function createCertificate(
  db: Database,
  input: {
    userId: string;
    courseSlug?: string;
    recipientName?: string;
    courseTitle?: string;
    instructorNames?: string[];
    issuedAt?: Date;
  },
): Promise<{ id: string; code: string }> {
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.slug, input.courseSlug ?? "ai-engineers"));
  if (!course) throw new Error(`no course ${input.courseSlug}`);
  return createCertificatesRepository(db).insert({
    userId: input.userId,
    courseId: course.id,
    recipientName: input.recipientName ?? "Maya Chen",
    courseTitle: input.courseTitle ?? course.title,
    instructorNames: input.instructorNames ?? ["Leo Park"],
    issuedAt: input.issuedAt ?? new Date("2026-03-31T18:45:12Z"),
  });
}

export async function revokeCertificate(db: Database, id: string, reason: string, at = new Date()) {
  await db
    .update(certificates)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)));
}
