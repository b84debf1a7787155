import type { Database } from "#server/db/client.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { WebinarStudioRepository } from "./webinars-repository.ts";

/** What the studio's webinar use cases share (one file each beside this one, `*-webinar*.ts`). */
export type WebinarStudioDeps = {
  db: Database;
  repository: WebinarStudioRepository;
  audit: AuditTrail;
  /** Tells every instance that public pages changed (their shared copies and cached reads are dropped). */
  pagesChanged: () => void;
  /** Starts the outbox's delivery once a transaction that queued join-link mails has committed. */
  deliverMail: () => void;
  /** The site's address, for the links in the join-link mail. */
  publicUrl: string;
  now: () => Date;
};
