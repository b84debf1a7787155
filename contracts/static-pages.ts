// Pages whose metadata is fixed text rather than content from the database: the home page's head, the
// search and preview tools, the account pages and the checkout issue's pages (placeholders until it
// lands). The SEO service's static page source and the pages' fallback titles read this one list.

export type StaticPage = {
  path: string;
  title: string;
  /** 70-160 characters, unique across the site. */
  description: string;
  /** Search engines should not index it (tools, account and transactional pages). */
  noindex?: boolean;
};

/** A page the checkout issue builds: until then it renders its heading and what it will hold. */
export type PlaceholderPage = StaticPage & { heading: string; holds: string };

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

export const checkoutPages: readonly PlaceholderPage[] = [
  {
    path: "/courses/checkout",
    title: "Checkout | AI Labs",
    description:
      "Complete your enrollment in an AI Labs course: review your batch, apply the early-bird price and pay securely in US dollars.",
    heading: "Checkout",
    holds: "Your order summary, early-bird and coupon pricing, and secure payment for your chosen batch.",
    noindex: true,
  },
  {
    path: "/ai-bootcamp/enroll",
    title: "Enroll in the AI Bootcamp | AI Labs",
    description:
      "Enroll in the AI Labs bootcamp: choose your cohort batch and a payment plan, in full or in three monthly instalments.",
    heading: "Enroll in the AI Bootcamp",
    holds: "Batch selection and payment plans (full payment or three monthly instalments).",
    noindex: true,
  },
  {
    path: "/ai-bootcamp/payment",
    title: "Bootcamp payment | AI Labs",
    description:
      "Pay for your seat in the AI Labs bootcamp cohort securely by card; your seat is held while you complete the payment.",
    heading: "Bootcamp payment",
    holds: "Secure payment for your bootcamp seat.",
    noindex: true,
  },
  {
    path: "/ai-bootcamp/payment-success",
    title: "Payment received | AI Labs",
    description:
      "Your AI Labs bootcamp payment was received. Here is your confirmation and what happens before your cohort starts.",
    heading: "Payment received",
    holds: "Your order confirmation and the next steps before your cohort starts.",
    noindex: true,
  },
  {
    path: "/payment-success",
    title: "Payment successful | AI Labs",
    description:
      "Your AI Labs course payment was received. Find your receipt, your batch schedule and how to join your first live class.",
    heading: "Payment successful",
    holds: "Your order confirmation, receipt and how to join your first class.",
    noindex: true,
  },
];
