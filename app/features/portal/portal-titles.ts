// SPEC.md section 2: "Portal header title depends on path", with these eleven titles. The spec does not
// say which path gets which; this table is our mapping, read top to bottom (the first match wins, so the
// specific admin pages come before the admin portal itself). A path matches its entry and everything below it.
export const portalTitles: ReadonlyArray<{ path: string; title: string }> = [
  { path: "/dashboard/admin/seo", title: "SEO Manager" },
  { path: "/dashboard/admin/users", title: "User Management" },
  // Not one of the spec's eleven: the leads inbox came later (issue: leads), and got its own title.
  { path: "/dashboard/admin/leads", title: "Leads Inbox" },
  // Not among the spec's eleven either: the money screens of issue 6 (decision 0013).
  { path: "/dashboard/admin/payments", title: "Payments" },
  { path: "/dashboard/admin/coupons", title: "Payments" },
  { path: "/dashboard/admin/courses", title: "Course Management" },
  { path: "/dashboard/admin/zoom", title: "Zoom Classes" },
  { path: "/dashboard/admin/newsletter-analytics", title: "Newsletter Analytics" },
  { path: "/dashboard/admin/settings", title: "Settings" },
  { path: "/dashboard/admin/bootcamp-batches", title: "Bootcamp Batches" },
  { path: "/admin/batches", title: "Bootcamp Batches" },
  // Overview, applications, email tracking and page builder.
  { path: "/dashboard/admin", title: "Admin Portal" },
  { path: "/dashboard/digital-marketer", title: "SEO Management" },
  { path: "/dashboard/instructor", title: "Instructor Portal" },
  { path: "/dashboard/student", title: "Student Portal" },
];

export function portalTitleFor(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return portalTitles.find((entry) => path === entry.path || path.startsWith(`${entry.path}/`))?.title;
}
