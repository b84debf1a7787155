import type { PrivatePageHead } from "../static-pages.ts";

// The fixed head of any path no route claims: a file of its own, so that the page's bundle carries only its own text
// (decision 0024).
export const notFoundPage: PrivatePageHead = {
  title: "Page not found | AI Labs",
  description: "The page you are looking for does not exist.",
};
