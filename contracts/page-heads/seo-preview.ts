import type { StaticPage } from "../static-pages.ts";

// The fixed head of /seo-preview: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const seoPreviewPage: StaticPage = {
  path: "/seo-preview",
  title: "SEO Preview | AI Labs",
  description:
    "Enter any AI Labs page path to preview its search result snippet, its social sharing card and the structured data search engines read.",
  noindex: true,
};
