import type { StaticPage } from "../static-pages.ts";

// The fixed head of /ai-bootcamp/payment-success and /payment-success: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
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
