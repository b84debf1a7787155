import { and, asc, eq, gte, isNull, like, sql } from "drizzle-orm";
import { courseProgress } from "#server/modules/learning/progress-math.ts";
import type { Database } from "./client.ts";
import { type DemoAccount, demoAccounts } from "./demo-accounts.ts";
import { pageViews } from "./schema/analytics.ts";
import { users } from "./schema/auth.ts";
import { batches, courses } from "./schema/catalog.ts";
import { courseInstructors, enrollments } from "./schema/enrollments.ts";
import { leads } from "./schema/leads.ts";
import { courseModules, lessonProgress, lessons } from "./schema/learning.ts";
import { newsletterSubscribers } from "./schema/newsletter.ts";
import { seedDemoCertificates } from "./seed-certificates.ts";
import { seedDemoCommunity } from "./seed-community.ts";
import { seedDemoLandingPage } from "./seed-landing-pages.ts";
import { seedDemoLiveClasses } from "./seed-live-classes.ts";

// Demo data so every portal shows something on a fresh development database (SEED_DEMO_DATA=true, which
// `npm run dev` and the end-to-end server set; production never does by default). Idempotent: each part
// is written only when missing, and nothing a person changed since (a password, a progress) is reset.

export type SeedDemoOptions = {
  hashPassword: (password: string) => Promise<string>;
  today?: Date;
};

/** The instructor teaches these courses (by slug). */
const taughtCourses = ["ai-engineers", "machine-learning"] as const;

/**
 * The student's enrollments: with a batch (the course's next one) or self-paced, and how many of the
 * course's first lessons they completed (all in the first module, the one open before a batch starts).
 * Progress is computed from those completions, as the player computes it.
 */
const studentEnrollments = [
  { courseSlug: "ai-engineers", withBatch: true, completedLessons: 3 },
  { courseSlug: "machine-learning", withBatch: true, completedLessons: 2 },
  { courseSlug: "prompt-engineering", withBatch: false, completedLessons: 0 },
] as const;

const demoLeads = [
  {
    key: "demo-lead-1",
    kind: "contact",
    status: "new",
    name: "Jordan Blake",
    company: "Northwind Logistics",
  },
  {
    key: "demo-lead-2",
    kind: "contact",
    status: "contacted",
    name: "Aisha Khan",
    company: "Brightline Health",
  },
  { key: "demo-lead-3", kind: "callback", status: "new", name: "Tomás Rivera", company: undefined },
  { key: "demo-lead-4", kind: "callback", status: "converted", name: "Mei Tanaka", company: undefined },
  { key: "demo-lead-5", kind: "chat", status: "new", name: "Oliver Grant", company: undefined },
] as const;

const demoSubscribers = [
  { email: "ravi.menon@example.com", status: "subscribed" },
  { email: "claire.dubois@example.com", status: "subscribed" },
  { email: "noah.fischer@example.com", status: "unsubscribed" },
] as const;

// Repeats weight the paths: the home page gets the most views, so the top-paths list has a clear order.
const demoReferrers = ["www.google.com", "www.linkedin.com", "news.ycombinator.com", "www.bing.com"];
const demoPaths = [
  "/",
  "/courses",
  "/",
  "/courses/ai-engineers",
  "/ai-bootcamp",
  "/",
  "/courses",
  "/courses/machine-learning",
  "/courses/prompt-engineering",
  "/about",
  "/courses/checkout",
] as const;

const demoVisitorPrefix = "demo-";

function utcDay(today: Date, offsetDays: number): string {
  return new Date(today.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function ensureUser(db: Database, account: DemoAccount, options: SeedDemoOptions): Promise<string> {
  const find = async () => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, account.username.toLowerCase()))
      .limit(1);
    return row?.id;
  };
  const existing = await find();
  if (existing) {
    // Demo accounts count as verified (decision 0019), also those seeded before verification existed,
    // as long as they still have their demo address.
    await db
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(users.id, existing), eq(users.email, account.email), isNull(users.emailVerifiedAt)));
    return existing;
  }
  await db
    .insert(users)
    .values({
      name: account.name,
      username: account.username,
      email: account.email,
      role: account.role,
      passwordHash: await options.hashPassword(account.password),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error(`demo account ${account.username} could not be created (email taken?)`);
  return created;
}

export async function seedDemoData(db: Database, options: SeedDemoOptions): Promise<void> {
  const today = options.today ?? new Date();
  const todayDay = utcDay(today, 0);
  // Hashing is slow on purpose, so accounts are made before the transaction that holds the connection.
  const ids = {
    student: await ensureUser(db, demoAccounts.student, options),
    instructor: await ensureUser(db, demoAccounts.instructor, options),
  };
  await ensureUser(db, demoAccounts.admin, options);
  await ensureUser(db, demoAccounts.digitalMarketer, options);

  await db.transaction(async (tx) => {
    const courseRows = await tx.select({ id: courses.id, slug: courses.slug }).from(courses);
    const courseId = new Map(courseRows.map((row) => [row.slug, row.id]));

    for (const slug of taughtCourses) {
      const id = courseId.get(slug);
      if (!id) continue;
      await tx
        .insert(courseInstructors)
        .values({ courseId: id, userId: ids.instructor })
        .onConflictDoNothing();
    }

    for (const plan of studentEnrollments) {
      const id = courseId.get(plan.courseSlug);
      if (!id) continue;
      // One enrollment per course, whichever batch it got when first seeded (next month's seed adds new batches).
      const [existing] = await tx
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, ids.student), eq(enrollments.courseId, id)))
        .limit(1);
      if (existing) continue;
      const [batch] = plan.withBatch
        ? await tx
            .select({ id: batches.id })
            .from(batches)
            .where(and(eq(batches.courseId, id), gte(batches.startDate, todayDay)))
            .orderBy(asc(batches.startDate))
            .limit(1)
        : [];
      const done = await tx
        .select({ id: lessons.id })
        .from(lessons)
        .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
        .where(and(eq(lessons.courseId, id), eq(lessons.status, "published")))
        .orderBy(asc(courseModules.position), asc(lessons.position))
        .limit(plan.completedLessons);
      if (done.length > 0)
        await tx
          .insert(lessonProgress)
          .values(
            done.map((lesson, index) => ({
              userId: ids.student,
              lessonId: lesson.id,
              courseId: id,
              // A day apart, the last one yesterday: the player resumes after it.
              completedAt: new Date(today.getTime() - (done.length - index) * 86_400_000),
              lastViewedAt: new Date(today.getTime() - (done.length - index) * 86_400_000),
            })),
          )
          .onConflictDoNothing();
      const [required] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(lessons)
        .where(and(eq(lessons.courseId, id), eq(lessons.status, "published"), eq(lessons.required, true)));
      await tx.insert(enrollments).values({
        userId: ids.student,
        courseId: id,
        batchId: batch?.id ?? null,
        progress: courseProgress(done.length, required?.total ?? 0).percent,
      });
    }

    await seedDemoLiveClasses(tx as unknown as Database, {
      studentId: ids.student,
      instructorId: ids.instructor,
      today,
    });
    await seedDemoCertificates(tx as unknown as Database, {
      studentId: ids.student,
      studentName: demoAccounts.student.name,
      today,
    });
    await seedDemoCommunity(tx as unknown as Database, {
      studentId: ids.student,
      instructorId: ids.instructor,
      today,
    });

    for (const lead of demoLeads) {
      const [existing] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(sql`${leads.details} ->> 'demoKey' = ${lead.key}`)
        .limit(1);
      if (existing) continue;
      const local = lead.name.toLowerCase().replace(/[^a-z]+/g, ".");
      await tx.insert(leads).values({
        kind: lead.kind,
        status: lead.status,
        name: lead.name,
        email: `${local}@example.com`,
        phone: "+1 415 555 0199",
        company: lead.company,
        details: { source: "demo", demoKey: lead.key },
      });
    }

    for (const subscriber of demoSubscribers) {
      await tx
        .insert(newsletterSubscribers)
        .values({ ...subscriber, source: "demo" })
        .onConflictDoNothing();
    }

    // Eight weeks of traffic ending today, added for each day that has none yet, so the SEO overview's chart and
    // Analytics' comparison with the period before stay filled on a development database that runs for weeks.
    for (let offset = -55; offset <= 0; offset += 1) {
      const day = utcDay(today, offset);
      const [existing] = await tx
        .select({ id: pageViews.id })
        .from(pageViews)
        .where(and(eq(pageViews.day, day), like(pageViews.visitorHash, `${demoVisitorPrefix}%`)))
        .limit(1);
      if (existing) continue;
      // Growing a little week by week, busier on weekdays.
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const wobble = (((offset * 5) % 9) + 9) % 9;
      const views = 8 + wobble + Math.floor((offset + 56) / 7) + (weekday % 6 === 0 ? 0 : 4);
      const visitors = Math.ceil(views / 2);
      await tx.insert(pageViews).values(
        Array.from({ length: views }, (_, index) => {
          const visitor = index % visitors;
          // A visitor's first view starts the visit; some came from a search engine or a tagged link.
          const entry = index < visitors;
          const campaign = entry && visitor % 4 === 1;
          return {
            day,
            path: demoPaths[index % demoPaths.length]!,
            referrerHost: entry && visitor % 3 === 0 ? demoReferrers[visitor % demoReferrers.length]! : null,
            screenWidth: index % 2 === 0 ? 390 : index % 5 === 0 ? 820 : 1440,
            visitorHash: `${demoVisitorPrefix}${day}-${visitor}`,
            entry,
            utmSource: campaign ? "newsletter" : null,
            utmMedium: campaign ? "email" : null,
            utmCampaign: campaign ? "autumn-cohort" : null,
          };
        }),
      );
    }
  });
  // A published landing page of eight blocks (issue 21): something to look at, and a bench target.
  await seedDemoLandingPage(db, today);
}
