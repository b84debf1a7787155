import { describe, expect, it } from "vitest";
import { type CertificateFacts, certificateProgress } from "./certificate-progress.ts";

const lesson = (id: string, kind: string, over: { required?: boolean; completed?: boolean } = {}) => ({
  id,
  title: `Lesson ${id}`,
  kind,
  required: over.required ?? true,
  completed: over.completed ?? false,
});

const facts = (over: Partial<CertificateFacts> = {}): CertificateFacts => ({
  lessons: [],
  quizzesPassed: new Set(),
  quizzesTried: new Set(),
  submissions: new Map(),
  attendance: null,
  attendancePercent: null,
  ...over,
});

describe("certificateProgress", () => {
  it("is met by a course with nothing required", () => {
    expect(certificateProgress(facts()).met).toBe(true);
    expect(certificateProgress(facts({ lessons: [lesson("a", "article", { required: false })] })).met).toBe(
      true,
    );
  });

  it("needs every required lesson complete, and names the ones left in course order", () => {
    const progress = certificateProgress(
      facts({
        lessons: [
          lesson("a", "article", { completed: true }),
          lesson("b", "video"),
          lesson("c", "resources", { required: false }),
          lesson("d", "live_session"),
        ],
      }),
    );
    expect(progress.met).toBe(false);
    expect(progress.lessons).toEqual({
      done: 1,
      total: 3,
      missing: [
        { id: "b", title: "Lesson b" },
        { id: "d", title: "Lesson d" },
      ],
    });
  });

  it("needs required quizzes passed and required assignments graded as passed, not merely completed", () => {
    const lessons = [
      lesson("q1", "quiz", { completed: true }),
      lesson("q2", "quiz"),
      lesson("q3", "quiz"),
      lesson("practice", "quiz", { required: false }),
      lesson("a1", "assignment"),
      lesson("a2", "assignment"),
      lesson("a3", "assignment"),
      lesson("a4", "assignment"),
    ];
    const progress = certificateProgress(
      facts({
        lessons,
        quizzesPassed: new Set(["q1"]),
        quizzesTried: new Set(["q1", "q2"]),
        submissions: new Map([
          ["a1", { status: "graded", passed: true }],
          ["a2", { status: "graded", passed: false }],
          ["a3", { status: "submitted", passed: null }],
        ]),
      }),
    );
    expect(progress.met).toBe(false);
    expect(progress.assessments.passed).toBe(2);
    expect(progress.assessments.total).toBe(7);
    expect(progress.assessments.missing.map((m) => [m.id, m.kind, m.state])).toEqual([
      ["q2", "quiz", "not_passed"],
      ["q3", "quiz", "not_started"],
      ["a2", "assignment", "not_passed"],
      ["a3", "assignment", "awaiting_grade"],
      ["a4", "assignment", "not_started"],
    ]);
    // Assessments do not count among the plain lessons.
    expect(progress.lessons.total).toBe(0);
  });

  it("needs the set share of held live sessions attended in a batch", () => {
    const atShare = certificateProgress(
      facts({ attendance: { held: 10, attended: 8 }, attendancePercent: 80 }),
    );
    expect(atShare.attendance).toEqual({
      requiredPercent: 80,
      held: 10,
      attended: 8,
      percent: 80,
      met: true,
    });
    expect(atShare.met).toBe(true);
    const below = certificateProgress(facts({ attendance: { held: 3, attended: 2 }, attendancePercent: 70 }));
    expect(below.attendance).toMatchObject({ percent: 66.67, met: false });
    expect(below.met).toBe(false);
    const noneHeld = certificateProgress(
      facts({ attendance: { held: 0, attended: 0 }, attendancePercent: 90 }),
    );
    expect(noneHeld.attendance).toMatchObject({ percent: 100, met: true });
  });

  it("asks no attendance of self-paced students or when the course sets no share", () => {
    expect(certificateProgress(facts({ attendance: null, attendancePercent: 80 })).attendance).toBeNull();
    expect(
      certificateProgress(facts({ attendance: { held: 5, attended: 0 }, attendancePercent: null }))
        .attendance,
    ).toBeNull();
  });
});
