import { pageTitle } from "#contracts/page-title.ts";
import { markdownToText } from "#server/lib/markdown.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import type { PagesRepository } from "./pages-repository.ts";

// Published landing pages in the SEO workbench's page list, the metadata of each page and the sitemap
// (decision 0010). A draft or an unpublished page is nobody's: it 404s and is not listed.
export function createLandingPageSource(deps: {
  repository: Pick<PagesRepository, "publishedAt" | "publishedPaths">;
}): PageSource {
  return {
    async resolve(path) {
      const page = await deps.repository.publishedAt(path);
      if (!page) return null;
      const faqs = page.document.content.flatMap((block) =>
        block.type === "Faq"
          ? block.props.items.map((item) => ({
              question: item.question,
              answer: markdownToText(item.answer),
            }))
          : [],
      );
      return {
        title: pageTitle(page.title),
        description: page.description,
        pageType: "website",
        modifiedAt: page.publishedAt ?? undefined,
        breadcrumbs: [{ name: page.title, url: path }],
        ...(faqs.length > 0 ? { faqs } : {}),
      };
    },
    async list() {
      const rows = await deps.repository.publishedPaths();
      return rows.map((row) => ({ path: row.path, modifiedAt: row.publishedAt }));
    },
  };
}
