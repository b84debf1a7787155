import {
  descriptionRange,
  textWidthPx,
  titleCharLimit,
  titleWidthLimitPx,
} from "#contracts/seo-title-width.ts";

export type SnippetWarning = { field: "title" | "description" | "robots"; message: string };

/** What would make a page's search result weaker: a cut title, a short or cut description, noindex. */
export function snippetWarnings(meta: {
  title: string;
  description: string;
  noindex: boolean;
}): SnippetWarning[] {
  const warnings: SnippetWarning[] = [];
  const width = textWidthPx(meta.title);
  if (width > titleWidthLimitPx) {
    warnings.push({
      field: "title",
      message: `The title is about ${width} px wide; Google shows about ${titleWidthLimitPx} px, so the end will be cut.`,
    });
  }
  if (meta.title.length > titleCharLimit) {
    warnings.push({
      field: "title",
      message: `The title has ${meta.title.length} characters; keep it to ${titleCharLimit} or fewer.`,
    });
  }
  const length = meta.description.length;
  if (length > descriptionRange.max) {
    warnings.push({
      field: "description",
      message: `The description has ${length} characters; results show about ${descriptionRange.max}, the rest is cut.`,
    });
  } else if (length < descriptionRange.min) {
    warnings.push({
      field: "description",
      message: `The description has ${length} characters; aim for ${descriptionRange.min} to ${descriptionRange.max} so it can sell the page.`,
    });
  }
  if (meta.noindex) {
    warnings.push({
      field: "robots",
      message: "This page is marked noindex: search engines will not list it.",
    });
  }
  return warnings;
}
