import { checkoutPages } from "../../../contracts/static-pages.ts";

// The public pages of SPEC.md section 2 that render inside the shell with their own title and a
// statement of what they will hold, until the issue that owns each page builds it.
export type SitePage = {
  path: string;
  title: string;
  description: string;
  heading: string;
  /** What the finished page will hold, shown to visitors meanwhile. */
  holds: string;
  /** Search engines should not index it (auth and transactional pages). */
  noindex?: boolean;
};

export const sitePages: readonly SitePage[] = [
  // The checkout issue's pages: their text lives in contracts/static-pages.ts (the SEO service reads it too).
  ...checkoutPages,
];

export function sitePageByPattern(pattern: string): SitePage | undefined {
  return sitePages.find((page) => page.path === pattern);
}
