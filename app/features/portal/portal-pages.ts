import {
  BarChart3Icon,
  BookOpenIcon,
  CalendarRangeIcon,
  ClipboardCheckIcon,
  CreditCardIcon,
  FileSearchIcon,
  FileTextIcon,
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
import { type PortalName, portals } from "#contracts/portals.ts";

// The portal page registry (decision 0024): one entry per portal page. app/routes.ts builds the portal
// routes from it, the sidebars list its entries that have an icon (in this order), the header title and
// the page's <title> are read from it by path. Adding a portal page is one entry here, one route module
// in app/routes/<portal>/ and its feature folder. Only portal pages are here: public pages never load it.

/** What a portal adds around its pages: the layout route (guard, header, sidebar) and its names. */
export type PortalShell = {
  /** Route module of the layout, relative to app/. */
  layout: string;
  /** Header title of the portal's pages unless an entry names its own (SPEC.md section 2). */
  title: string;
  /** Accessible name of the sidebar's navigation landmark. */
  navigationLabel: string;
};

export const portalShells: Record<PortalName, PortalShell> = {
  student: {
    layout: "routes/student/student-layout.tsx",
    title: "Student Portal",
    navigationLabel: "Student portal",
  },
  instructor: {
    layout: "routes/instructor/instructor-layout.tsx",
    title: "Instructor Portal",
    navigationLabel: "Instructor portal",
  },
  admin: { layout: "routes/admin/admin-layout.tsx", title: "Admin Portal", navigationLabel: "Admin portal" },
  digitalMarketer: {
    layout: "routes/marketer/marketer-layout.tsx",
    title: "SEO Management",
    navigationLabel: "SEO portal",
  },
};

type PortalPageFacts = {
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
};

/**
 * A built page names its route module (relative to app/); a page a later issue builds says in one line
 * what it will hold and renders routes/portal/portal-placeholder.tsx until then.
 */
export type PortalPage = PortalPageFacts &
  ({ module: string; holds?: never } | { holds: string; module?: never });

export const portalPlaceholderModule = "routes/portal/portal-placeholder.tsx";

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
    module: "routes/student/student-overview.tsx",
  },
  {
    portal: "student",
    path: `${student}/courses`,
    name: "Courses",
    icon: BookOpenIcon,
    module: "routes/student/student-courses.tsx",
  },
  {
    portal: "student",
    path: `${student}/join-class`,
    name: "Join Class",
    icon: VideoIcon,
    holds: "The schedule of your live sessions, each with its link to join the class.",
  },
  {
    portal: "student",
    path: `${student}/assessments`,
    name: "Assessments",
    icon: ClipboardCheckIcon,
    holds: "The quizzes and graded projects of your courses, with deadlines, submissions and grades.",
  },
  {
    portal: "student",
    path: `${student}/certificates`,
    name: "Certificates",
    icon: FileTextIcon,
    holds: "The certificates you have earned, to download or share with a public verification link.",
  },
  {
    portal: "student",
    path: `${student}/payments`,
    name: "Payments",
    icon: CreditCardIcon,
    module: "routes/student/student-payments.tsx",
  },
  {
    portal: "student",
    path: `${student}/community`,
    name: "Community",
    icon: MessagesSquareIcon,
    holds: "Your cohort's forum: questions, study groups and project reviews.",
  },
  {
    portal: "instructor",
    path: instructor,
    name: "Overview",
    icon: LayoutDashboardIcon,
    module: "routes/instructor/instructor-overview.tsx",
  },
  {
    portal: "instructor",
    path: `${instructor}/courses`,
    name: "Courses",
    icon: BookOpenIcon,
    holds: "The courses you teach: curriculum, batches, enrolled students and their progress.",
  },
  {
    portal: "admin",
    path: admin,
    name: "Overview",
    icon: LayoutDashboardIcon,
    module: "routes/admin/admin-overview.tsx",
  },
  {
    portal: "admin",
    path: `${admin}/users`,
    name: "Users",
    icon: UsersIcon,
    title: "User Management",
    module: "routes/admin/admin-users.tsx",
  },
  {
    portal: "admin",
    path: `${admin}/leads`,
    name: "Leads",
    icon: InboxIcon,
    // Not one of the spec's eleven titles: the leads inbox came later (issue: leads), and got its own.
    title: "Leads Inbox",
    module: "routes/admin/admin-leads.tsx",
  },
  {
    portal: "admin",
    path: `${admin}/applications`,
    name: "Applications",
    holds: "Bootcamp applications to review, from submitted to accepted or declined.",
  },
  {
    portal: "admin",
    path: `${admin}/courses`,
    name: "Courses",
    icon: BookOpenIcon,
    title: "Course Management",
    holds: "Create and edit courses: title, summary, level, duration, price and instructors.",
  },
  {
    portal: "admin",
    path: `${admin}/bootcamp-batches`,
    name: "Bootcamp Batches",
    icon: CalendarRangeIcon,
    title: "Bootcamp Batches",
    // SPEC.md section 2 lists /admin/batches in the admin portal too.
    aliases: ["/admin/batches"],
    holds: "Create and edit batches: start dates, schedules, seats and the instructors who teach them.",
  },
  {
    portal: "admin",
    path: `${admin}/zoom`,
    name: "Zoom Classes",
    icon: VideoIcon,
    title: "Zoom Classes",
    holds: "The live class meetings of every batch, with Zoom or manual meeting links per session.",
  },
  {
    portal: "admin",
    path: `${admin}/newsletter-analytics`,
    name: "Newsletter Analytics",
    icon: MailOpenIcon,
    title: "Newsletter Analytics",
    holds: "Subscriber growth, confirmation rate, and the opens and clicks of every campaign.",
  },
  {
    portal: "admin",
    path: `${admin}/email-tracking`,
    name: "Email Tracking",
    icon: MailIcon,
    holds: "Every email the platform sent, with its delivery status, opens and clicks.",
  },
  {
    portal: "admin",
    path: `${admin}/seo`,
    name: "SEO",
    icon: SearchIcon,
    title: "SEO Manager",
    holds: "Site-wide search settings: default meta tags, sitemap, robots rules and redirects.",
  },
  {
    portal: "admin",
    path: `${admin}/page-builder`,
    name: "Page Builder",
    icon: LayoutTemplateIcon,
    holds: "Compose, preview and publish marketing pages from reusable sections.",
  },
  {
    portal: "admin",
    path: `${admin}/settings`,
    name: "Settings",
    icon: SettingsIcon,
    title: "Settings",
    holds: "The site's phone and email, the mail and payment providers, and the promotional banner.",
  },
  // Not in the spec's list: issue 6 added the money screens after the spec's items, under one title that
  // is not among the spec's eleven either (decision 0013).
  {
    portal: "admin",
    path: `${admin}/payments`,
    name: "Payments",
    icon: CreditCardIcon,
    title: "Payments",
    module: "routes/admin/admin-payments.tsx",
  },
  {
    portal: "admin",
    path: `${admin}/coupons`,
    name: "Coupons",
    icon: TicketPercentIcon,
    title: "Payments",
    module: "routes/admin/admin-coupons.tsx",
  },
  {
    portal: "digitalMarketer",
    path: seo,
    name: "Overview",
    icon: LayoutDashboardIcon,
    module: "routes/marketer/marketer-overview.tsx",
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/page-management`,
    name: "Page Management",
    icon: FileTextIcon,
    holds: "Every public page with its indexing status, canonical URL and last update.",
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/meta-tags`,
    name: "Meta Tags",
    icon: TagsIcon,
    holds: "The title, description and social image of every page, with length checks and previews.",
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/keywords`,
    name: "Keywords",
    icon: KeyRoundIcon,
    holds: "Target keywords per page with search volume, ranking position and trend.",
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/recommendations`,
    name: "SEMrush Insights",
    icon: LightbulbIcon,
    holds: "Recommendations from SEMrush site audits, ranked by their expected impact.",
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/internal-links`,
    name: "Internal Links",
    icon: LinkIcon,
    holds: "The site's link graph: orphan pages, broken links and suggested internal links.",
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/analytics`,
    name: "Analytics",
    icon: BarChart3Icon,
    holds: "Page views, visitors, referrers and top pages over any date range.",
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/content-audit`,
    name: "Content Audit",
    icon: FileSearchIcon,
    holds: "Pages checked for thin content, duplicate titles, missing headings and missing alt text.",
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/sitemap`,
    name: "Sitemap",
    icon: MapIcon,
    holds: "The generated sitemap.xml: the pages it lists and when search engines last fetched it.",
  },
  {
    portal: "digitalMarketer",
    path: `${seo}/seo-settings`,
    name: "SEO Settings",
    icon: SettingsIcon,
    holds: "Robots rules, redirects, the default social image and structured-data settings.",
  },
] as const satisfies readonly PortalPage[];

export const portalPages: readonly PortalPage[] = entries;

/** The path of a registry entry: a route module's meta names its page by it, checked by the compiler. */
export type PortalPath = (typeof entries)[number]["path"];

/** Without a trailing slash, except for the root. */
export function normalizePortalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The entry shown at this path (its own path or an alias). */
export function portalPageFor(pathname: string): PortalPage | undefined {
  const path = normalizePortalPath(pathname);
  return portalPages.find((page) => page.path === path || page.aliases?.includes(path));
}
