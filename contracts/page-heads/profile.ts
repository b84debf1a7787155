import type { PrivatePageHead } from "../static-pages.ts";

// The fixed head of /profile: a file of its own, so that the page's bundle carries only its own text
// (decision 0024).
export const profilePage: PrivatePageHead = {
  title: "Your profile | AI Labs",
  description: "Manage your AI Labs profile and password.",
};
