import { and, asc, eq } from "drizzle-orm";
import { randomStatusListIndex, statusListSize } from "#server/modules/certificates/status-list-index.ts";
import type { Database } from "./client.ts";
import { courseInstructorProfiles, courses, instructors } from "./schema/catalog.ts";
import { certificates } from "./schema/certificates.ts";
import { enrollments } from "./schema/enrollments.ts";
import { siteSettings } from "./schema/settings.ts";

// The demo student's certificate (issue 16), so a fresh demo shows the public verification page, the PDF and
// the credential: one standing certificate for a course they are enrolled in, and the revoked one it replaced
// (issued with a misspelt name). Fixed codes, so the end-to-end journey and a person trying the demo can open
// them; demo data only (SEED_DEMO_DATA), never a real site's. Seeded once: a marker in site_settings remembers
// it, so an admin who revokes or removes them never sees them come back.

const markerKey = "seeded_certificates:demo-student";
const courseSlug = "prompt-engineering";
export const demoCertificateCodes = { valid: "DEM0-CERT-2026-0001", revoked: "DEM0-CERT-2026-0000" } as const;
const demoRevocationReason = "Reissued with the corrected spelling of the name.";

export async function seedDemoCertificates(
  tx: Database,
  input: { studentId: string; studentName: string; today: Date },
): Promise<void> {
  const [marker] = await tx.select().from(siteSettings).where(eq(siteSettings.key, markerKey));
  if (marker) return;
  const [course] = await tx
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .innerJoin(enrollments, eq(enrollments.courseId, courses.id))
    .where(and(eq(courses.slug, courseSlug), eq(enrollments.userId, input.studentId)));
  if (!course) return;
  const teachers = await tx
    .select({ name: instructors.name })
    .from(courseInstructorProfiles)
    .innerJoin(instructors, eq(instructors.id, courseInstructorProfiles.instructorId))
    .where(eq(courseInstructorProfiles.courseId, course.id))
    .orderBy(asc(instructors.name));
  const day = 86_400_000;
  const common = {
    userId: input.studentId,
    courseId: course.id,
    courseTitle: course.title,
    instructorNames: teachers.map((teacher) => teacher.name),
  };
  // Random status list indexes, as issuing draws them (decision 0041); half the list apart, so never the same.
  const revokedIndex = randomStatusListIndex();
  await tx.insert(certificates).values([
    {
      ...common,
      code: demoCertificateCodes.revoked,
      statusListIndex: revokedIndex,
      recipientName: input.studentName.replace(/e/, "a"),
      issuedAt: new Date(input.today.getTime() - 12 * day),
      revokedAt: new Date(input.today.getTime() - 10 * day),
      revokedReason: demoRevocationReason,
    },
    {
      ...common,
      code: demoCertificateCodes.valid,
      statusListIndex: (revokedIndex + statusListSize / 2) % statusListSize,
      recipientName: input.studentName,
      issuedAt: new Date(input.today.getTime() - 10 * day),
    },
  ]);
  await tx.insert(siteSettings).values({ key: markerKey, value: demoCertificateCodes.valid });
}
