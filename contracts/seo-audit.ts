import { z } from "zod";
import "./zod-messages.ts";

// Content Audit (issue 20): a crawl of every public page rendered in-process, as a background job with
// progress. POST /api/seo/audit starts one; GET /api/seo/audit answers the run in progress or the last one, the
// score history and the count of each finding; GET /api/seo/audit/findings lists the last finished run's
// findings, worst first (views of the page x severity).

export const auditMessages = {
  alreadyRunning: "An audit is already running; it will finish in a moment.",
  loadFailed: "The audit could not be loaded",
  startFailed: "The audit could not be started",
  interrupted: "The audit stopped before it finished (the server restarted). Run it again.",
  ruleInvalid: "Choose a check from the list",
  severityInvalid: "Choose error, warning or notice",
  searchTooLong: "Search must be at most 100 characters",
  pageInvalid: "Page must be a whole number from 1",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100",
  noFindings: "No finding matches these filters.",
  neverRun: "No audit has run yet.",
} as const;

export const auditSeverities = ["error", "warning", "notice"] as const;
export type AuditSeverity = (typeof auditSeverities)[number];
export const auditSeverityLabels: Record<AuditSeverity, string> = {
  error: "Error",
  warning: "Warning",
  notice: "Notice",
};

/** Every check the audit makes, in the order the page lists them. */
export const auditRules = [
  "page-status",
  "title-missing",
  "title-too-long",
  "title-too-short",
  "title-duplicate",
  "description-missing",
  "description-too-long",
  "description-too-short",
  "description-duplicate",
  "h1-missing",
  "h1-multiple",
  "heading-order",
  "image-alt-missing",
  "thin-content",
  "readability",
  "broken-link",
  "redirected-link",
  "canonical-conflict",
  "noindex-in-sitemap",
  "json-ld-invalid",
  "page-weight",
] as const;
export type AuditRule = (typeof auditRules)[number];

export const auditRuleLabels: Record<AuditRule, string> = {
  "page-status": "Page does not load",
  "title-missing": "Missing title",
  "title-too-long": "Title too long",
  "title-too-short": "Title too short",
  "title-duplicate": "Duplicate title",
  "description-missing": "Missing description",
  "description-too-long": "Description too long",
  "description-too-short": "Description too short",
  "description-duplicate": "Duplicate description",
  "h1-missing": "Missing H1",
  "h1-multiple": "More than one H1",
  "heading-order": "Headings skip a level",
  "image-alt-missing": "Images without alt text",
  "thin-content": "Thin content",
  readability: "Hard to read",
  "broken-link": "Broken internal link",
  "redirected-link": "Link through a redirect",
  "canonical-conflict": "Canonical conflict",
  "noindex-in-sitemap": "Noindex page in the sitemap",
  "json-ld-invalid": "Invalid structured data",
  "page-weight": "Heavy page",
};

/**
 * Where a finding is fixed: a field of Meta Tags (the link opens that page's editor on that field), the
 * Sitemap page, the redirects of SEO Settings, or the page's own content (its editor, outside the workbench).
 */
export const auditFixes = [
  "title",
  "description",
  "canonical",
  "robots",
  "pageType",
  "sitemap",
  "redirects",
  "content",
] as const;
export type AuditFix = (typeof auditFixes)[number];

export const auditFindingSchema = z.object({
  path: z.string(),
  /** The page's title as rendered (or its path when it has none), to name it in the list. */
  pageTitle: z.string(),
  rule: z.enum(auditRules),
  severity: z.enum(auditSeverities),
  /** One sentence saying what is wrong and by how much. */
  message: z.string(),
  fix: z.enum(auditFixes),
  /** Views of the page in the 30 days before the run; ranks findings with the severity. */
  views: z.number().int(),
});
export type AuditFinding = z.infer<typeof auditFindingSchema>;

export const auditRunStatuses = ["running", "done", "failed"] as const;

export const auditRunSchema = z.object({
  id: z.string(),
  status: z.enum(auditRunStatuses),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  startedBy: z.string(),
  pagesTotal: z.number().int(),
  pagesDone: z.number().int(),
  /** 0 to 100 once done: the mean of the pages' scores. */
  score: z.number().int().nullable(),
  errors: z.number().int(),
  warnings: z.number().int(),
  notices: z.number().int(),
  /** Why a failed run failed, in words for the marketer. */
  failure: z.string().nullable(),
});
export type AuditRun = z.infer<typeof auditRunSchema>;

export const auditOverviewSchema = z.object({
  /** The run in progress, else the last one (done or failed); null before the first. */
  current: auditRunSchema.nullable(),
  /** The last finished run, whose findings the list shows; null before the first. */
  lastDone: auditRunSchema.nullable(),
  /** Scores of the last finished runs, oldest first. */
  history: z.array(z.object({ id: z.string(), finishedAt: z.string(), score: z.number().int() })),
  /** How many findings each check raised in the last finished run (checks with none are left out). */
  ruleCounts: z.array(
    z.object({ rule: z.enum(auditRules), severity: z.enum(auditSeverities), count: z.number().int() }),
  ),
});
export type AuditOverview = z.infer<typeof auditOverviewSchema>;

export const auditHistoryLength = 30;
export const auditFindingsPageSizeDefault = 25;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values), z.literal("")], { error: message })
    .optional()
    .transform((value) => value || undefined);

/** Query string of GET /api/seo/audit/findings. An empty filter (cleared in the URL) means all. */
export const auditFindingsQuerySchema = z.object({
  q: z.string().trim().max(100, auditMessages.searchTooLong).default(""),
  rule: optionalEnum(auditRules, auditMessages.ruleInvalid),
  severity: optionalEnum(auditSeverities, auditMessages.severityInvalid),
  page: z.coerce
    .number({ error: auditMessages.pageInvalid })
    .int(auditMessages.pageInvalid)
    .min(1, auditMessages.pageInvalid)
    .max(100_000, auditMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: auditMessages.pageSizeInvalid })
    .int(auditMessages.pageSizeInvalid)
    .min(1, auditMessages.pageSizeInvalid)
    .max(100, auditMessages.pageSizeInvalid)
    .default(auditFindingsPageSizeDefault),
});
export type AuditFindingsQuery = z.output<typeof auditFindingsQuerySchema>;

export const auditFindingsPageSchema = z.object({
  items: z.array(auditFindingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditFindingsPage = z.infer<typeof auditFindingsPageSchema>;

/** The score of one page: 100 less 15 an error, 5 a warning and 1 a notice, never below 0. */
export const auditSeverityPenalty: Record<AuditSeverity, number> = { error: 15, warning: 5, notice: 1 };
/** How much a finding of each severity weighs against the page's views when findings are ranked. */
export const auditSeverityWeight: Record<AuditSeverity, number> = { error: 9, warning: 3, notice: 1 };

/** "1 error, 2 warnings, 0 notices": a run's counts in words, for the run panel and the overview. */
export function auditCountsText(run: { errors: number; warnings: number; notices: number }): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${count(run.errors, "error")}, ${count(run.warnings, "warning")}, ${count(run.notices, "notice")}`;
}
