import type { StaticPage } from "../static-pages.ts";

// The fixed head of /courses/checkout: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const courseCheckoutPage: StaticPage = {
  path: "/courses/checkout",
  title: "Checkout | AI Labs",
  description:
    "Complete your enrollment in an AI Labs course: review your batch, apply the early-bird price and pay securely in US dollars.",
  noindex: true,
};
