import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserCertificates } from "#contracts/admin-certificates.ts";
import { adminCertificateMessages } from "#contracts/admin-certificates-text.ts";
import { certificateIssuingApi } from "#contracts/api/certificate-issuing.ts";
import { certificatesApi } from "#contracts/api/certificates.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { gradingApi } from "#contracts/api/grading.ts";
import { learningApi } from "#contracts/api/learning.ts";
import type { StudentCertificates } from "#contracts/student-certificates.ts";
import { assignmentSubmissions, assignments } from "#server/db/schema/assessments.ts";
import { courseInstructorProfiles, courses, instructors } from "#server/db/schema/catalog.ts";
import { certificateRules, certificates } from "#server/db/schema/certificates.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { liveSessions, sessionAttendance } from "#server/db/schema/live-classes.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Issuing certificates (issue 16): the course's rule read from the student's record (required lessons,
// required assignments passed, batch attendance), issued once with its mail when met, by hand by an admin,
// revoked with a reason, and the student's own list with what is left.

let t: TestApp;
let sink: SmtpSink;
const s = {} as Record<"admin" | "teacher" | "outsider", Visitor>;

type Course = { id: string; slug: string; lessonIds: string[]; assignmentId: string };

/** A course of its own: three required articles, one optional, one required assignment with no rubric. */
async function makeCourse(slug: string, teacherId: string): Promise<Course> {
  const { db } = t.database;
  const [course] = await db
    .insert(courses)
    .values({
      slug,
      title: `Course ${slug}`,
      summary: "A course.",
      level: "beginner",
      durationWeeks: 4,
      priceCents: 1000,
    })
    .returning({ id: courses.id });
  const [module] = await db
    .insert(courseModules)
    .values({ courseId: course!.id, position: 0, title: "Module one" })
    .returning({ id: courseModules.id });
  const lessonRow = (position: number, kind: "article" | "assignment", required = true) => ({
    moduleId: module!.id,
    courseId: course!.id,
    position,
    title: `${kind} ${position}`,
    kind,
    required,
    status: "published" as const,
  });
  const rows = await db
    .insert(lessons)
    .values([
      lessonRow(0, "article"),
      lessonRow(1, "article"),
      lessonRow(2, "article"),
      lessonRow(3, "article", false),
      lessonRow(4, "assignment"),
    ])
    .returning({ id: lessons.id, kind: lessons.kind, required: lessons.required });
  const assignmentId = rows.find((row) => row.kind === "assignment")!.id;
  await db
    .insert(assignments)
    .values({ lessonId: assignmentId, courseId: course!.id, points: 10, passPercent: 50 });
  await db.insert(courseInstructors).values({ userId: teacherId, courseId: course!.id });
  const [profile] = await db
    .insert(instructors)
    .values({ slug: `teacher-${slug}`, name: "Leo Park", bio: "Teaches." })
    .returning({ id: instructors.id });
  await db.insert(courseInstructorProfiles).values({ courseId: course!.id, instructorId: profile!.id });
  return {
    id: course!.id,
    slug,
    lessonIds: rows.filter((row) => row.kind === "article" && row.required).map((row) => row.id),
    assignmentId,
  };
}

async function enrolledStudent(course: Course, batchId: string | null = null) {
  const account = await createAccount(t.database.db);
  await t.database.db.insert(enrollments).values({ userId: account.id, courseId: course.id, batchId });
  return { account, visitor: await signedIn(t.app, account) };
}

const complete = (who: Visitor, course: Course, lessonId: string) =>
  call(
    t.app,
    who,
    "PUT",
    endpointUrl(learningApi.setCompletion, { params: { courseSlug: course.slug, lessonId } }),
    {
      completed: true,
    },
  );

/** Hands in the assignment and has the teacher grade it with `score` out of 10. */
async function gradedAssignment(course: Course, account: TestAccount, batchId: string | null, score: number) {
  const [row] = await t.database.db
    .insert(assignmentSubmissions)
    .values({
      lessonId: course.assignmentId,
      courseId: course.id,
      userId: account.id,
      batchId,
      repoUrl: "https://github.com/a/b",
    })
    .returning({ id: assignmentSubmissions.id });
  const seen = await call(
    t.app,
    s.teacher,
    "GET",
    endpointUrl(gradingApi.submission, { params: { submissionId: row!.id } }),
  );
  const graded = await call(
    t.app,
    s.teacher,
    "POST",
    endpointUrl(gradingApi.returnGrade, { params: { submissionId: row!.id } }),
    {
      rubricChoices: {},
      score,
      comments: "",
      expectedVersion: 1,
      expectedAssignmentUpdatedAt: (seen.json() as { assignment: { updatedAt: string | null } }).assignment
        .updatedAt,
    },
  );
  expect(graded.statusCode, graded.body).toBe(200);
}

const standing = (userId: string, courseId: string) =>
  t.database.db
    .select({
      code: certificates.code,
      issuedBy: certificates.issuedBy,
      recipientName: certificates.recipientName,
      instructorNames: certificates.instructorNames,
    })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));

const mine = async (who: Visitor) => {
  const response = await call(t.app, who, "GET", endpointUrl(certificateIssuingApi.mine));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StudentCertificates;
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: "http://learn.ailabs.test" });
  const { db } = t.database;
  const admin = await createAccount(db, { role: "admin" });
  const teacher = await createAccount(db, { role: "instructor" });
  const outsider = await createAccount(db);
  s.admin = await signedIn(t.app, admin);
  s.teacher = await signedIn(t.app, teacher);
  s.outsider = await signedIn(t.app, outsider);
  (s as Record<string, unknown>).teacherId = teacher.id;
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const teacherId = () => (s as unknown as { teacherId: string }).teacherId;

describe("issued when the rule is met", () => {
  it("waits for every required lesson and a passing grade, then issues once with a mail that links the page", async () => {
    const course = await makeCourse("rules-a", teacherId());
    const { account, visitor } = await enrolledStudent(course);
    for (const lessonId of course.lessonIds)
      expect((await complete(visitor, course, lessonId)).statusCode).toBe(200);
    await t.app.background.settled();
    expect(await standing(account.id, course.id)).toEqual([]);

    // What is left: the assignment, not yet handed in; the optional lesson never counts.
    const before = await mine(visitor);
    expect(before.certificates).toEqual([]);
    const open = before.courses.find((entry) => entry.course.slug === course.slug)!;
    expect(open.progress).toMatchObject({
      met: false,
      lessons: { done: 3, total: 3, missing: [] },
      assessments: {
        passed: 0,
        total: 1,
        missing: [{ id: course.assignmentId, kind: "assignment", state: "not_started" }],
      },
      attendance: null,
    });

    // A failing grade leaves it unmet; nothing is issued.
    await gradedAssignment(course, account, null, 4);
    await t.app.background.settled();
    expect(await standing(account.id, course.id)).toEqual([]);
    const failed = await mine(visitor);
    expect(
      failed.courses.find((entry) => entry.course.slug === course.slug)!.progress.assessments.missing[0]!
        .state,
    ).toBe("not_passed");
  });

  it("issues on the passing grade that completes the last required lesson", async () => {
    const course = await makeCourse("rules-b", teacherId());
    const { account, visitor } = await enrolledStudent(course);
    for (const lessonId of course.lessonIds) await complete(visitor, course, lessonId);
    await gradedAssignment(course, account, null, 8);
    await t.app.background.settled();
    const [issued] = await standing(account.id, course.id);
    expect(issued).toMatchObject({
      issuedBy: null,
      recipientName: account.name,
      instructorNames: ["Leo Park"],
    });

    const mail = await sink.waitFor(
      (m) => m.to.includes(account.email) && m.subject === `Your certificate for Course rules-b`,
    );
    expect(mail.text).toContain(`http://learn.ailabs.test/certificates/${issued!.code}`);
    expect(mail.text).toContain(issued!.code);

    // The public check says valid; the student's list has it with its downloads; the course left the open list.
    const verify = await call(
      t.app,
      null,
      "GET",
      endpointUrl(certificatesApi.verify, { params: { code: issued!.code } }),
    );
    expect(verify.json()).toMatchObject({ status: "valid", recipientName: account.name });
    const list = await mine(visitor);
    expect(list.certificates).toMatchObject([
      {
        code: issued!.code,
        status: "valid",
        course: { slug: course.slug },
        pdfPath: `/api/certificates/${issued!.code}/pdf`,
      },
    ]);
    expect(list.certificates[0]!.linkedInUrl).toContain("https://www.linkedin.com/profile/add?");
    expect(list.courses.some((entry) => entry.course.slug === course.slug)).toBe(false);

    // Completing again (or anything else) never issues a second one.
    await complete(visitor, course, course.lessonIds[0]!);
    await t.app.certificateSweep.sweep();
    await t.app.background.settled();
    expect(await standing(account.id, course.id)).toHaveLength(1);
  });

  it("needs the batch's attendance share, which the sweep notices once sessions are attended", async () => {
    const course = await makeCourse("rules-c", teacherId());
    await t.database.db.insert(certificateRules).values({ courseId: course.id, attendancePercent: 75 });
    const batchId = await createBatch(t.database.db, course.id, "2001-01-01");
    const { account, visitor } = await enrolledStudent(course, batchId);
    const held = await t.database.db
      .insert(liveSessions)
      .values(
        [1, 2, 3, 4].map((day) => ({
          batchId,
          topic: `Session ${day}`,
          startsAt: new Date(Date.UTC(2026, 0, day, 15)),
          durationMinutes: 60,
          timeZone: "America/New_York",
        })),
      )
      .returning({ id: liveSessions.id });
    // A session still to come counts for nobody yet; a cancelled one never does.
    await t.database.db.insert(liveSessions).values([
      {
        batchId,
        topic: "Future",
        startsAt: new Date(Date.now() + 86_400_000),
        durationMinutes: 60,
        timeZone: "UTC",
      },
      {
        batchId,
        topic: "Cancelled",
        startsAt: new Date("2026-01-05T15:00:00Z"),
        durationMinutes: 60,
        timeZone: "UTC",
        status: "cancelled",
      },
    ]);
    await t.database.db
      .insert(sessionAttendance)
      .values(
        held
          .slice(0, 2)
          .map((session) => ({ sessionId: session.id, userId: account.id, source: "manual" as const })),
      );
    for (const lessonId of course.lessonIds) await complete(visitor, course, lessonId);
    await gradedAssignment(course, account, batchId, 10);
    await t.app.background.settled();
    expect(await standing(account.id, course.id)).toEqual([]);
    const open = (await mine(visitor)).courses.find((entry) => entry.course.slug === course.slug)!;
    expect(open.progress.attendance).toEqual({
      requiredPercent: 75,
      held: 4,
      attended: 2,
      percent: 50,
      met: false,
    });

    await t.database.db
      .insert(sessionAttendance)
      .values({ sessionId: held[2]!.id, userId: account.id, source: "manual" });
    expect(await t.app.certificateSweep.sweep()).toBe(1);
    expect(await standing(account.id, course.id)).toHaveLength(1);
  });

  it("leaves a course set to issue by hand to an admin", async () => {
    const course = await makeCourse("rules-d", teacherId());
    await t.database.db.insert(certificateRules).values({ courseId: course.id, autoIssue: false });
    const { account, visitor } = await enrolledStudent(course);
    for (const lessonId of course.lessonIds) await complete(visitor, course, lessonId);
    await gradedAssignment(course, account, null, 10);
    await t.app.certificateSweep.sweep();
    await t.app.background.settled();
    expect(await standing(account.id, course.id)).toEqual([]);
    const open = (await mine(visitor)).courses.find((entry) => entry.course.slug === course.slug)!;
    expect(open).toMatchObject({ issuedByHand: true, progress: { met: true } });
  });
});

describe("a revocation", () => {
  it("is not undone by the next check: a revoked certificate is reissued by an admin only", async () => {
    const course = await makeCourse("revoke-auto", teacherId());
    const { account, visitor } = await enrolledStudent(course);
    for (const lessonId of course.lessonIds) await complete(visitor, course, lessonId);
    await gradedAssignment(course, account, null, 9);
    await t.app.background.settled();
    const [issued] = await standing(account.id, course.id);
    expect(issued).toBeDefined();
    const revoke = await call(
      t.app,
      s.admin,
      "POST",
      endpointUrl(certificateIssuingApi.revoke, { params: { code: issued!.code } }),
      { reason: "Plagiarism" },
    );
    expect(revoke.statusCode).toBe(200);
    // Unticking and ticking a lesson, and the sweep, issue nothing new.
    await call(
      t.app,
      visitor,
      "PUT",
      endpointUrl(learningApi.setCompletion, {
        params: { courseSlug: course.slug, lessonId: course.lessonIds[0]! },
      }),
      { completed: false },
    );
    await complete(visitor, course, course.lessonIds[0]!);
    await t.app.certificateSweep.sweep();
    await t.app.background.settled();
    expect(await standing(account.id, course.id)).toHaveLength(1);
    const [only] = await standing(account.id, course.id);
    expect(only!.code).toBe(issued!.code);
  });
});

describe("an admin's tools", () => {
  it("issues by hand with a mail, refuses a second, revokes with a reason the public page shows", async () => {
    const course = await makeCourse("manual-a", teacherId());
    const { account, visitor } = await enrolledStudent(course);
    const ofUser = endpointUrl(certificateIssuingApi.ofUser, { params: { id: account.id } });
    const listed = (await call(t.app, s.admin, "GET", ofUser)).json() as AdminUserCertificates;
    expect(listed).toEqual({
      certificates: [],
      issuable: [{ slug: course.slug, title: `Course ${course.slug}` }],
    });

    const issueUrl = endpointUrl(certificateIssuingApi.issue, { params: { id: account.id } });
    const issued = await call(t.app, s.admin, "POST", issueUrl, { courseSlug: course.slug });
    expect(issued.statusCode, issued.body).toBe(200);
    const after = issued.json() as AdminUserCertificates;
    expect(after.issuable).toEqual([]);
    const code = after.certificates[0]!.code;
    await sink.waitFor((m) => m.to.includes(account.email) && m.text.includes(code));
    const [row] = await standing(account.id, course.id);
    expect(row!.issuedBy).not.toBeNull();

    const again = await call(t.app, s.admin, "POST", issueUrl, { courseSlug: course.slug });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(adminCertificateMessages.alreadyHeld);
    const notEnrolled = await call(t.app, s.admin, "POST", issueUrl, { courseSlug: "rules-a" });
    expect(notEnrolled.statusCode).toBe(404);

    const revokeUrl = (raw: string) => endpointUrl(certificateIssuingApi.revoke, { params: { code: raw } });
    const empty = await call(t.app, s.admin, "POST", revokeUrl(code), { reason: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(adminCertificateMessages.reasonRequired);
    // Any spelling of the code finds it.
    const revoked = await call(t.app, s.admin, "POST", revokeUrl(code.toLowerCase().replaceAll("-", "")), {
      reason: "Issued in error",
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const verify = await call(t.app, null, "GET", endpointUrl(certificatesApi.verify, { params: { code } }));
    expect(verify.json()).toMatchObject({ status: "revoked", revokedReason: "Issued in error" });
    expect((await call(t.app, s.admin, "POST", revokeUrl(code), { reason: "Again" })).statusCode).toBe(409);
    expect(
      (await call(t.app, s.admin, "POST", revokeUrl("ZZZZ-ZZZZ-ZZZZ-ZZZZ"), { reason: "x" })).statusCode,
    ).toBe(404);

    // The student sees it revoked, with the reason and no downloads, and the course open again.
    const list = await mine(visitor);
    expect(list.certificates).toMatchObject([
      { code, status: "revoked", revokedReason: "Issued in error", pdfPath: null },
    ]);
    expect(list.courses.map((entry) => entry.course.slug)).toContain(course.slug);
    // A new one may follow a revoked one.
    expect((await call(t.app, s.admin, "POST", issueUrl, { courseSlug: course.slug })).statusCode).toBe(200);
  });

  it("are for admins only, and need the CSRF token", async () => {
    const course = await makeCourse("manual-b", teacherId());
    const { account } = await enrolledStudent(course);
    const issueUrl = endpointUrl(certificateIssuingApi.issue, { params: { id: account.id } });
    expect((await call(t.app, s.teacher, "POST", issueUrl, { courseSlug: course.slug })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(
          t.app,
          s.outsider,
          "GET",
          endpointUrl(certificateIssuingApi.ofUser, { params: { id: account.id } }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await call(t.app, null, "GET", endpointUrl(certificateIssuingApi.mine))).statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: "POST",
      url: issueUrl,
      payload: { courseSlug: course.slug },
      headers: { cookie: s.admin.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect(await standing(account.id, course.id)).toEqual([]);
  });
});

describe("at once", () => {
  it("issues one certificate however many checks race", async () => {
    const course = await makeCourse("race-a", teacherId());
    const { account } = await enrolledStudent(course);
    await t.database.db.update(lessons).set({ required: false }).where(eq(lessons.courseId, course.id));
    const results = await Promise.all(Array.from({ length: 5 }, () => t.app.certificateSweep.sweep()));
    expect(results.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    // The sweep reads enrollments at 100% progress only: this one was never marked, so issue it directly.
    expect(await standing(account.id, course.id)).toHaveLength(0);
    await t.database.db.update(enrollments).set({ progress: 100 }).where(eq(enrollments.userId, account.id));
    const raced = await Promise.all(Array.from({ length: 5 }, () => t.app.certificateSweep.sweep()));
    expect(raced.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await standing(account.id, course.id)).toHaveLength(1);
  });
});

describe("a course's rule", () => {
  it("is set by the course's instructors and admins, checked, and followed by the next check", async () => {
    const course = await makeCourse("rule-editor", teacherId());
    const url = endpointUrl(certificateIssuingApi.rule, { params: { courseSlug: course.slug } });
    const saveUrl = endpointUrl(certificateIssuingApi.saveRule, { params: { courseSlug: course.slug } });
    expect((await call(t.app, s.teacher, "GET", url)).json()).toEqual({
      autoIssue: true,
      attendancePercent: null,
      updatedAt: null,
    });
    const bad = await call(t.app, s.teacher, "PUT", saveUrl, { autoIssue: true, attendancePercent: 0 });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(t.app, s.outsider, "PUT", saveUrl, { autoIssue: false, attendancePercent: null }))
        .statusCode,
    ).toBe(403);
    const otherTeacher = await signedIn(t.app, await createAccount(t.database.db, { role: "instructor" }));
    expect((await call(t.app, otherTeacher, "GET", url)).statusCode).toBe(403);
    const noToken = await t.app.inject({
      method: "PUT",
      url: saveUrl,
      payload: { autoIssue: false, attendancePercent: null },
      headers: { cookie: s.teacher.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect((await call(t.app, s.teacher, "GET", url)).json()).toMatchObject({ updatedAt: null });
    const saved = await call(t.app, s.teacher, "PUT", saveUrl, { autoIssue: false, attendancePercent: 80 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      autoIssue: false,
      attendancePercent: 80,
      updatedAt: expect.any(String),
    });
    expect((await call(t.app, s.admin, "GET", url)).json()).toMatchObject({
      autoIssue: false,
      attendancePercent: 80,
    });

    // Issued by hand only now: finishing everything issues nothing.
    const { account, visitor } = await enrolledStudent(course);
    for (const lessonId of course.lessonIds) await complete(visitor, course, lessonId);
    await gradedAssignment(course, account, null, 10);
    await t.app.background.settled();
    expect(await standing(account.id, course.id)).toEqual([]);
  });
});
