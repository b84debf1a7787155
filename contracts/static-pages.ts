import { authPage } from "./page-heads/auth.ts";
import { bootcampEnrollPage } from "./page-heads/bootcamp-enroll.ts";
import { bootcampPaymentPage } from "./page-heads/bootcamp-payment.ts";
import { cancelEmailChangePage } from "./page-heads/cancel-email-change.ts";
import { courseCheckoutPage } from "./page-heads/checkout.ts";
import { confirmEmailChangePage } from "./page-heads/confirm-email-change.ts";
import { forgotPasswordPage } from "./page-heads/forgot-password.ts";
import { homePage } from "./page-heads/home.ts";
import { newsletterConfirmPage } from "./page-heads/newsletter-confirm.ts";
import { newsletterPreferencesPage } from "./page-heads/newsletter-preferences.ts";
import { bootcampPaymentSuccessPage, coursePaymentSuccessPage } from "./page-heads/payment-success.ts";
import { resetPasswordPage } from "./page-heads/reset-password.ts";
import { searchPage } from "./page-heads/search.ts";
import { seoPreviewPage } from "./page-heads/seo-preview.ts";
import { verifyEmailPage } from "./page-heads/verify-email.ts";

// The pages no content module owns: home, the search and preview tools, the account and checkout pages;
// the SEO service's static page source describes them, and their routes' metas fall back to the same text.
// Each head is a file of its own in page-heads/, which its route imports (decision 0024: a file of several
// heads put all of them into each of those pages' first load); this file gathers them for the server.
// Page titles and descriptions live only in contracts/ (issue 12).

export type StaticPage = {
  path: string;
  title: string;
  /** 70-160 characters, unique across the site. */
  description: string;
  /** Search engines should not index it (tools, account and transactional pages). */
  noindex?: boolean;
};

export { homePage, searchPage, seoPreviewPage };

export const accountPages = {
  auth: authPage,
  forgotPassword: forgotPasswordPage,
  resetPassword: resetPasswordPage,
  // The pages the account mails link to (decision 0019); their links carry the token as ?token=.
  verifyEmail: verifyEmailPage,
  confirmEmailChange: confirmEmailChangePage,
  cancelEmailChange: cancelEmailChangePage,
  // The newsletter's confirmation link (issue 22), ?token= as well.
  newsletterConfirm: newsletterConfirmPage,
  // Every campaign mail's preferences link (issue 22), ?token= too.
  newsletterPreferences: newsletterPreferencesPage,
} as const satisfies Record<string, StaticPage>;

/** The checkout issue's pages (transactional, so never indexed): their heads are in page-heads/. */
export const checkoutPages: readonly StaticPage[] = [
  courseCheckoutPage,
  bootcampEnrollPage,
  bootcampPaymentPage,
  bootcampPaymentSuccessPage,
  coursePaymentSuccessPage,
];

/** The head of a page no search engine is told about (not in the sitemap, never described by the SEO service). */
export type PrivatePageHead = { title: string; description: string };
