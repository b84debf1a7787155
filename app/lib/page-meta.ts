import type { MetaDescriptor } from "react-router";

/** Title, description and robots for a page; the SEO issue extends this with canonical, Open Graph and JSON-LD. */
export function pageMeta(page: { title: string; description: string; noindex?: boolean }): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: page.title }, { name: "description", content: page.description }];
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
