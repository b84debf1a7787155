import type { StaticPage } from "../static-pages.ts";

// The fixed head of /search: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const searchPage: StaticPage = {
  path: "/search",
  title: "Search | AI Labs",
  description:
    "Search AI Labs courses, blog articles, webinars, podcast episodes and pages by keyword, with the matching passages highlighted.",
  noindex: true,
};
