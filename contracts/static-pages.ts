// The fixed titles and descriptions of the public pages (issue 12: page titles live only here). The SEO
// service's static page source describes the first group (home, the search and preview tools, the account
// and checkout pages); the module page sources of the server take the second group's heads; the app's route
// metas read the same constants for their fallback tags.

/** SPEC.md section 9: "course title suffix '| AI Labs'", after every page's name. */
export const titleSuffix = "| AI Labs";

/** The <title> of a page named by its content (a course, a post, a site_pages row). */
export function pageTitle(name: string): string {
  return `${name} ${titleSuffix}`;
}

/** A course landing page's <title>. */
export function coursePageTitle(course: string): string {
  return pageTitle(`${course} Certification`);
}

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

// The checkout issue's pages (transactional, so never indexed).
export const courseCheckoutPage: StaticPage = {
  path: "/courses/checkout",
  title: "Checkout | AI Labs",
  description:
    "Complete your enrollment in an AI Labs course: review your batch, apply the early-bird price and pay securely in US dollars.",
  noindex: true,
};

export const bootcampEnrollPage: StaticPage = {
  path: "/ai-bootcamp/enroll",
  title: "Enroll in the AI Bootcamp | AI Labs",
  description:
    "Enroll in the AI Labs bootcamp: choose your cohort batch and a payment plan, in full or in three monthly instalments.",
  noindex: true,
};

export const bootcampPaymentPage: StaticPage = {
  path: "/ai-bootcamp/payment",
  title: "Bootcamp payment | AI Labs",
  description:
    "Pay for your seat in the AI Labs bootcamp cohort securely by card; your seat is held while you complete the payment.",
  noindex: true,
};

export const bootcampPaymentSuccessPage: StaticPage = {
  path: "/ai-bootcamp/payment-success",
  title: "Payment received | AI Labs",
  description:
    "Your AI Labs bootcamp payment was received. Here is your confirmation and what happens before your cohort starts.",
  noindex: true,
};

export const coursePaymentSuccessPage: StaticPage = {
  path: "/payment-success",
  title: "Payment successful | AI Labs",
  description:
    "Your AI Labs course payment was received. Find your receipt, your batch schedule and how to join your first live class.",
  noindex: true,
};

export const checkoutPages: readonly StaticPage[] = [
  courseCheckoutPage,
  bootcampEnrollPage,
  bootcampPaymentPage,
  bootcampPaymentSuccessPage,
  coursePaymentSuccessPage,
];

// Pages that a server module describes (its page source adds dates, events, ratings and breadcrumbs): their
// fixed head is here, so that the module and the page's fallback <title> (app/features/seo/seo-meta.ts, used
// when the SEO service cannot answer) say the same.
export const coursesCatalogPage: StaticPage = {
  path: "/courses",
  title: "AI Certification Courses | AI Labs",
  description:
    "Compare AI Labs certification courses in AI engineering, machine learning, deep learning, prompt engineering and AI for business: prices and batch dates.",
};

export const blogPage: StaticPage = {
  path: "/blog",
  title: "AI Engineering Blog: RAG, LLMs and ML Careers | AI Labs",
  description:
    "Practical articles from AI Labs instructors on RAG evaluation, prompt injection, fine-tuning, tabular ML and building a career in AI engineering.",
};

export const webinarsPage: StaticPage = {
  path: "/webinars",
  title: "Free AI Webinars: Live Sessions and Recordings | AI Labs",
  description:
    "Free live webinars on AI engineering, LLM evaluation and machine learning with AI Labs instructors. Register in a minute or watch past recordings.",
};

export const podcastPage: StaticPage = {
  path: "/podcast",
  title: "The AI Labs Podcast: Conversations on Applied AI | AI Labs",
  description:
    "The AI Labs podcast: practitioners on shipping LLM products, ML careers and teaching AI, with show notes, timestamps and links for every episode.",
};

export const careersPage: StaticPage = {
  path: "/careers",
  title: "Careers at AI Labs: Teach and Build AI Education | AI Labs",
  description:
    "Join AI Labs: open roles for AI instructors, curriculum developers, engineers and admissions advisors. Remote-first, with a clear hiring process.",
};

export const internshipPage: StaticPage = {
  path: "/internship",
  title: "Paid AI Internships: Research and Engineering | AI Labs",
  description:
    "Paid, remote AI internships at AI Labs with a dedicated mentor: research on LLM tutors, ML engineering and community. Apply with your CV.",
};

export const sandboxPage: StaticPage = {
  path: "/sandbox",
  title: "Prompt Sandbox: Token Counter and Cost Calculator | AI Labs",
  description:
    "Count tokens with a real tokenizer, compare the cost of a prompt across GPT-4o, Claude and Llama, and try prompt templates from our courses.",
};

export const contactPage: StaticPage = {
  path: "/contact",
  title: "Contact AI Labs Admissions | AI Labs",
  description:
    "Call, email or write to the AI Labs admissions team about courses, bootcamp cohorts, pricing and corporate training. We reply within 24 hours.",
};

export const bootcampApplyPage: StaticPage = {
  path: "/ai-bootcamp/apply",
  title: "Apply to the AI Engineering Bootcamp | AI Labs",
  description:
    "Apply to the next AI Labs bootcamp cohort in 10 minutes: your background, your goals and your preferred start date. We reply within 3 business days.",
};

/** /about: its description is the site_pages row's summary; its title is not the row's heading. */
export const aboutPageTitle = "About AI Labs: Our Mission, Team and Numbers | AI Labs";

/** The head of a page no search engine is told about (not in the sitemap, never described by the SEO service). */
export type PrivatePageHead = { title: string; description: string };

export const notFoundPage: PrivatePageHead = {
  title: "Page not found | AI Labs",
  description: "The page you are looking for does not exist.",
};

export const testPaymentPage: PrivatePageHead = {
  title: "Test payment | AI Labs",
  description: "The built-in test payment page of AI Labs: test mode, no real charge.",
};

export const profilePage: PrivatePageHead = {
  title: "Your profile | AI Labs",
  description: "Manage your AI Labs profile and password.",
};

export const courseNotFoundPage: PrivatePageHead = {
  title: "Course not found | AI Labs",
  description: "The course you are looking for does not exist.",
};
