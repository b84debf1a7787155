import { bootcampEnrollPage } from "./page-heads/bootcamp-enroll.ts";
import { bootcampPaymentPage } from "./page-heads/bootcamp-payment.ts";
import { courseCheckoutPage } from "./page-heads/checkout.ts";
import { bootcampPaymentSuccessPage, coursePaymentSuccessPage } from "./page-heads/payment-success.ts";

// The fixed titles and descriptions of the pages no content module owns: home, the search and preview tools,
// the account and checkout pages; the SEO service's static page source describes them, and their routes'
// metas fall back to the same text. The heads of the other fixed pages are in page-heads/, one file a page
// (decision 0024). Page titles and descriptions live only in contracts/ (issue 12).

export type StaticPage = {
  path: string;
  title: string;
  /** 70-160 characters, unique across the site. */
  description: string;
  /** Search engines should not index it (tools, account and transactional pages). */
  noindex?: boolean;
};

export const homePage: StaticPage = {
  path: "/",
  title: "AI Labs | AI Certification Courses and AI Engineering Bootcamp",
  description:
    "Live AI certification courses and a cohort bootcamp: AI engineering, machine learning, deep learning, prompt engineering and AI for business leaders.",
};

export const searchPage: StaticPage = {
  path: "/search",
  title: "Search | AI Labs",
  description:
    "Search AI Labs courses, blog articles, webinars, podcast episodes and pages by keyword, with the matching passages highlighted.",
  noindex: true,
};

export const seoPreviewPage: StaticPage = {
  path: "/seo-preview",
  title: "SEO Preview | AI Labs",
  description:
    "Enter any AI Labs page path to preview its search result snippet, its social sharing card and the structured data search engines read.",
  noindex: true,
};

export const accountPages = {
  auth: {
    path: "/auth",
    title: "Sign in | AI Labs",
    description:
      "Sign in to your AI Labs account, or create one, to follow your courses, join live classes and keep track of your certificates.",
    noindex: true,
  },
  forgotPassword: {
    path: "/forgot-password",
    title: "Forgot Password | AI Labs",
    description:
      "Forgot your AI Labs password? Enter the email address of your account and we will send you a secure link to choose a new one.",
    noindex: true,
  },
  resetPassword: {
    path: "/reset-password",
    title: "Reset Password | AI Labs",
    description:
      "Choose a new password for your AI Labs account with the reset link from your email; the link works once and expires after an hour.",
    noindex: true,
  },
  // The pages the account mails link to (decision 0019); their links carry the token as ?token=.
  verifyEmail: {
    path: "/verify-email",
    title: "Verify your email address | AI Labs",
    description:
      "Confirm that the email address of your AI Labs account belongs to you, with the verification link we sent to that address.",
    noindex: true,
  },
  confirmEmailChange: {
    path: "/confirm-email-change",
    title: "Confirm your new email address | AI Labs",
    description:
      "Confirm the new email address of your AI Labs account with the link sent to it; the link works once and expires after an hour.",
    noindex: true,
  },
  cancelEmailChange: {
    path: "/cancel-email-change",
    title: "Cancel an email change | AI Labs",
    description:
      "Did not ask to change the email address of your AI Labs account? Cancel the change and sign out every device in one step.",
    noindex: true,
  },
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
