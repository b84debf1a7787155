import type { StaticPage } from "../static-pages.ts";

// The fixed head of /sandbox: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const sandboxPage: StaticPage = {
  path: "/sandbox",
  title: "Prompt Sandbox: Token Counter and Cost Calculator | AI Labs",
  description:
    "Count tokens with a real tokenizer, compare the cost of a prompt across GPT-4o, Claude and Llama, and try prompt templates from our courses.",
};
