import { z } from "zod";
import "./zod-messages.ts";

// The SEO workbench's Analytics page (issue 20): the cookieless page views (server/modules/analytics) over a date
// range beside the period before it, read from daily roll-ups (decision 0059). Days are UTC days. A visitor is a
// salted hash that changes every day, so "visitors" over a range are the sum of each day's visitors: a person who
// comes on three days counts three times, by design (nothing links one day to the next).

/** The longest range one report covers, in days. */
export const analyticsMaxDays = 366;
/** The range the page opens with: the last 28 days, today included. */
export const analyticsDefaultDays = 28;
export const analyticsRangePresets = [7, 28, 90, 365] as const;
/** Rows of each top list in the report; the CSV export has them all. */
export const analyticsTopRows = 10;

export const analyticsMessages = {
  dateInvalid: "Enter a date as YYYY-MM-DD",
  rangeBackwards: "The start date must be on or before the end date",
  rangeTooLong: `Choose a range of at most ${analyticsMaxDays} days`,
  rangeFuture: "The end date cannot be after today",
  loadFailed: "The analytics could not be loaded",
} as const;

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, analyticsMessages.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, analyticsMessages.dateInvalid);

/** Whole days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same number of days just before the range. */
export function previousRange(range: { from: string; to: string }): { from: string; to: string } {
  const length = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** Both optional (the last 28 days by default); checked together so the message lands on the right field. */
export const analyticsRangeSchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .superRefine((range, ctx) => {
    if (!range.from || !range.to) return;
    if (range.from > range.to)
      ctx.addIssue({ code: "custom", path: ["from"], message: analyticsMessages.rangeBackwards });
    else if (daysBetween(range.from, range.to) > analyticsMaxDays)
      ctx.addIssue({ code: "custom", path: ["from"], message: analyticsMessages.rangeTooLong });
  });

export const analyticsReports = [
  "daily",
  "pages",
  "entry-pages",
  "referrers",
  "campaigns",
  "devices",
  "goals",
] as const;
export type AnalyticsReport = (typeof analyticsReports)[number];
export const analyticsReportLabels: Record<AnalyticsReport, string> = {
  daily: "Daily traffic",
  pages: "Top pages",
  "entry-pages": "Entry pages",
  referrers: "Referrers",
  campaigns: "UTM campaigns",
  devices: "Devices",
  goals: "Goals",
};

export const analyticsExportQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  report: z.enum(analyticsReports, { error: "Choose a report to export" }),
});

export const devices = ["mobile", "tablet", "desktop", "unknown"] as const;
export type Device = (typeof devices)[number];
export const deviceLabels: Record<Device, string> = {
  mobile: "Mobile",
  tablet: "Tablet",
  desktop: "Desktop",
  unknown: "Unknown",
};

/** The screen widths (CSS px) where a tablet and a desktop start: the breakpoints of the site's own layouts. */
export const deviceBreakpoints = { tablet: 768, desktop: 1024 } as const;

export const goals = ["newsletter", "contact", "callback", "application", "purchase"] as const;
export type Goal = (typeof goals)[number];
export const goalLabels: Record<Goal, string> = {
  newsletter: "Newsletter sign-up",
  contact: "Contact request",
  callback: "Callback request",
  application: "Bootcamp application",
  purchase: "Purchase",
};

export const funnelSteps = ["visit", "program", "checkout", "purchase"] as const;
export type FunnelStep = (typeof funnelSteps)[number];
export const funnelStepLabels: Record<FunnelStep, string> = {
  visit: "Visited the site",
  program: "Viewed a course or the bootcamp",
  checkout: "Went on to checkout",
  purchase: "Paid",
};

const traffic = z.object({ views: z.number().int(), visitors: z.number().int(), entries: z.number().int() });
export type Traffic = z.infer<typeof traffic>;

export const analyticsOverviewSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  previousRange: z.object({ from: z.string(), to: z.string() }),
  totals: traffic,
  previousTotals: traffic,
  /** One row per day of the range, zeros included; `previous` is the day the same distance into the period before. */
  days: z.array(traffic.extend({ day: z.string(), previous: traffic })),
  pages: z.array(traffic.extend({ path: z.string() })),
  entryPages: z.array(traffic.extend({ path: z.string() })),
  referrers: z.array(traffic.extend({ host: z.string() })),
  campaigns: z.array(traffic.extend({ source: z.string(), medium: z.string(), campaign: z.string() })),
  devices: z.array(traffic.extend({ device: z.enum(devices) })),
  goals: z.array(
    z.object({
      goal: z.enum(goals),
      count: z.number().int(),
      previous: z.number().int(),
      /** count / visitors, 0 to 1 (0 without visitors). */
      rate: z.number(),
      previousRate: z.number(),
    }),
  ),
  funnel: z.array(z.object({ step: z.enum(funnelSteps), count: z.number().int() })),
  /** Whether the range holds today, whose numbers are still growing. */
  includesToday: z.boolean(),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
