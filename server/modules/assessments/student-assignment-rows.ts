import type { StudentAssignment } from "#contracts/student-assessments.ts";
import {
  type StudentAssignmentStatus,
  studentAssignmentStatuses,
} from "#contracts/student-assessments-text.ts";
import type { AssignmentDeps } from "./assignment-deps.ts";
import { defaultAssignmentSettings } from "./default-assignment-settings.ts";
import { learnerDue } from "./learner-due.ts";

// The student's assignments on the Assessments page (issue 16): each assignment lesson their courses show
// them, with its due moment for them (their batch's clock), their submission and its grade.

export type AssignmentLesson = {
  course: { slug: string; title: string };
  module: { title: string; opensOn: string | null };
  lesson: { id: string; title: string; locked: boolean };
};

function statusOf(
  lesson: AssignmentLesson["lesson"],
  submission: { status: "submitted" | "graded" } | undefined,
  dueAt: Date | null,
  closedLate: boolean,
  now: Date,
): StudentAssignmentStatus {
  if (submission) return submission.status;
  if (lesson.locked) return "locked";
  if (dueAt && dueAt.getTime() < now.getTime()) return closedLate ? "missed" : "overdue";
  return "to_do";
}

const rank = (status: StudentAssignmentStatus) => studentAssignmentStatuses.indexOf(status);
const dueOrder = (row: StudentAssignment) =>
  row.dueAt === null ? Number.MAX_SAFE_INTEGER : Date.parse(row.dueAt);

export async function studentAssignmentRows(
  deps: Pick<AssignmentDeps, "repository">,
  userId: string,
  found: readonly AssignmentLesson[],
  now: Date,
): Promise<StudentAssignment[]> {
  const { settings, submissions } = await deps.repository.studentAssignments(
    found.map((row) => row.lesson.id),
    userId,
  );
  // One due reading per course and rule: the learner's batch is the course's, whatever the assignment.
  const dues = new Map<string, ReturnType<typeof learnerDue>>();
  const rows: StudentAssignment[] = [];
  for (const { course, module, lesson } of found) {
    const rule = settings.get(lesson.id);
    const own = submissions.get(lesson.id);
    const key = rule ? `${rule.courseId}:${rule.dueDays}:${rule.dueTime}` : null;
    if (rule && key && !dues.has(key)) dues.set(key, learnerDue(deps, userId, rule.courseId, rule));
    const due = key ? await dues.get(key)! : null;
    const dueAt = own?.dueAt ?? due?.dueAt ?? null;
    const latePolicy = (rule ?? defaultAssignmentSettings).latePolicy;
    const graded = own?.status === "graded";
    rows.push({
      course,
      module: { title: module.title },
      lesson: { id: lesson.id, title: lesson.title },
      status: statusOf(lesson, own, dueAt, latePolicy === "closed", now),
      opensOn: lesson.locked ? module.opensOn : null,
      dueAt: dueAt?.toISOString() ?? null,
      timeZone: due?.timeZone ?? "UTC",
      latePolicy,
      submittedAt: own?.submittedAt.toISOString() ?? null,
      late: own?.late ?? false,
      score: graded ? own.score : null,
      possible: graded ? own.possible : null,
      percent: graded ? own.percent : null,
      passed: graded ? own.passed : null,
      // A grade is read against the pass mark it was given by; anything else against today's.
      passPercent: (graded ? own.gradedPassPercent : null) ?? (rule ?? defaultAssignmentSettings).passPercent,
    });
  }
  return rows.sort(
    (a, b) =>
      rank(a.status) - rank(b.status) ||
      (a.status === "to_do" || a.status === "overdue" ? dueOrder(a) - dueOrder(b) : 0),
  );
}
