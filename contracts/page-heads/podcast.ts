import type { StaticPage } from "../static-pages.ts";

// The fixed head of /podcast: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const podcastPage: StaticPage = {
  path: "/podcast",
  title: "The AI Labs Podcast: Conversations on Applied AI | AI Labs",
  description:
    "The AI Labs podcast: practitioners on shipping LLM products, ML careers and teaching AI, with show notes, timestamps and links for every episode.",
};
