import type { StaticPage } from "../static-pages.ts";

// The fixed head of /blog: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const blogPage: StaticPage = {
  path: "/blog",
  title: "AI Engineering Blog: RAG, LLMs and ML Careers | AI Labs",
  description:
    "Practical articles from AI Labs instructors on RAG evaluation, prompt injection, fine-tuning, tabular ML and building a career in AI engineering.",
};
