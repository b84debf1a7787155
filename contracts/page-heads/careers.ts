import type { StaticPage } from "../static-pages.ts";

// The fixed head of /careers: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const careersPage: StaticPage = {
  path: "/careers",
  title: "Careers at AI Labs: Teach and Build AI Education | AI Labs",
  description:
    "Join AI Labs: open roles for AI instructors, curriculum developers, engineers and admissions advisors. Remote-first, with a clear hiring process.",
};
