const acronyms = new Set(["ai", "ml", "llm", "rag", "nlp", "api"]);

/** 'llm-engineering' -> 'LLM engineering'; 'rag' -> 'RAG'. */
export function tagLabel(tag: string): string {
  const words = tag.split("-").map((word) => (acronyms.has(word) ? word.toUpperCase() : word));
  const [first = "", ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

/** The blog list filtered by a tag (and page), as a link. */
export function blogHref(options: { tag?: string | null; page?: number }): string {
  const params = new URLSearchParams();
  if (options.tag) params.set("tag", options.tag);
  if (options.page && options.page > 1) params.set("page", String(options.page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
