import { pageBuilderLimits } from "#contracts/page-builder-text.ts";

/**
 * A path for a new page from its title ("AI for Managers!" -> "/ai-for-managers"), in the form the contract
 * accepts: lowercase letters and digits in hyphenated words. Only a suggestion: the field stays editable.
 */
export function pathFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!words) return "";
  return `/${words}`.slice(0, pageBuilderLimits.pathMax).replace(/-+$/, "");
}
