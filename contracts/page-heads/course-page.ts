import { pageTitle } from "../page-title.ts";
import type { PrivatePageHead } from "../static-pages.ts";

// The fixed head of /courses/<slug>: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const courseNotFoundPage: PrivatePageHead = {
  title: "Course not found | AI Labs",
  description: "The course you are looking for does not exist.",
};

/** A course landing page's <title>. */
export function coursePageTitle(course: string): string {
  return pageTitle(`${course} Certification`);
}
