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
import type { Role } from "#contracts/auth.ts";
import { type PortalName, portals } from "#contracts/portals.ts";

export type PortalNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only this exact path marks the item current (the portal's overview, whose path prefixes the others). */
  end?: boolean;
  /** Other paths that show the same page and mark this item current. */
  also?: readonly string[];
};

export type PortalNavigation = {
  /** Accessible name of the sidebar's navigation landmark. */
  label: string;
  items: readonly PortalNavItem[];
};

const student = portals.student.path;
const instructor = portals.instructor.path;
const admin = portals.admin.path;
const seo = portals.digitalMarketer.path;

// SPEC.md section 2, "Header navigation and sidebars": the items and their order per portal. The spec
// names two labels (Zoom Classes, SEMrush Insights); the others are the item's name in title case.
// The admin portal uses the spec's full admin navigation (it includes the basic one's three items).
export const portalNavigation: Record<PortalName, PortalNavigation> = {
  student: {
    label: "Student portal",
    items: [
      { to: student, label: "Overview", icon: LayoutDashboardIcon, end: true },
      { to: `${student}/courses`, label: "Courses", icon: BookOpenIcon },
      { to: `${student}/join-class`, label: "Join Class", icon: VideoIcon },
      { to: `${student}/assessments`, label: "Assessments", icon: ClipboardCheckIcon },
      { to: `${student}/certificates`, label: "Certificates", icon: FileTextIcon },
      { to: `${student}/payments`, label: "Payments", icon: CreditCardIcon },
      { to: `${student}/community`, label: "Community", icon: MessagesSquareIcon },
    ],
  },
  instructor: {
    label: "Instructor portal",
    items: [
      { to: instructor, label: "Overview", icon: LayoutDashboardIcon, end: true },
      { to: `${instructor}/courses`, label: "Courses", icon: BookOpenIcon },
    ],
  },
  admin: {
    label: "Admin portal",
    items: [
      { to: admin, label: "Overview", icon: LayoutDashboardIcon, end: true },
      { to: `${admin}/users`, label: "Users", icon: UsersIcon },
      { to: `${admin}/leads`, label: "Leads", icon: InboxIcon },
      { to: `${admin}/courses`, label: "Courses", icon: BookOpenIcon },
      {
        to: `${admin}/bootcamp-batches`,
        label: "Bootcamp Batches",
        icon: CalendarRangeIcon,
        also: ["/admin/batches"],
      },
      { to: `${admin}/zoom`, label: "Zoom Classes", icon: VideoIcon },
      { to: `${admin}/newsletter-analytics`, label: "Newsletter Analytics", icon: MailOpenIcon },
      { to: `${admin}/email-tracking`, label: "Email Tracking", icon: MailIcon },
      { to: `${admin}/seo`, label: "SEO", icon: SearchIcon },
      { to: `${admin}/page-builder`, label: "Page Builder", icon: LayoutTemplateIcon },
      { to: `${admin}/settings`, label: "Settings", icon: SettingsIcon },
      // Not in the spec's list: issue 6 added them after the spec's items (decision 0013).
      { to: `${admin}/payments`, label: "Payments", icon: CreditCardIcon },
      { to: `${admin}/coupons`, label: "Coupons", icon: TicketPercentIcon },
    ],
  },
  digitalMarketer: {
    label: "SEO portal",
    items: [
      { to: seo, label: "Overview", icon: LayoutDashboardIcon, end: true },
      { to: `${seo}/page-management`, label: "Page Management", icon: FileTextIcon },
      { to: `${seo}/meta-tags`, label: "Meta Tags", icon: TagsIcon },
      { to: `${seo}/keywords`, label: "Keywords", icon: KeyRoundIcon },
      { to: `${seo}/recommendations`, label: "SEMrush Insights", icon: LightbulbIcon },
      { to: `${seo}/internal-links`, label: "Internal Links", icon: LinkIcon },
      { to: `${seo}/analytics`, label: "Analytics", icon: BarChart3Icon },
      { to: `${seo}/content-audit`, label: "Content Audit", icon: FileSearchIcon },
      { to: `${seo}/sitemap`, label: "Sitemap", icon: MapIcon },
      { to: `${seo}/seo-settings`, label: "SEO Settings", icon: SettingsIcon },
    ],
  },
};

// SPEC.md section 6: "Navigation by role: admin sees the admin sidebar, digital_marketer the SEO management
// sidebar, instructor two items, everyone else the student menu." The sidebar follows who is signed in, not
// the portal shown: an admin who opens the student portal (decision 0008) keeps the admin navigation.
const sidebarOfRole: Record<Role, PortalName> = {
  admin: "admin",
  digital_marketer: "digitalMarketer",
  instructor: "instructor",
  student: "student",
};

export function navigationForRole(role: Role): PortalNavigation {
  return portalNavigation[sidebarOfRole[role] ?? "student"];
}

export function isNavItemCurrent(item: PortalNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === item.to || item.also?.includes(path)) return true;
  return !item.end && path.startsWith(`${item.to}/`);
}
