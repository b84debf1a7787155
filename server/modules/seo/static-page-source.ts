import {
  accountPages,
  checkoutPages,
  homePage,
  type StaticPage,
  searchPage,
  seoPreviewPage,
} from "#contracts/static-pages.ts";
import type { PageFacts, PageSource } from "./page-source.ts";

/** When the fixed text below last changed: the sitemap's lastmod for the home page. */
const staticPagesUpdatedAt = new Date("2026-11-22T00:00:00Z");

const crumbs: Record<string, string> = {
  "/search": "Search",
  "/seo-preview": "SEO Preview",
  "/auth": "Sign in",
  "/forgot-password": "Forgot Password",
  "/reset-password": "Reset Password",
  "/verify-email": "Verify email",
  "/confirm-email-change": "Confirm email change",
  "/cancel-email-change": "Cancel email change",
  "/newsletter/confirm": "Confirm newsletter subscription",
  "/courses/checkout": "Checkout",
  "/ai-bootcamp/enroll": "Enroll",
  "/ai-bootcamp/payment": "Payment",
  "/ai-bootcamp/payment-success": "Payment received",
  "/payment-success": "Payment successful",
};

const parents: Record<string, { name: string; url: string }> = {
  "/courses": { name: "Courses", url: "/courses" },
  "/ai-bootcamp": { name: "AI Bootcamp", url: "/ai-bootcamp" },
};

function breadcrumbsFor(path: string): { name: string; url: string }[] {
  const parentPath = path.slice(0, path.lastIndexOf("/"));
  const parent = parents[parentPath];
  const own = { name: crumbs[path] ?? path, url: path };
  return parent ? [parent, own] : [own];
}

const pages: StaticPage[] = [
  homePage,
  searchPage,
  seoPreviewPage,
  accountPages.auth,
  accountPages.forgotPassword,
  accountPages.resetPassword,
  accountPages.verifyEmail,
  accountPages.confirmEmailChange,
  accountPages.cancelEmailChange,
  accountPages.newsletterConfirm,
  accountPages.newsletterPreferences,
  ...checkoutPages,
];
const byPath = new Map(pages.map((page) => [page.path, page]));

function factsOf(page: StaticPage): PageFacts {
  return {
    title: page.title,
    description: page.description,
    pageType: "website",
    noindex: page.noindex ?? false,
    modifiedAt: page.noindex ? undefined : staticPagesUpdatedAt,
    breadcrumbs: page.path === "/" ? [] : breadcrumbsFor(page.path),
    keywords:
      page.path === "/"
        ? ["AI certification", "AI engineering bootcamp", "machine learning course", "prompt engineering"]
        : undefined,
  };
}

/**
 * The pages no content module owns: home, search, the SEO preview, the account pages (with the newsletter's
 * confirmation page) and the checkout issue's pages. Portals are never described (the SEO service refuses their paths).
 */
export function createStaticPageSource(): PageSource {
  return {
    async resolve(path) {
      const page = byPath.get(path);
      if (page) return factsOf(page);
      // The emailed link /reset-password/{token} is the same page as /reset-password.
      if (path.startsWith("/reset-password/")) {
        return { ...factsOf(accountPages.resetPassword), canonicalPath: accountPages.resetPassword.path };
      }
      return null;
    },
    async list() {
      return pages.map((page) => ({
        path: page.path,
        modifiedAt: page.noindex ? null : staticPagesUpdatedAt,
        noindex: page.noindex ?? false,
      }));
    },
  };
}
