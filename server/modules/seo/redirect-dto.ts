import type { Redirect, RedirectStatus } from "#contracts/seo-redirects.ts";
import type { StoredRedirect } from "./repository.ts";

export function redirectDto(row: StoredRedirect): Redirect {
  return {
    id: row.id,
    from: row.from,
    match: row.match,
    status: String(row.status) as RedirectStatus,
    target: row.target,
    hits: row.hits,
    lastHitAt: row.lastHitAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
