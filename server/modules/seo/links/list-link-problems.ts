import type { z } from "zod";
import type { LinkProblemsQuery, linkProblemsSchema } from "#contracts/seo-links.ts";
import type { LinksDeps } from "./links-deps.ts";
import { redirectChainDto } from "./redirect-chain-dto.ts";

/** One page of the links to missing pages, or of the links through redirects, of the last finished audit. */
export async function listLinkProblems(
  deps: LinksDeps,
  query: LinkProblemsQuery,
): Promise<z.infer<typeof linkProblemsSchema>> {
  const paging = { page: query.page, pageSize: query.pageSize };
  const run = await deps.audits.lastDone();
  if (!run) return { items: [], total: 0, ...paging };
  const { items, total } = await deps.links.problems(run.id, query.kind, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: items.map((row) => ({
      fromPath: row.fromPath,
      fromTitle: row.fromTitle ?? row.fromPath,
      toPath: row.toPath,
      anchor: row.anchor,
      status: row.target.status,
      redirect: redirectChainDto(row.target),
    })),
    total,
    ...paging,
  };
}
