import type { z } from "zod";
import type { LinkSuggestionsQuery, linkSuggestionsSchema } from "#contracts/seo-links.ts";
import type { LinksDeps } from "./links-deps.ts";

/** One page of the last finished audit's link suggestions; empty before the first audit. */
export async function listLinkSuggestions(
  deps: LinksDeps,
  query: LinkSuggestionsQuery,
): Promise<z.infer<typeof linkSuggestionsSchema>> {
  const paging = { page: query.page, pageSize: query.pageSize };
  const run = await deps.audits.lastDone();
  if (!run) return { items: [], total: 0, ...paging };
  const { items, total } = await deps.links.suggestions(run.id, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: items.map((row) => ({
      ...row,
      fromTitle: row.fromTitle ?? row.fromPath,
      toTitle: row.toTitle ?? row.toPath,
      insertable: deps.insertable(row.fromPath),
    })),
    total,
    ...paging,
  };
}
