import type { StaticPage } from "../static-pages.ts";

// The fixed head of /ai-bootcamp/payment: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const bootcampPaymentPage: StaticPage = {
  path: "/ai-bootcamp/payment",
  title: "Bootcamp payment | AI Labs",
  description:
    "Pay for your seat in the AI Labs bootcamp cohort securely by card; your seat is held while you complete the payment.",
  noindex: true,
};
