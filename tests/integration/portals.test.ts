import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { dashboardOverviewPaths } from "#contracts/dashboards.ts";
import { studentEnrollmentsPath } from "#contracts/enrollments.ts";
import { apiMessages } from "#contracts/messages.ts";
import type { Database } from "#server/db/client.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { pageViews } from "#server/db/schema/analytics.ts";
import { users } from "#server/db/schema/auth.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { leads } from "#server/db/schema/leads.ts";
import { newsletterSubscribers } from "#server/db/schema/newsletter.ts";
import { seedDemoData } from "#server/db/seed-demo.ts";
import { createPasswordHasher, type PasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { createUsersRepository } from "#server/modules/auth/users-repository.ts";
import { solveCaptcha } from "../support/captcha.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, freshIp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// The portal APIs as a browser calls them: signed in through POST /api/login, one session per role.
// Decision 0008 (contracts/portals.ts) says who may read what; the tables below restate it on purpose,
// so a change to the policy has to change this test too.

let t: TestApp;
let hasher: PasswordHasher;
const password = "portal-test-passphrase-77";

const dayMs = 86_400_000;
const now = new Date();
const day = (offset: number) => new Date(now.getTime() + offset * dayMs).toISOString().slice(0, 10);

type Who = "anonymous" | "student" | "instructor" | "admin" | "marketer";
const sessions = new Map<Who, Visitor>();

async function signIn(username: string): Promise<Visitor> {
  const visitor = await visit(t.app);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { userData: { username, password }, recaptchaToken: await solveCaptcha(t.app) },
    headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token, "user-agent": "vitest" },
    remoteAddress: freshIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const jar = new Map(visitor.cookie.split("; ").map((pair) => pair.split("=") as [string, string]));
  for (const c of response.cookies) jar.set(c.name, c.value);
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), token: jar.get("XSRF-TOKEN") ?? "" };
}

function get(url: string, who: Who) {
  const visitor = sessions.get(who);
  return t.app.inject({
    method: "GET",
    url,
    headers: visitor ? { cookie: visitor.cookie } : {},
    remoteAddress: freshIp(),
  });
}

async function createUser(username: string, role: Role, active = true): Promise<string> {
  const user = await createUsersRepository(t.database.db).create({
    name: `Portal ${username}`,
    username,
    email: `${username}@example.com`,
    passwordHash: await hasher.hash(password),
    role,
  });
  if (!active) await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
  return user.id;
}

async function courseId(db: Database, slug: string): Promise<string> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  if (!row) throw new Error(`no course ${slug}`);
  return row.id;
}

const ids = {} as Record<"student" | "student2" | "instructor" | "batchNext" | "batchPast", string>;

beforeAll(async () => {
  t = await createTestApp();
  hasher = await createPasswordHasher();
  const db = t.database.db;

  ids.student = await createUser("portal-student", "student");
  ids.student2 = await createUser("portal-newcomer", "student");
  ids.instructor = await createUser("portal-instructor", "instructor");
  await createUser("portal-admin", "admin");
  await createUser("portal-marketer", "digital_marketer");
  await createUser("portal-former", "student", false);

  const aiEngineering = await courseId(db, "ai-engineers");
  const deepLearning = await courseId(db, "deep-learning");
  const promptEngineering = await courseId(db, "prompt-engineering");
  const machineLearning = await courseId(db, "machine-learning");

  // The seed's batches start next month or later: these are the earliest, on known dates.
  const inserted = await db
    .insert(batches)
    .values([
      {
        code: "t-ai-next",
        courseId: aiEngineering,
        type: "weekend",
        startDate: day(3),
        schedule: "Sat & Sun, 10:00-14:00 ET",
        seatsTotal: 30,
        seatsTaken: 5,
      },
      {
        code: "t-ai-past",
        courseId: aiEngineering,
        type: "regular",
        startDate: day(-20),
        schedule: "Tue, 18:00 ET",
        seatsTotal: 20,
        seatsTaken: 20,
      },
      {
        code: "t-ml-today",
        courseId: machineLearning,
        type: "fast_track",
        startDate: day(0),
        schedule: "Mon-Fri, 18:00-21:00 ET",
        seatsTotal: 25,
        seatsTaken: 24,
      },
    ])
    .returning({ id: batches.id, code: batches.code });
  ids.batchNext = inserted.find((b) => b.code === "t-ai-next")!.id;
  ids.batchPast = inserted.find((b) => b.code === "t-ai-past")!.id;

  await db.insert(enrollments).values([
    { userId: ids.student, courseId: aiEngineering, batchId: ids.batchNext, progress: 35 },
    { userId: ids.student, courseId: promptEngineering, batchId: null, progress: 0 },
    // Cancelled: in no list and no figure.
    { userId: ids.student, courseId: deepLearning, batchId: null, progress: 90, status: "cancelled" },
  ]);
  await db.insert(courseInstructors).values([
    { courseId: aiEngineering, userId: ids.instructor },
    { courseId: deepLearning, userId: ids.instructor },
  ]);

  await db
    .insert(newsletterSubscribers)
    .values([
      { email: "one@example.com" },
      { email: "two@example.com" },
      { email: "gone@example.com", status: "unsubscribed" },
    ]);
  await db.insert(leads).values([
    { kind: "contact", name: "Lead One" },
    { kind: "contact", name: "Lead Two" },
    { kind: "chat", status: "closed", name: "Lead Three" },
  ]);
  await db.insert(pageViews).values([
    { day: day(0), path: "/", visitorHash: "v-a" },
    { day: day(0), path: "/", visitorHash: "v-a" },
    { day: day(0), path: "/", visitorHash: "v-b" },
    { day: day(-6), path: "/courses", visitorHash: "v-c" },
    // Eight days ago: outside the 7-day window.
    ...Array.from({ length: 5 }, () => ({ day: day(-7), path: "/old", visitorHash: "v-d" })),
  ]);

  sessions.set("student", await signIn("portal-student"));
  sessions.set("instructor", await signIn("portal-instructor"));
  sessions.set("admin", await signIn("portal-admin"));
  sessions.set("marketer", await signIn("portal-marketer"));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const everyone: Who[] = ["anonymous", "student", "instructor", "admin", "marketer"];

// Decision 0008, per endpoint: the roles allowed get 200, other roles 403, a visitor 401.
const policy: Array<[path: string, allowed: Who[]]> = [
  // Students only: an admin opens the student portal but has no enrollments of their own.
  [studentEnrollmentsPath, ["student"]],
  [dashboardOverviewPaths.student, ["student", "admin"]],
  [dashboardOverviewPaths.instructor, ["instructor", "admin"]],
  [dashboardOverviewPaths.admin, ["admin"]],
  [dashboardOverviewPaths.digitalMarketer, ["marketer", "admin"]],
];

describe("who may read the portal APIs", () => {
  const cases = policy.flatMap(([path, allowed]) =>
    everyone.map((who) => {
      const status = who === "anonymous" ? 401 : allowed.includes(who) ? 200 : 403;
      return [path, who, status] as const;
    }),
  );

  it.each(cases)("GET %s as %s answers %i", async (path, who, status) => {
    const response = await get(path, who);
    expect(response.statusCode).toBe(status);
    if (status === 401)
      expect(response.json()).toEqual({
        error: apiMessages.signInRequired,
        errors: [{ message: apiMessages.signInRequired }],
      });
    if (status === 403)
      expect(response.json()).toEqual({
        error: apiMessages.forbidden,
        errors: [{ message: apiMessages.forbidden }],
      });
  });

  it("documents every portal route in OpenAPI", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const [path] of policy) expect(Object.keys(doc.paths)).toContain(path);
  });
});

describe("GET /api/enrollments/student", () => {
  it("lists the student's own enrollments with exactly the spec's fields, cancelled ones left out", async () => {
    const response = await get(studentEnrollmentsPath, "student");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(String),
        course: { title: "AI Engineering" },
        batchType: "weekend",
        schedule: "Sat & Sun, 10:00-14:00 ET",
        progress: 35,
      },
      {
        id: expect.any(String),
        course: { title: "Prompt Engineering" },
        batchType: null,
        schedule: null,
        progress: 0,
      },
    ]);
    for (const item of response.json())
      expect(Object.keys(item).sort()).toEqual(["batchType", "course", "id", "progress", "schedule"]);
  });

  it("answers an empty list to a student without enrollments", async () => {
    const newcomer = await signIn("portal-newcomer");
    const response = await t.app.inject({
      method: "GET",
      url: studentEnrollmentsPath,
      headers: { cookie: newcomer.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe("overview figures", () => {
  it("student: own enrollment count, rounded average progress and the next batch among their enrollments", async () => {
    const response = await get(dashboardOverviewPaths.student, "student");
    expect(response.json()).toEqual({
      enrollmentCount: 2,
      averageProgress: 18,
      nextBatch: {
        source: "enrolled",
        type: "weekend",
        startDate: day(3),
        schedule: "Sat & Sun, 10:00-14:00 ET",
        seatsAvailable: 25,
        course: { title: "AI Engineering" },
      },
    });
  });

  it("student without enrollments (and an admin): no average, the next batch open to anyone", async () => {
    const expected = {
      enrollmentCount: 0,
      averageProgress: null,
      nextBatch: {
        source: "catalog",
        type: "fast_track",
        startDate: day(0),
        schedule: "Mon-Fri, 18:00-21:00 ET",
        seatsAvailable: 1,
        course: { title: "Machine Learning" },
      },
    };
    expect((await get(dashboardOverviewPaths.student, "admin")).json()).toEqual(expected);
    const newcomer = await signIn("portal-newcomer");
    const response = await t.app.inject({
      method: "GET",
      url: dashboardOverviewPaths.student,
      headers: { cookie: newcomer.cookie },
    });
    expect(response.json()).toEqual(expected);
  });

  it("instructor: the courses they teach, upcoming batches only, enrolled counts without cancellations", async () => {
    const body = (await get(dashboardOverviewPaths.instructor, "instructor")).json();
    expect(body.scope).toBe("assigned");
    expect(body.courses.map((c: { title: string }) => c.title)).toEqual(["AI Engineering", "Deep Learning"]);
    const [ai, deep] = body.courses;
    expect(ai.enrolledCount).toBe(1);
    expect(deep.enrolledCount).toBe(0);
    expect(ai.upcomingBatches[0]).toEqual({
      id: ids.batchNext,
      type: "weekend",
      startDate: day(3),
      schedule: "Sat & Sun, 10:00-14:00 ET",
      seatsTotal: 30,
      seatsAvailable: 25,
      enrolledCount: 1,
    });
    const batchIds = ai.upcomingBatches.map((b: { id: string }) => b.id);
    expect(batchIds).not.toContain(ids.batchPast);
    // The seed's own upcoming batch of the course is listed too, after the earlier one.
    expect(ai.upcomingBatches.length).toBeGreaterThanOrEqual(2);
    for (const batch of ai.upcomingBatches) expect(batch.startDate >= day(0)).toBe(true);
  });

  it("instructor overview for an admin covers every course", async () => {
    const body = (await get(dashboardOverviewPaths.instructor, "admin")).json();
    expect(body.scope).toBe("all");
    const [row] = await sqlRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from courses`);
    expect(body.courses).toHaveLength(row!.n);
  });

  it("admin: active users by role, subscribed addresses, leads by kind and status", async () => {
    const body = (await get(dashboardOverviewPaths.admin, "admin")).json();
    expect(body).toEqual({
      usersByRole: { student: 2, instructor: 1, admin: 1, digital_marketer: 1 },
      newsletterSubscribers: 2,
      leads: {
        contact: { new: 2, contacted: 0, converted: 0, closed: 0 },
        callback: { new: 0, contacted: 0, converted: 0, closed: 0 },
        chat: { new: 0, contacted: 0, converted: 0, closed: 1 },
        corporate: { new: 0, contacted: 0, converted: 0, closed: 0 },
      },
    });
  });

  it("digital marketer: seven days of views and distinct visitors, oldest first, and the top paths", async () => {
    const body = (await get(dashboardOverviewPaths.digitalMarketer, "marketer")).json();
    expect(body.days).toHaveLength(7);
    expect(body.days.map((d: { day: string }) => d.day)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    expect(body.days[0]).toEqual({ day: day(-6), views: 1, visitors: 1 });
    expect(body.days[1]).toEqual({ day: day(-5), views: 0, visitors: 0 });
    expect(body.days[6]).toEqual({ day: day(0), views: 3, visitors: 2 });
    expect(body.topPaths).toEqual([
      { path: "/", views: 3 },
      { path: "/courses", views: 1 },
    ]);
  });
});

describe("demo data (SEED_DEMO_DATA)", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(async () => {
    await demo?.close();
  });

  it("creates one account per role, the instructor's courses, enrollments, leads and views; twice changes nothing", async () => {
    const db = demo.database.db;
    const count = async (table: string) =>
      (await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
    const hashPassword = (value: string) => hasher.hash(value);

    await seedDemoData(db, { hashPassword });
    const first = {
      users: await count("users"),
      enrollments: await count("enrollments"),
      courseInstructors: await count("course_instructors"),
      leads: await count("leads"),
      subscribers: await count("newsletter_subscribers"),
      pageViews: await count("page_views"),
      lessonProgress: await count("lesson_progress"),
      communityThreads: await count("community_threads"),
      communityReplies: await count("community_replies"),
    };
    await seedDemoData(db, { hashPassword });
    expect({
      users: await count("users"),
      enrollments: await count("enrollments"),
      courseInstructors: await count("course_instructors"),
      leads: await count("leads"),
      subscribers: await count("newsletter_subscribers"),
      pageViews: await count("page_views"),
      lessonProgress: await count("lesson_progress"),
      communityThreads: await count("community_threads"),
      communityReplies: await count("community_replies"),
    }).toEqual(first);
    expect(first).toMatchObject({
      users: 4,
      courseInstructors: 2,
      enrollments: 3,
      leads: 5,
      subscribers: 3,
      lessonProgress: 5,
      // The forum's demo: a pinned welcome, an answered question, the cohort's unanswered one (issue 18).
      communityThreads: 3,
      communityReplies: 2,
    });
    const accepted = await sqlRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from community_threads where accepted_reply_id is not null`,
    );
    expect(accepted[0]!.n).toBe(1);

    const roles = await sqlRows<{ username: string; role: string }>(
      db,
      sql`select username, role from users order by username`,
    );
    expect(roles).toEqual(
      Object.values(demoAccounts)
        .map(({ username, role }) => ({ username, role }))
        .sort((a, b) => a.username.localeCompare(b.username)),
    );

    // The demo student signs in with the documented password and sees a batch and a self-paced course.
    const visitor = await visit(demo.app);
    const login = await demo.app.inject({
      method: "POST",
      url: "/api/login",
      payload: {
        userData: { username: demoAccounts.student.username, password: demoAccounts.student.password },
        recaptchaToken: await solveCaptcha(demo.app),
      },
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((c) => c.name === "ail_session")!;
    const list = (
      await demo.app.inject({
        method: "GET",
        url: studentEnrollmentsPath,
        headers: { cookie: `ail_session=${session.value}` },
      })
    ).json() as Array<{ batchType: string | null; schedule: string | null; progress: number }>;
    expect(list).toHaveLength(3);
    expect(list.filter((item) => item.batchType === null && item.schedule === null)).toHaveLength(1);
    // Progress from completed lessons (seed-demo.ts): 2 of Machine Learning's 22, 3 of AI Engineering's 28.
    expect(list.map((item) => item.progress).sort((a, b) => a - b)).toEqual([0, 9, 11]);

    const views = await sqlRows<{ days: number }>(
      db,
      sql`select count(distinct day)::int as days from page_views where day >= ${day(-6)}`,
    );
    expect(views[0]!.days).toBe(7);
  });
});
