import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { portalPages, portalPlaceholderModule, portalShells } from "#app/features/portal/portal-pages.ts";
import type { PortalName } from "#contracts/portals.ts";

/**
 * One pathless layout per portal, holding the routes of its registry entries (features/portal/portal-pages.ts).
 * A built page keeps its module's own route id; a placeholder and an alias get `portal<path>`, so that every
 * path has an id of its own (SPEC.md puts /admin/batches in the admin portal, beside /dashboard/admin/...).
 */
function portalRoutes(): RouteConfigEntry[] {
  return (Object.keys(portalShells) as PortalName[]).map((portal) =>
    layout(
      portalShells[portal].layout,
      portalPages
        .filter((page) => page.portal === portal)
        .flatMap((page) =>
          [page.path, ...(page.aliases ?? [])].map((path, index) =>
            page.module && index === 0
              ? route(path.slice(1), page.module)
              : route(path.slice(1), page.module ?? portalPlaceholderModule, { id: `portal${path}` }),
          ),
        ),
    ),
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
  // The newsletter's confirmation link (issue 22), the same kind of page.
  route("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
  route("newsletter/preferences", "routes/public/newsletter-preferences.tsx"),
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
  route("courses/:slug/preview/:lessonId", "routes/public/lesson-preview.tsx"),
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
  // Certificates anyone can verify by code (issue 16): noindex, not in the sitemap.
  route("certificates/:code", "routes/public/certificate-verify.tsx"),
  route("profile", "routes/profile/profile-page.tsx"),
  // Portals (decision 0008): each layout holds the role guard, the portal header and the sidebar; its
  // pages come from the portal page registry (decision 0024).
  ...portalRoutes(),
  // A draft landing page through its signed preview link (issue 21).
  route("page-preview", "routes/public/page-preview.tsx"),
  // Any other path: a published landing page (issue 21), else the not-found page with a 404.
  route("*", "routes/public/landing-page.tsx"),
] satisfies RouteConfig;
