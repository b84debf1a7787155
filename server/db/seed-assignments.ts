import { asc, eq, max } from "drizzle-orm";
import { type AssignmentSettings, assignmentSettingsSchema } from "#contracts/assignment.ts";
import type { Database } from "./client.ts";
import { assignments } from "./schema/assessments.ts";
import { courses } from "./schema/catalog.ts";
import { courseModules, lessons } from "./schema/learning.ts";
import { siteSettings } from "./schema/settings.ts";

// An assignment at the end of the first module of the AI Engineers course (issue 16): the module's lab,
// handed in as a repository and a short report, graded with a three-criterion rubric, so the demo has work
// to submit and grade. Optional (it does not move the progress other pages show) and seeded once: a marker
// in site_settings remembers it, so an instructor who deletes or rewrites it never sees it come back.

const slug = "ai-engineers";
const markerKey = "seeded_assignment:ai-engineers:foundations";
export const seededAssignmentTitle = "Assignment: ship the streaming chat service";

const body = `Time to hand in the module's lab. You built a streaming chat service in FastAPI; now make it something
a colleague could run, read and trust, and tell us what you learned about latency and cost along the way.`;

const instructions = `## What to hand in

1. **Your repository**: the chat service from the lab, with a \`README.md\` that says how to run it locally
   (\`uvicorn app.main:app\`), which model it calls and which environment variables it needs. Keep your API key
   out of the repository.
2. **A short report** (PDF, two pages at most):
   - the time to first token and the total time of five requests, measured with streaming on and off;
   - the cost of those requests, from the token counts the API returned;
   - one change you would make before real users arrive, and why.

You may hand in a notebook (\`.ipynb\`) with your measurements instead of the report's tables.

## How it is graded

The rubric below says what each level looks like. You can resubmit as often as you like until your work is
graded; each submission replaces the one before.`;

export const seededAssignmentSettings: AssignmentSettings = assignmentSettingsSchema.parse({
  instructions,
  dueDays: 7,
  dueTime: "23:59",
  latePolicy: "accept_marked",
  acceptFiles: true,
  acceptRepoUrl: true,
  points: 100,
  passPercent: 60,
  rubric: [
    {
      id: "service",
      title: "The service works",
      description: "It streams tokens as they arrive, handles a failed model call, and runs from the README.",
      levels: [
        {
          id: "solid",
          title: "Solid",
          description: "Streams, retries transient errors, runs first time.",
          points: 40,
        },
        {
          id: "working",
          title: "Working",
          description: "Streams, but errors or set-up need fixing.",
          points: 25,
        },
        {
          id: "partial",
          title: "Partial",
          description: "Does not stream, or does not run as described.",
          points: 10,
        },
      ],
    },
    {
      id: "measurements",
      title: "Latency and cost",
      description: "Time to first token, total time and cost, streaming on and off, from real requests.",
      levels: [
        {
          id: "measured",
          title: "Measured",
          description: "All figures, with how they were taken.",
          points: 35,
        },
        {
          id: "estimated",
          title: "Estimated",
          description: "Some figures missing or not measured.",
          points: 20,
        },
        { id: "missing", title: "Missing", description: "No usable figures.", points: 0 },
      ],
    },
    {
      id: "judgement",
      title: "Next step",
      description: "One change before real users, argued from the figures.",
      levels: [
        {
          id: "argued",
          title: "Argued",
          description: "A clear change, tied to the measurements.",
          points: 25,
        },
        {
          id: "named",
          title: "Named",
          description: "A sensible change, not tied to the figures.",
          points: 12,
        },
        { id: "absent", title: "Absent", description: "No change proposed.", points: 0 },
      ],
    },
  ],
});

export async function seedAssignments(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [marker] = await tx.select().from(siteSettings).where(eq(siteSettings.key, markerKey));
    if (marker) return;
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
    if (!course) return;
    const [firstModule] = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.courseId, course.id))
      .orderBy(asc(courseModules.position))
      .limit(1);
    if (!firstModule) return;
    const [last] = await tx
      .select({ position: max(lessons.position) })
      .from(lessons)
      .where(eq(lessons.moduleId, firstModule.id));
    const [lesson] = await tx
      .insert(lessons)
      .values({
        moduleId: firstModule.id,
        courseId: course.id,
        position: (last?.position ?? -1) + 1,
        title: seededAssignmentTitle,
        kind: "assignment",
        durationMinutes: 120,
        status: "published",
        required: false,
        body,
      })
      .returning({ id: lessons.id });
    await tx.insert(assignments).values({
      lessonId: lesson!.id,
      courseId: course.id,
      ...seededAssignmentSettings,
    });
    await tx.insert(siteSettings).values({ key: markerKey, value: lesson!.id });
  });
}
