import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { portalPages } from "./features/portal/portal-pages.ts";

/** The placeholder pages under `base` (features/portal/portal-pages.ts), as child routes of its layout. */
function portalPlaceholders(base: string) {
  return portalPages
    .filter((page) => page.path.startsWith(`${base}/`))
    .map((page) =>
      route(page.path.slice(base.length + 1), "routes/portal/portal-placeholder.tsx", {
        id: `portal${page.path}`,
      }),
    );
}

export default [
  index("routes/public/home.tsx"),
  route("auth", "routes/auth/auth-page.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  // One module, two spellings of the link (path or ?token=), each with its own route id.
  route("reset-password", "routes/auth/reset-password.tsx", { id: "reset-password-query" }),
  route("reset-password/:token", "routes/auth/reset-password.tsx", { id: "reset-password-token" }),
  // The account mails' links (decision 0019): each page's button POSTs the ?token= to the API.
  route("verify-email", "routes/auth/verify-email.tsx"),
  route("confirm-email-change", "routes/auth/confirm-email-change.tsx"),
  route("cancel-email-change", "routes/auth/cancel-email-change.tsx"),
  route("login", "routes/public/login-redirect.tsx"),
  route("bootcamp", "routes/public/bootcamp-redirect.tsx"),
  route("search", "routes/public/search.tsx"),
  route("seo-preview", "routes/public/seo-preview.tsx"),
  // The bootcamp funnel and the fixed content pages (prose from site_pages, GET /api/pages).
  route("ai-bootcamp", "routes/public/ai-bootcamp.tsx"),
  route("ai-bootcamp/start", "routes/public/ai-bootcamp-start.tsx"),
  route("ai-bootcamp/apply", "routes/public/ai-bootcamp-apply.tsx"),
  route("corporate-training", "routes/public/corporate-training.tsx"),
  route("about", "routes/public/about.tsx"),
  route("contact", "routes/public/contact.tsx"),
  route("community", "routes/public/content-page.tsx", { id: "content/community" }),
  route("investors", "routes/public/content-page.tsx", { id: "content/investors" }),
  route("privacy", "routes/public/content-page.tsx", { id: "content/privacy" }),
  // The catalog and the course landing pages (/courses/checkout stays a static route below and wins).
  route("courses", "routes/public/courses-catalog.tsx"),
  route("courses/:slug", "routes/public/course-page.tsx"),
  route("careers", "routes/public/careers.tsx"),
  route("internship", "routes/public/internship.tsx"),
  route("sandbox", "routes/public/sandbox.tsx"),
  // Content sections (blog, webinars, podcast).
  route("blog", "routes/public/blog.tsx"),
  route("blog/:slug", "routes/public/blog-post.tsx"),
  route("webinars", "routes/public/webinars.tsx"),
  route("podcast", "routes/public/podcast.tsx"),
  // Checkout and payments (issue 6): the cart lives in the URL; the test provider's hosted page.
  route("courses/checkout", "routes/public/courses-checkout.tsx"),
  route("ai-bootcamp/enroll", "routes/public/ai-bootcamp-enroll.tsx"),
  route("ai-bootcamp/payment", "routes/public/ai-bootcamp-payment.tsx"),
  // One module, two success pages, each with its own route id.
  route("ai-bootcamp/payment-success", "routes/public/payment-success.tsx", {
    id: "payment-success/bootcamp",
  }),
  route("payment-success", "routes/public/payment-success.tsx", { id: "payment-success/course" }),
  route("test-payments/:sessionId", "routes/public/test-payment.tsx"),
  route("profile", "routes/profile/profile-page.tsx"),
  // Portals (decision 0008): each layout holds the role guard, the portal header and the sidebar.
  route("dashboard/student", "routes/student/student-layout.tsx", [
    index("routes/student/student-overview.tsx"),
    route("courses", "routes/student/student-courses.tsx"),
    route("payments", "routes/student/student-payments.tsx"),
    ...portalPlaceholders("/dashboard/student"),
  ]),
  route("dashboard/instructor", "routes/instructor/instructor-layout.tsx", [
    index("routes/instructor/instructor-overview.tsx"),
    ...portalPlaceholders("/dashboard/instructor"),
  ]),
  // /admin/batches belongs to the admin portal too (SPEC.md section 2), so the layout has no path of its own.
  layout("routes/admin/admin-layout.tsx", [
    ...prefix("dashboard/admin", [
      index("routes/admin/admin-overview.tsx"),
      route("users", "routes/admin/admin-users.tsx"),
      route("leads", "routes/admin/admin-leads.tsx"),
      route("payments", "routes/admin/admin-payments.tsx"),
      route("coupons", "routes/admin/admin-coupons.tsx"),
      ...portalPlaceholders("/dashboard/admin"),
    ]),
    ...prefix("admin", portalPlaceholders("/admin")),
  ]),
  route("dashboard/digital-marketer", "routes/marketer/marketer-layout.tsx", [
    index("routes/marketer/marketer-overview.tsx"),
    ...portalPlaceholders("/dashboard/digital-marketer"),
  ]),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
