import type { StaticPage } from "../static-pages.ts";

// The fixed head of /webinars: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const webinarsPage: StaticPage = {
  path: "/webinars",
  title: "Free AI Webinars: Live Sessions and Recordings | AI Labs",
  description:
    "Free live webinars on AI engineering, LLM evaluation and machine learning with AI Labs instructors. Register in a minute or watch past recordings.",
};
