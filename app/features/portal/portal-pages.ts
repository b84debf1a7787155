import type { PortalName } from "#contracts/portals.ts";
import {
  normalizePortalPath,
  type PortalPageFacts,
  type PortalPath,
  type PortalShellFacts,
  portalPageFacts,
  portalShellFacts,
} from "./portal-page-facts.ts";
import { type PlaceholderPath, portalPlaceholderText } from "./portal-placeholder-text.ts";

// The portal page registry (decision 0024), whole: what the browser needs of each page (portal-page-facts.ts:
// path, portal, name, sidebar icon, header title, aliases, in sidebar order), what it renders (its route
// module below, or until a later issue builds it the placeholder's line, portal-placeholder-text.ts), and
// each portal's layout module. app/routes.ts builds the portal routes from it at build time; no page loads
// this file, so module paths stay out of the browser (issue 12 bundle figures). Adding a portal page: its
// entry in portal-page-facts.ts, its module here (the compiler asks for it), the route module in
// app/routes/<portal>/ and its feature folder. Public pages never load any of the three files.

/** What a portal adds around its pages: the layout route (guard, header, sidebar) and its names. */
export type PortalShell = PortalShellFacts & {
  /** Route module of the layout, relative to app/. */
  layout: string;
};

export const portalShells: Record<PortalName, PortalShell> = {
  student: { ...portalShellFacts.student, layout: "routes/student/student-layout.tsx" },
  instructor: { ...portalShellFacts.instructor, layout: "routes/instructor/instructor-layout.tsx" },
  admin: { ...portalShellFacts.admin, layout: "routes/admin/admin-layout.tsx" },
  digitalMarketer: { ...portalShellFacts.digitalMarketer, layout: "routes/marketer/marketer-layout.tsx" },
};

/**
 * A built page names its route module (relative to app/); a page a later issue builds says in one line
 * what it will hold and renders routes/portal/portal-placeholder.tsx until then.
 */
type PageModule = { module: string; holds?: never } | { holds: string; module?: never };

export type PortalPage = PortalPageFacts & PageModule;

export const portalPlaceholderModule = "routes/portal/portal-placeholder.tsx";

// The route module of every registry path that has no placeholder text: a new entry in
// portal-page-facts.ts fails to compile until it is here or in portal-placeholder-text.ts.
const pageModules: Record<Exclude<PortalPath, PlaceholderPath>, string> = {
  "/dashboard/student": "routes/student/student-overview.tsx",
  "/dashboard/student/courses": "routes/student/student-courses.tsx",
  "/dashboard/student/courses/:courseSlug": "routes/student/course-outline.tsx",
  "/dashboard/student/courses/:courseSlug/lessons/:lessonId": "routes/student/course-lesson.tsx",
  "/dashboard/student/join-class": "routes/student/join-class.tsx",
  "/dashboard/student/assessments": "routes/student/student-assessments.tsx",
  "/dashboard/student/certificates": "routes/student/student-certificates.tsx",
  "/dashboard/student/payments": "routes/student/student-payments.tsx",
  "/dashboard/student/community": "routes/student/community-spaces.tsx",
  "/dashboard/student/community/:space": "routes/student/community-space.tsx",
  "/dashboard/student/community/threads/:threadId": "routes/student/community-thread.tsx",
  "/dashboard/instructor": "routes/instructor/instructor-overview.tsx",
  "/dashboard/instructor/courses": "routes/instructor/instructor-courses.tsx",
  "/dashboard/instructor/courses/:courseSlug": "routes/instructor/course-content.tsx",
  "/dashboard/instructor/courses/:courseSlug/lessons/:lessonId": "routes/instructor/lesson-editor.tsx",
  "/dashboard/instructor/courses/:courseSlug/roster": "routes/instructor/course-roster.tsx",
  "/dashboard/instructor/courses/:courseSlug/grading": "routes/instructor/course-grading.tsx",
  "/dashboard/instructor/courses/:courseSlug/grading/:submissionId":
    "routes/instructor/grading-submission.tsx",
  "/dashboard/instructor/live-sessions/:sessionId": "routes/instructor/live-session.tsx",
  "/dashboard/instructor/community": "routes/instructor/instructor-community.tsx",
  "/dashboard/instructor/community/moderation": "routes/instructor/community-moderation.tsx",
  "/dashboard/admin": "routes/admin/admin-overview.tsx",
  "/dashboard/admin/users": "routes/admin/admin-users.tsx",
  "/dashboard/admin/courses": "routes/admin/admin-courses.tsx",
  "/dashboard/admin/leads": "routes/admin/admin-leads.tsx",
  "/dashboard/admin/applications": "routes/admin/admin-applications.tsx",
  "/dashboard/admin/applications/:applicationId": "routes/admin/admin-application.tsx",
  "/dashboard/admin/payments": "routes/admin/admin-payments.tsx",
  "/dashboard/admin/coupons": "routes/admin/admin-coupons.tsx",
  "/dashboard/admin/zoom": "routes/admin/admin-zoom.tsx",
  "/dashboard/admin/audit-log": "routes/admin/admin-audit-log.tsx",
  "/dashboard/admin/bootcamp-batches": "routes/admin/admin-batches.tsx",
  "/dashboard/admin/newsletter-analytics": "routes/admin/admin-newsletter-analytics.tsx",
  "/dashboard/admin/page-builder": "routes/admin/admin-page-builder.tsx",
  "/dashboard/admin/email-tracking": "routes/admin/admin-email-tracking.tsx",
  "/dashboard/admin/settings": "routes/admin/admin-settings.tsx",
  "/dashboard/admin/seo": "routes/admin/admin-seo.tsx",
  "/dashboard/digital-marketer": "routes/marketer/marketer-overview.tsx",
  "/dashboard/digital-marketer/page-management": "routes/marketer/page-management.tsx",
  "/dashboard/digital-marketer/meta-tags": "routes/marketer/meta-tags.tsx",
  "/dashboard/digital-marketer/seo-settings": "routes/marketer/seo-settings.tsx",
  "/dashboard/digital-marketer/sitemap": "routes/marketer/sitemap.tsx",
  "/dashboard/digital-marketer/content-audit": "routes/marketer/content-audit.tsx",
  "/dashboard/digital-marketer/internal-links": "routes/marketer/internal-links.tsx",
  "/dashboard/digital-marketer/keywords": "routes/marketer/keywords.tsx",
  "/dashboard/digital-marketer/recommendations": "routes/marketer/recommendations.tsx",
  "/dashboard/digital-marketer/analytics": "routes/marketer/analytics.tsx",
};

const pageOf = (path: PortalPath): PageModule =>
  path in portalPlaceholderText
    ? { holds: portalPlaceholderText[path as PlaceholderPath] }
    : { module: pageModules[path as Exclude<PortalPath, PlaceholderPath>] };

export const portalPages: readonly PortalPage[] = portalPageFacts.map((facts) => ({
  ...facts,
  ...pageOf(facts.path as PortalPath),
}));

/** The entry shown at this path (its own path or an alias). */
export function portalPageFor(pathname: string): PortalPage | undefined {
  const path = normalizePortalPath(pathname);
  return portalPages.find((page) => page.path === path || page.aliases?.includes(path));
}
