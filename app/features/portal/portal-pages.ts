// Portal pages whose content later issues build. Until then each says, in one line, what it will hold.
export type PortalPage = { path: string; heading: string; holds: string };

export const portalPages: readonly PortalPage[] = [
  {
    path: "/dashboard/student/join-class",
    heading: "Join Class",
    holds: "The schedule of your live sessions, each with its link to join the class.",
  },
  {
    path: "/dashboard/student/assessments",
    heading: "Assessments",
    holds: "The quizzes and graded projects of your courses, with deadlines, submissions and grades.",
  },
  {
    path: "/dashboard/student/certificates",
    heading: "Certificates",
    holds: "The certificates you have earned, to download or share with a public verification link.",
  },
  {
    path: "/dashboard/student/community",
    heading: "Community",
    holds: "Your cohort's forum: questions, study groups and project reviews.",
  },
  {
    path: "/dashboard/instructor/courses",
    heading: "Courses",
    holds: "The courses you teach: curriculum, batches, enrolled students and their progress.",
  },
  {
    path: "/dashboard/admin/applications",
    heading: "Applications",
    holds: "Bootcamp applications to review, from submitted to accepted or declined.",
  },
  {
    path: "/dashboard/admin/courses",
    heading: "Courses",
    holds: "Create and edit courses: title, summary, level, duration, price and instructors.",
  },
  {
    path: "/dashboard/admin/bootcamp-batches",
    heading: "Bootcamp Batches",
    holds: "Create and edit batches: start dates, schedules, seats and the instructors who teach them.",
  },
  {
    path: "/admin/batches",
    heading: "Bootcamp Batches",
    holds: "Create and edit batches: start dates, schedules, seats and the instructors who teach them.",
  },
  {
    path: "/dashboard/admin/zoom",
    heading: "Zoom Classes",
    holds: "The live class meetings of every batch, with Zoom or manual meeting links per session.",
  },
  {
    path: "/dashboard/admin/newsletter-analytics",
    heading: "Newsletter Analytics",
    holds: "Subscriber growth, confirmation rate, and the opens and clicks of every campaign.",
  },
  {
    path: "/dashboard/admin/email-tracking",
    heading: "Email Tracking",
    holds: "Every email the platform sent, with its delivery status, opens and clicks.",
  },
  {
    path: "/dashboard/admin/seo",
    heading: "SEO",
    holds: "Site-wide search settings: default meta tags, sitemap, robots rules and redirects.",
  },
  {
    path: "/dashboard/admin/page-builder",
    heading: "Page Builder",
    holds: "Compose, preview and publish marketing pages from reusable sections.",
  },
  {
    path: "/dashboard/admin/settings",
    heading: "Settings",
    holds: "The site's phone and email, the mail and payment providers, and the promotional banner.",
  },
  {
    path: "/dashboard/digital-marketer/page-management",
    heading: "Page Management",
    holds: "Every public page with its indexing status, canonical URL and last update.",
  },
  {
    path: "/dashboard/digital-marketer/meta-tags",
    heading: "Meta Tags",
    holds: "The title, description and social image of every page, with length checks and previews.",
  },
  {
    path: "/dashboard/digital-marketer/keywords",
    heading: "Keywords",
    holds: "Target keywords per page with search volume, ranking position and trend.",
  },
  {
    path: "/dashboard/digital-marketer/recommendations",
    heading: "SEMrush Insights",
    holds: "Recommendations from SEMrush site audits, ranked by their expected impact.",
  },
  {
    path: "/dashboard/digital-marketer/internal-links",
    heading: "Internal Links",
    holds: "The site's link graph: orphan pages, broken links and suggested internal links.",
  },
  {
    path: "/dashboard/digital-marketer/analytics",
    heading: "Analytics",
    holds: "Page views, visitors, referrers and top pages over any date range.",
  },
  {
    path: "/dashboard/digital-marketer/content-audit",
    heading: "Content Audit",
    holds: "Pages checked for thin content, duplicate titles, missing headings and missing alt text.",
  },
  {
    path: "/dashboard/digital-marketer/sitemap",
    heading: "Sitemap",
    holds: "The generated sitemap.xml: the pages it lists and when search engines last fetched it.",
  },
  {
    path: "/dashboard/digital-marketer/seo-settings",
    heading: "SEO Settings",
    holds: "Robots rules, redirects, the default social image and structured-data settings.",
  },
];

export function portalPageFor(pathname: string): PortalPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return portalPages.find((page) => page.path === path);
}
