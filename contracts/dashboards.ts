import { z } from "zod";
import { dashboardsApi } from "./api/dashboards.ts";
import "./zod-messages.ts";

// The overview figures each portal's home page shows. Who may read which is decision 0008
// (contracts/portals.ts); the API enforces it per route.

/** Each portal's overview path, from its endpoint (contracts/api/dashboards.ts). */
export const dashboardOverviewPaths = {
  student: dashboardsApi.student.path,
  instructor: dashboardsApi.instructor.path,
  admin: dashboardsApi.admin.path,
  digitalMarketer: dashboardsApi.digitalMarketer.path,
} as const;

const isoDate = z.string().describe("ISO date (YYYY-MM-DD)");

export const studentOverviewSchema = z.object({
  /** Enrollments that are active or completed (cancelled ones are not counted). */
  enrollmentCount: z.number().int(),
  /** Rounded mean of those enrollments' progress; null without enrollments. */
  averageProgress: z.number().int().nullable(),
  nextBatch: z
    .object({
      /** "enrolled": the soonest batch among the student's enrollments; "catalog": none, so the soonest open batch. */
      source: z.enum(["enrolled", "catalog"]),
      type: z.string(),
      startDate: isoDate,
      schedule: z.string(),
      seatsAvailable: z.number().int(),
      course: z.object({ title: z.string() }),
    })
    .nullable(),
});
export type StudentOverview = z.infer<typeof studentOverviewSchema>;

export const instructorOverviewSchema = z.object({
  /** "assigned": the instructor's own courses; "all": an admin sees every course. */
  scope: z.enum(["assigned", "all"]),
  courses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      slug: z.string(),
      /** Active and completed enrollments in the course, any batch or self-paced. */
      enrolledCount: z.number().int(),
      upcomingBatches: z.array(
        z.object({
          id: z.string(),
          type: z.string(),
          startDate: isoDate,
          schedule: z.string(),
          seatsTotal: z.number().int(),
          seatsAvailable: z.number().int(),
          enrolledCount: z.number().int(),
        }),
      ),
    }),
  ),
});
export type InstructorOverview = z.infer<typeof instructorOverviewSchema>;

// Mirrors the leads table's enums (server/db/schema/leads.ts); contracts import nothing from server/.
export const leadKinds = ["contact", "callback", "chat", "corporate"] as const;
export const leadStatuses = ["new", "contacted", "converted", "closed"] as const;
export type LeadKind = (typeof leadKinds)[number];
export type LeadStatus = (typeof leadStatuses)[number];

const count = z.number().int();
const countsByStatus = z.object({ new: count, contacted: count, converted: count, closed: count });

export const adminOverviewSchema = z.object({
  /** Active accounts per role; every role is present, zero when it has none. */
  usersByRole: z.object({ student: count, instructor: count, admin: count, digital_marketer: count }),
  newsletterSubscribers: count.describe("Addresses currently subscribed"),
  /** Leads per kind and status; every kind and status is present, zero when it has none. */
  leads: z.object({
    contact: countsByStatus,
    callback: countsByStatus,
    chat: countsByStatus,
    corporate: countsByStatus,
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** Days the marketer overview covers, today included. */
export const marketerOverviewDays = 7;
/** Days the marketer overview's lead counts cover, today included. */
export const marketerLeadDays = 30;
/** How many of the most viewed paths it lists. */
export const marketerTopPathCount = 5;

export const marketerOverviewSchema = z.object({
  /** One entry per day, oldest first, today last; days without views are present with zeros. */
  days: z.array(
    z.object({
      day: isoDate,
      views: z.number().int(),
      /** Distinct visitors that day (the visitor hash changes daily, so days cannot be linked). */
      visitors: z.number().int(),
    }),
  ),
  /** Most viewed paths over those days, most views first. */
  topPaths: z.array(z.object({ path: z.string(), views: z.number().int() })),
  /** Leads created in the last `marketerLeadDays` days per source (kind); every kind is present. */
  leadsBySource: z.object({ contact: count, callback: count, chat: count, corporate: count }),
});
export type MarketerOverview = z.infer<typeof marketerOverviewSchema>;
