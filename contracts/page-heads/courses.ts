import type { StaticPage } from "../static-pages.ts";

// The fixed head of /courses: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const coursesCatalogPage: StaticPage = {
  path: "/courses",
  title: "AI Certification Courses | AI Labs",
  description:
    "Compare AI Labs certification courses in AI engineering, machine learning, deep learning, prompt engineering and AI for business: prices and batch dates.",
};
