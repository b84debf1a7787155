import type { CurrentUser } from "#contracts/auth.ts";
import {
  type AdminOverview,
  type InstructorOverview,
  leadKinds,
  leadStatuses,
  type MarketerOverview,
  marketerLeadDays,
  marketerOverviewDays,
  marketerTopPathCount,
  type StudentOverview,
} from "#contracts/dashboards.ts";
import type { DashboardsRepository, UpcomingBatchRow } from "./repository.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD (UTC) of `date` shifted by `offsetDays`; page views and batch dates are UTC days too. */
export function utcDay(date: Date, offsetDays = 0): string {
  return new Date(date.getTime() + offsetDays * dayMs).toISOString().slice(0, 10);
}

function toBatch(row: UpcomingBatchRow, source: "enrolled" | "catalog"): StudentOverview["nextBatch"] {
  return {
    source,
    type: row.type,
    startDate: row.startDate,
    schedule: row.schedule,
    seatsAvailable: row.seatsAvailable,
    course: { title: row.courseTitle },
  };
}

// A batch starting today still counts as upcoming here: it is the next class a student attends.
export function createDashboardsService(deps: { repository: DashboardsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async studentOverview(user: Pick<CurrentUser, "id">): Promise<StudentOverview> {
      const today = utcDay(now());
      const [stats, enrolled] = await Promise.all([
        repository.studentEnrollmentStats(user.id),
        repository.nextEnrolledBatch(user.id, today),
      ]);
      const fallback = enrolled ? undefined : await repository.nextCatalogBatch(today);
      return {
        enrollmentCount: stats.count,
        averageProgress: stats.averageProgress,
        nextBatch: enrolled ? toBatch(enrolled, "enrolled") : fallback ? toBatch(fallback, "catalog") : null,
      };
    },

    /** An instructor sees the courses they teach; an admin (who opens every portal) sees all courses. */
    async instructorOverview(user: Pick<CurrentUser, "id" | "role">): Promise<InstructorOverview> {
      const scope = user.role === "admin" ? "all" : "assigned";
      const courseRows = await repository.coursesWithEnrolledCounts(scope === "all" ? null : user.id);
      const batchRows = await repository.upcomingBatchesOf(
        courseRows.map((course) => course.id),
        utcDay(now()),
      );
      return {
        scope,
        courses: courseRows.map((course) => ({
          ...course,
          upcomingBatches: batchRows
            .filter((batch) => batch.courseId === course.id)
            .map(({ courseId: _courseId, ...batch }) => batch),
        })),
      };
    },

    async adminOverview(): Promise<AdminOverview> {
      const [roleRows, newsletterSubscribers, leadRows] = await Promise.all([
        repository.activeUsersByRole(),
        repository.countNewsletterSubscribers(),
        repository.leadsByKindAndStatus(),
      ]);
      const usersByRole: AdminOverview["usersByRole"] = {
        student: 0,
        instructor: 0,
        admin: 0,
        digital_marketer: 0,
      };
      for (const row of roleRows) usersByRole[row.role] = row.count;
      const emptyStatuses = () =>
        Object.fromEntries(leadStatuses.map((status) => [status, 0])) as AdminOverview["leads"]["contact"];
      const leads = Object.fromEntries(
        leadKinds.map((kind) => [kind, emptyStatuses()]),
      ) as AdminOverview["leads"];
      for (const row of leadRows) leads[row.kind][row.status] = row.count;
      return { usersByRole, newsletterSubscribers, leads };
    },

    async marketerOverview(): Promise<MarketerOverview> {
      const today = now();
      const days = Array.from({ length: marketerOverviewDays }, (_, index) =>
        utcDay(today, index - (marketerOverviewDays - 1)),
      );
      const fromDay = days[0]!;
      // Lead counts cover whole UTC days: today and the 29 before it.
      const leadsSince = new Date(`${utcDay(today, -(marketerLeadDays - 1))}T00:00:00.000Z`);
      const [perDay, topPaths, leadRows] = await Promise.all([
        repository.pageViewsPerDay(fromDay),
        repository.topPaths(fromDay, marketerTopPathCount),
        repository.leadsByKindSince(leadsSince),
      ]);
      const leadsBySource: MarketerOverview["leadsBySource"] = {
        contact: 0,
        callback: 0,
        chat: 0,
        corporate: 0,
      };
      for (const row of leadRows) leadsBySource[row.kind] = row.count;
      const byDay = new Map(perDay.map((row) => [row.day, row]));
      return {
        days: days.map((day) => ({
          day,
          views: byDay.get(day)?.views ?? 0,
          visitors: byDay.get(day)?.visitors ?? 0,
        })),
        topPaths,
        leadsBySource,
      };
    },
  };
}
export type DashboardsService = ReturnType<typeof createDashboardsService>;
