import type { Database } from "#server/db/client.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { CheckPageDeps } from "./check-page.ts";
import type { PagesRepository } from "./pages-repository.ts";
import type { PreviewLinks } from "./preview-links.ts";

/** What the page builder's use cases share (one file each beside this one). */
export type PageBuilderDeps = CheckPageDeps & {
  db: Database;
  repository: PagesRepository;
  audit: AuditTrail;
  previewLinks: PreviewLinks;
  publicUrl: string;
  /** Tells every instance that public pages changed (their shared copies are dropped). */
  pagesChanged: () => void;
  /** Reads the paths with a running A/B test again (after a start or stop on this instance). */
  testsChanged: () => Promise<void>;
  now: () => Date;
};
