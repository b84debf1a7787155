import { describe, expect, it } from "vitest";
import { courseDeadlines, dueThisWeek, type PacedCourse, type ScheduleRow } from "./course-deadlines.ts";

const course: PacedCourse = {
  courseId: "c1",
  batchId: "b1",
  slug: "ai-engineering",
  title: "AI Engineering",
  batchStart: "2026-10-26",
  endsOn: "2026-11-23",
};

/** Three modules: on enrollment, day 7, day 14; two required lessons and one optional in each. */
function rows(completed: string[] = []): ScheduleRow[] {
  const modules: [string, number | null][] = [
    ["m1", null],
    ["m2", 7],
    ["m3", 14],
  ];
  return modules.flatMap(([moduleId, opensAfterDays]) =>
    ["a", "b", "opt"].map((suffix) => ({
      courseId: "c1",
      moduleId,
      moduleTitle: `Module ${moduleId}`,
      opensAfterDays,
      lessonId: `${moduleId}-${suffix}`,
      required: suffix !== "opt",
      completed: completed.includes(`${moduleId}-${suffix}`),
    })),
  );
}

describe("course deadlines", () => {
  it("makes each module due when the next one opens and the last when the course ends", () => {
    const items = courseDeadlines([course], rows(), "2026-10-20");
    const due = items.filter((item) => item.kind === "module_due");
    expect(due.map((item) => [item.module.id, item.date, item.lessonsLeft])).toEqual([
      ["m1", "2026-11-02", 2],
      ["m2", "2026-11-09", 2],
      ["m3", "2026-11-23", 2],
    ]);
    expect(due[0]!.lessonId).toBe("m1-a");
  });

  it("counts only required lessons left and points at the first one left", () => {
    const items = courseDeadlines([course], rows(["m1-a", "m1-opt"]), "2026-10-28");
    const m1 = items.find((item) => item.module.id === "m1" && item.kind === "module_due")!;
    expect(m1.lessonsLeft).toBe(1);
    expect(m1.lessonId).toBe("m1-b");
  });

  it("drops a module once its required lessons are done, even with optional ones left", () => {
    const items = courseDeadlines([course], rows(["m1-a", "m1-b"]), "2026-10-28");
    expect(items.some((item) => item.module.id === "m1" && item.kind === "module_due")).toBe(false);
  });

  it("lists openings only while they are ahead", () => {
    const before = courseDeadlines([course], rows(), "2026-11-01");
    expect(before.filter((item) => item.kind === "module_opens").map((item) => item.date)).toEqual([
      "2026-11-02",
      "2026-11-09",
    ]);
    const on = courseDeadlines([course], rows(), "2026-11-02");
    expect(on.filter((item) => item.kind === "module_opens").map((item) => item.date)).toEqual([
      "2026-11-09",
    ]);
  });

  it("keeps calendar dates across the November DST change (Nov 1, 2026)", () => {
    // The batch starts in EDT; module 2 opens and module 1 falls due a week later in EST, on the same date.
    const items = courseDeadlines([course], rows(), "2026-10-31");
    expect(items.find((item) => item.module.id === "m1" && item.kind === "module_due")!.date).toBe(
      "2026-11-02",
    );
    expect(items.find((item) => item.module.id === "m2" && item.kind === "module_opens")!.date).toBe(
      "2026-11-02",
    );
  });

  it("marks work past its date as overdue, and the day itself as not", () => {
    const onDay = courseDeadlines([course], rows(), "2026-11-02");
    expect(onDay.find((item) => item.module.id === "m1")!.overdue).toBe(false);
    const after = courseDeadlines([course], rows(), "2026-11-03");
    expect(after.find((item) => item.module.id === "m1")!.overdue).toBe(true);
  });

  it("skips modules with the same opening when finding the next date, and empty modules", () => {
    const same: ScheduleRow[] = [
      { ...rows()[0]!, moduleId: "x1", opensAfterDays: 0 },
      { ...rows()[0]!, moduleId: "x2", opensAfterDays: 0, lessonId: "x2-a" },
      { ...rows()[0]!, moduleId: "x3", opensAfterDays: 10, lessonId: null, required: null },
    ];
    const items = courseDeadlines([course], same, "2026-10-20");
    expect(
      items.filter((item) => item.kind === "module_due").map((item) => [item.module.id, item.date]),
    ).toEqual([
      ["x1", "2026-11-05"],
      ["x2", "2026-11-05"],
    ]);
    // The empty module has no lesson to open, so it is no item.
    expect(items.some((item) => item.module.id === "x3")).toBe(false);
  });

  it("orders by date, a deadline before an opening on the same day", () => {
    const items = courseDeadlines([course], rows(), "2026-10-28");
    expect(items.slice(0, 2).map((item) => [item.kind, item.date])).toEqual([
      ["module_due", "2026-11-02"],
      ["module_opens", "2026-11-02"],
    ]);
  });
});

describe("due this week", () => {
  it("keeps today to today plus six, past-due first, and counts what the limit left out", () => {
    const items = courseDeadlines([course], rows(), "2026-11-10");
    const week = dueThisWeek(items, "2026-11-10", 1);
    expect(week.weekEnds).toBe("2026-11-16");
    expect(week.items.map((item) => [item.module.id, item.overdue])).toEqual([["m1", true]]);
    expect(week.more).toBe(1); // m2, past due since Nov 9; m3 is due Nov 23, after the week
    expect(week.next).toBeNull();
  });

  it("names the next thing ahead when the week is empty", () => {
    const items = courseDeadlines([course], rows(), "2026-10-20");
    const week = dueThisWeek(items, "2026-10-20", 6);
    expect(week.items).toEqual([]);
    expect(week.next).toMatchObject({ kind: "module_due", date: "2026-11-02" });
  });

  it("includes the week's last day and not the day after", () => {
    const dayBefore = dueThisWeek(courseDeadlines([course], rows(), "2026-10-26"), "2026-10-26", 6);
    expect(dayBefore.weekEnds).toBe("2026-11-01");
    expect(dayBefore.items).toEqual([]);
    expect(dayBefore.next!.date).toBe("2026-11-02");
    const lastDay = dueThisWeek(courseDeadlines([course], rows(), "2026-10-27"), "2026-10-27", 6);
    expect(lastDay.weekEnds).toBe("2026-11-02");
    expect(lastDay.items.map((item) => [item.kind, item.date])).toEqual([
      ["module_due", "2026-11-02"],
      ["module_opens", "2026-11-02"],
    ]);
    expect(lastDay.next).toBeNull();
  });
});
