import type { AuditRepository } from "../audit/audit-repository.ts";
import type { LinksRepository } from "./links-repository.ts";

/** What the Internal Links use cases read: the last finished audit run, and its link graph. */
export type LinksDeps = {
  audits: Pick<AuditRepository, "lastDone">;
  links: LinksRepository;
  /** Whether "Insert link" can write a page's content (a blog post's Markdown). */
  insertable: (path: string) => boolean;
};
