import type { Database } from "#server/db/client.ts";
import type { PageMoves } from "#server/lib/page-moves.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { PostsRepository } from "./posts-repository.ts";

/** What the content studio's use cases share (one file each beside this one). */
export type ContentStudioDeps = {
  db: Database;
  repository: PostsRepository;
  audit: AuditTrail;
  /** A live post that changes its slug says so here; the SEO module leaves a 301 at the old address. */
  pageMoves: Pick<PageMoves, "moved" | "committed">;
  /** Tells every instance that public pages changed (their shared copies and cached reads are dropped). */
  pagesChanged: () => void;
  now: () => Date;
};
