import type { Database } from "#server/db/client.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { EpisodesRepository } from "./episodes-repository.ts";
import type { ItemVersionsRepository } from "./item-versions-repository.ts";
import type { OpeningsRepository } from "./openings-repository.ts";

/** What the studio's episode and opening use cases share (one file each beside this one). */
export type ItemsDeps = {
  db: Database;
  episodes: EpisodesRepository;
  openings: OpeningsRepository;
  versions: ItemVersionsRepository;
  audit: AuditTrail;
  /** Tells every instance that public pages changed (their shared copies and cached reads are dropped). */
  pagesChanged: () => void;
  now: () => Date;
};
