import type { StaticPage } from "../static-pages.ts";

// The fixed head of /: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const homePage: StaticPage = {
  path: "/",
  title: "AI Labs | AI Certification Courses and AI Engineering Bootcamp",
  description:
    "Live AI certification courses and a cohort bootcamp: AI engineering, machine learning, deep learning, prompt engineering and AI for business leaders.",
};
