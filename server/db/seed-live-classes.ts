import { and, eq, ne, sql } from "drizzle-orm";
import { addCalendarDays } from "#contracts/calendar-date.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import { calendarDateIn } from "#server/lib/time-zone.ts";
import { generateSessionTimes } from "#server/modules/live-classes/generate-session-times.ts";
import type { Database } from "./client.ts";
import { batches, courses } from "./schema/catalog.ts";
import { courseInstructors, enrollments } from "./schema/enrollments.ts";
import { batchSchedules, liveSessions, sessionAttendance } from "./schema/live-classes.ts";

// Demo live classes (issue 15): each batch the demo student holds a place in gets a schedule (its own days
// and hour in New York time, so no two clash) running from two weeks ago to six weeks ahead, so Join Class shows past
// classes (one attended) and upcoming ones. The link is a public Jitsi room: it opens a real meeting. A
// batch that already has sessions is left as it is (idempotent; nothing an admin changed is reset).

const demoPatterns = [
  { weekdays: ["tue", "thu"], startTime: "19:00" },
  { weekdays: ["mon", "wed"], startTime: "18:00" },
  { weekdays: ["sat"], startTime: "10:00" },
] as const;

export async function seedDemoLiveClasses(
  tx: Database,
  input: { studentId: string; instructorId: string; today: Date },
): Promise<void> {
  const rows = await tx
    .select({ batchId: batches.id, courseId: courses.id, slug: courses.slug, title: courses.title })
    .from(enrollments)
    .innerJoin(batches, eq(batches.id, enrollments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(and(eq(enrollments.userId, input.studentId), ne(enrollments.status, "cancelled")));
  const todayLocal = calendarDateIn(schoolTimeZone, input.today);
  for (const [index, row] of rows.entries()) {
    const pattern = demoPatterns[index % demoPatterns.length]!;
    const [existing] = await tx
      .select({ id: liveSessions.id })
      .from(liveSessions)
      .where(eq(liveSessions.batchId, row.batchId))
      .limit(1);
    if (existing) continue;
    const schedule = {
      weekdays: [...pattern.weekdays],
      startTime: pattern.startTime,
      durationMinutes: 90,
      timeZone: schoolTimeZone,
      firstDate: addCalendarDays(todayLocal, -14),
      lastDate: addCalendarDays(todayLocal, 42),
    };
    await tx
      .insert(batchSchedules)
      .values({ batchId: row.batchId, ...schedule })
      .onConflictDoNothing();
    const [teaches] = await tx
      .select({ userId: courseInstructors.userId })
      .from(courseInstructors)
      .where(
        and(eq(courseInstructors.courseId, row.courseId), eq(courseInstructors.userId, input.instructorId)),
      )
      .limit(1);
    const times = generateSessionTimes(schedule);
    const inserted = await tx
      .insert(liveSessions)
      .values(
        times.map((time, number) => {
          const over = time.endsAt.getTime() <= input.today.getTime();
          return {
            batchId: row.batchId,
            topic: `${row.title}: live class ${number + 1}`,
            instructorId: teaches ? input.instructorId : null,
            startsAt: time.startsAt,
            durationMinutes: schedule.durationMinutes,
            timeZone: schedule.timeZone,
            status: over ? ("held" as const) : ("scheduled" as const),
            meetingUrl: `https://meet.jit.si/AILabs-${row.slug}-${row.batchId.slice(0, 8)}`,
            generated: true,
          };
        }),
      )
      .returning({ id: liveSessions.id, startsAt: liveSessions.startsAt, status: liveSessions.status });
    const firstHeld = inserted.find((session) => session.status === "held");
    if (firstHeld)
      await tx
        .insert(sessionAttendance)
        .values({
          sessionId: firstHeld.id,
          userId: input.studentId,
          source: "join_button",
          present: true,
          firstJoinedAt: sql`${firstHeld.startsAt.toISOString()}::timestamptz`,
        })
        .onConflictDoNothing();
  }
}
