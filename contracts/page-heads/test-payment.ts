import type { PrivatePageHead } from "../static-pages.ts";

// The fixed head of /test-payments/<session>: a file of its own, so that the page's bundle carries only its own text
// (decision 0024).
export const testPaymentPage: PrivatePageHead = {
  title: "Test payment | AI Labs",
  description: "The built-in test payment page of AI Labs: test mode, no real charge.",
};
