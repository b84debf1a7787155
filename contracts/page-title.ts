// The <title> suffix of every page, and the title of a page named by its content.
/** SPEC.md section 9: "course title suffix '| AI Labs'", after every page's name. */
export const titleSuffix = "| AI Labs";

/** The <title> of a page named by its content (a course, a post, a site_pages row). */
export function pageTitle(name: string): string {
  return `${name} ${titleSuffix}`;
}
