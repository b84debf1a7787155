import {
  BarChart3Icon,
  BookOpenIcon,
  CalendarRangeIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  CreditCardIcon,
  FileSearchIcon,
  FileTextIcon,
  HistoryIcon,
  InboxIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  LayoutTemplateIcon,
  LightbulbIcon,
  LinkIcon,
  type LucideIcon,
  MailIcon,
  MailOpenIcon,
  MapIcon,
  MessagesSquareIcon,
  SearchIcon,
  SettingsIcon,
  TagsIcon,
  TicketPercentIcon,
  UsersIcon,
  VideoIcon,
} from "lucide-react";
import type { Role } from "#contracts/auth.ts";
import { type PortalName, portals } from "#contracts/portals.ts";

// What the browser needs of each portal page (decision 0024): its path, portal, name, sidebar icon, header
// title and aliases, in sidebar order. The sidebars, the header titles and the pages' <title>s read these;
// the rest of the registry (each page's route module or placeholder text, each portal's layout module) is in
// portal-pages.ts, which app/routes.ts reads at build time and only the placeholder page loads, so the
// portal pages' first load does not carry it (issue 12 bundle figures).

/** What a portal shows around its pages. */
export type PortalShellFacts = {
  /** Header title of the portal's pages unless an entry names its own (SPEC.md section 2). */
  title: string;
  /** Accessible name of the sidebar's navigation landmark. */
  navigationLabel: string;
};

export const portalShellFacts: Record<PortalName, PortalShellFacts> = {
  student: { title: "Student Portal", navigationLabel: "Student portal" },
  instructor: { title: "Instructor Portal", navigationLabel: "Instructor portal" },
  admin: { title: "Admin Portal", navigationLabel: "Admin portal" },
  digitalMarketer: { title: "SEO Management", navigationLabel: "SEO portal" },
};

export type PortalPageFacts = {
  portal: PortalName;
  path: string;
  /** The page's name: its sidebar label, its placeholder heading and the first part of its <title>. */
  name: string;
  /** Shown in its portal's sidebar, in registry order, with this icon; without one the page is unlisted. */
  icon?: LucideIcon;
  /** Header title of this path and the paths below it, instead of the portal's title. */
  title?: string;
  /** Other paths that show the same page (each gets its own route) and mark its sidebar item current. */
  aliases?: readonly string[];
  /**
   * Roles besides the portal's own that open this page (the course player: a course's instructors read it
   * where its students do). The page's API still decides per record; this only lifts the portal guard.
   */
  openTo?: readonly Role[];
};

const student = portals.student.path;
const instructor = portals.instructor.path;
const admin = portals.admin.path;
const seo = portals.digitalMarketer.path;

// SPEC.md section 2, "Header navigation and sidebars": the items and their order per portal. The spec
// names two labels (Zoom Classes, SEMrush Insights); the others are the item's name in title case. The
// admin portal uses the spec's full admin navigation (it includes the basic one's three items). The header
// titles are the spec's eleven; the spec does not say which path gets which, so the mapping is ours.
const entries = [
  {
    portal: "student",
    path: student,
    name: "Overview",
    icon: LayoutDashboardIcon,
  },
  {
    portal: "student",
    path: `${student}/courses`,
    name: "Courses",
    icon: BookOpenIcon,
  },
  // The course player (issue 14): unlisted, under Courses (whose sidebar item they mark current).
  {
    portal: "student",
    path: `${student}/courses/:courseSlug`,
    name: "Course",
    openTo: ["instructor"],
  },
  {
    portal: "student",
    path: `${student}/courses/:courseSlug/lessons/:lessonId`,
    name: "Lesson",
    openTo: ["instructor"],
  },
  {
    portal: "student",
    path: `${student}/join-class`,
    name: "Join Class",
    icon: VideoIcon,
  },
  {
    portal: "student",
    path: `${student}/assessments`,
    name: "Assessments",
    icon: ClipboardCheckIcon,
  },
  {
    portal: "student",
    path: `${student}/certificates`,
    name: "Certificates",
    icon: FileTextIcon,
  },
  {
    portal: "student",
    path: `${student}/payments`,
    name: "Payments",
    icon: CreditCardIcon,
  },
  // The forum (issue 18): its spaces, one space's threads and one thread (both unlisted, under Community).
  // Instructors read and moderate their courses' spaces here too; their own list is below.
  {
    portal: "student",
    path: `${student}/community`,
    name: "Community",
    icon: MessagesSquareIcon,
    openTo: ["instructor"],
  },
  {
    portal: "student",
    path: `${student}/community/threads/:threadId`,
    name: "Thread",
    openTo: ["instructor"],
  },
  {
    portal: "student",
    path: `${student}/community/:space`,
    name: "Space",
    openTo: ["instructor"],
  },
  {
    portal: "instructor",
    path: instructor,
    name: "Overview",
    icon: LayoutDashboardIcon,
  },
  {
    portal: "instructor",
    path: `${instructor}/courses`,
    name: "Courses",
    icon: BookOpenIcon,
  },
  // The course editor and the roster per batch (issue 14): unlisted, under Courses.
  {
    portal: "instructor",
    path: `${instructor}/courses/:courseSlug`,
    name: "Course content",
  },
  {
    portal: "instructor",
    path: `${instructor}/courses/:courseSlug/lessons/:lessonId`,
    name: "Edit lesson",
  },
  {
    portal: "instructor",
    path: `${instructor}/courses/:courseSlug/roster`,
    name: "Roster",
  },
  // Grading assignments per batch (issue 16): unlisted, under Courses.
  {
    portal: "instructor",
    path: `${instructor}/courses/:courseSlug/grading`,
    name: "Grading",
  },
  {
    portal: "instructor",
    path: `${instructor}/courses/:courseSlug/grading/:submissionId`,
    name: "Grade a submission",
  },
  // The spaces of the instructor's courses, unanswered questions first (issue 18): unlisted (the spec's
  // instructor sidebar has two items), reached from the overview.
  {
    portal: "instructor",
    path: `${instructor}/community`,
    name: "Community",
  },
  {
    portal: "instructor",
    path: `${instructor}/community/moderation`,
    name: "Moderation queue",
  },
  // One live session (issue 15): unlisted, reached from the overview's "Your live sessions" (and from the
  // admin's Zoom Classes, whose admins open the instructor portal too).
  {
    portal: "instructor",
    path: `${instructor}/live-sessions/:sessionId`,
    name: "Live session",
  },
  {
    portal: "admin",
    path: admin,
    name: "Overview",
    icon: LayoutDashboardIcon,
  },
  {
    portal: "admin",
    path: `${admin}/users`,
    name: "Users",
    icon: UsersIcon,
    title: "User Management",
  },
  {
    portal: "admin",
    path: `${admin}/leads`,
    name: "Leads",
    icon: InboxIcon,
    // Not one of the spec's eleven titles: the leads inbox came later (issue: leads), and got its own.
    title: "Leads Inbox",
  },
  // Not in the spec's admin navigation: issue 17 built the applications pipeline and listed it
  // (decision 0043), under the portal's own title (the spec's eleven titles have none for it).
  {
    portal: "admin",
    path: `${admin}/applications`,
    name: "Applications",
    icon: ClipboardListIcon,
  },
  // One application (issue 17): unlisted, under Applications (whose sidebar item it marks current).
  {
    portal: "admin",
    path: `${admin}/applications/:applicationId`,
    name: "Application",
  },
  {
    portal: "admin",
    path: `${admin}/courses`,
    name: "Courses",
    icon: BookOpenIcon,
    title: "Course Management",
  },
  {
    portal: "admin",
    path: `${admin}/bootcamp-batches`,
    name: "Bootcamp Batches",
    icon: CalendarRangeIcon,
    title: "Bootcamp Batches",
    // SPEC.md section 2 lists /admin/batches in the admin portal too.
    aliases: ["/admin/batches"],
  },
  {
    portal: "admin",
    path: `${admin}/zoom`,
    name: "Zoom Classes",
    icon: VideoIcon,
    title: "Zoom Classes",
  },
  {
    portal: "admin",
    path: `${admin}/newsletter-analytics`,
    name: "Newsletter Analytics",
    icon: MailOpenIcon,
    title: "Newsletter Analytics",
  },
  {
    portal: "admin",
    path: `${admin}/email-tracking`,
    name: "Email Tracking",
    icon: MailIcon,
  },
  {
    portal: "admin",
    path: `${admin}/seo`,
    name: "SEO",
    icon: SearchIcon,
    title: "SEO Manager",
  },
  {
    portal: "admin",
    path: `${admin}/page-builder`,
    name: "Page Builder",
    icon: LayoutTemplateIcon,
    // Issue 21: marketers edit landing page drafts and blog posts here (the API refuses them the rest).
    openTo: ["digital_marketer"],
  },
  {
    portal: "admin",
    path: `${admin}/settings`,
    name: "Settings",
    icon: SettingsIcon,
    title: "Settings",
  },
  // Not in the spec's list either: issue 17's audit log of every staff write (decision 0042).
  {
    portal: "admin",
    path: `${admin}/audit-log`,
    name: "Audit Log",
    icon: HistoryIcon,
    title: "Audit Log",
  },
  // Not in the spec's list: issue 6 added the money screens after the spec's items, under one title that
  // is not among the spec's eleven either (decision 0013).
  {
    portal: "admin",
    path: `${admin}/payments`,
    name: "Payments",
    icon: CreditCardIcon,
    title: "Payments",
  },
  {
    portal: "admin",
    path: `${admin}/coupons`,
    name: "Coupons",
    icon: TicketPercentIcon,
    title: "Payments",
  },
  {
    portal: "digitalMarketer",
    path: seo,
    name: "Overview",
    icon: LayoutDashboardIcon,
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/page-management`,
    name: "Page Management",
    icon: FileTextIcon,
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/meta-tags`,
    name: "Meta Tags",
    icon: TagsIcon,
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/keywords`,
    name: "Keywords",
    icon: KeyRoundIcon,
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/recommendations`,
    name: "SEMrush Insights",
    icon: LightbulbIcon,
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/internal-links`,
    name: "Internal Links",
    icon: LinkIcon,
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/analytics`,
    name: "Analytics",
    icon: BarChart3Icon,
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/content-audit`,
    name: "Content Audit",
    icon: FileSearchIcon,
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/sitemap`,
    name: "Sitemap",
    icon: MapIcon,
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/seo-settings`,
    name: "SEO Settings",
    icon: SettingsIcon,
  },
] as const satisfies readonly PortalPageFacts[];

export const portalPageFacts: readonly PortalPageFacts[] = entries;

/** The path of a registry entry: a route module's meta names its page by it, checked by the compiler. */
export type PortalPath = (typeof entries)[number]["path"];

/** Without a trailing slash, except for the root. */
export function normalizePortalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Whether a registry path (which may hold `:name` segments) is this concrete path. */
export function portalPathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes(":")) return pattern === path;
  const want = pattern.split("/");
  const have = path.split("/");
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]))
  );
}

/** The entry shown at this path (its own path, an alias, or a path its `:name` segments take). */
export function portalPageFactsFor(pathname: string): PortalPageFacts | undefined {
  const path = normalizePortalPath(pathname);
  return (
    portalPageFacts.find((page) => page.path === path || page.aliases?.includes(path)) ??
    portalPageFacts.find((page) => portalPathMatches(page.path, path))
  );
}
