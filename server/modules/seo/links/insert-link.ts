import { type LinkInsert, type LinkInserted, linkMessages } from "#contracts/seo-links.ts";
import type { Transaction } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import type { MarkdownBodies } from "#server/lib/markdown-bodies.ts";
import { linkFirstMention, linksTo } from "#server/lib/markdown-link.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { normalizePath } from "../normalize-path.ts";
import type { SeoService } from "../service.ts";

/** Characters of the body kept on each side of the new link in the audit entry. */
const excerptContext = 80;

const excerpt = (markdown: string, at: number, length: number) =>
  markdown.slice(Math.max(0, at - excerptContext), Math.min(markdown.length, at + length + excerptContext));

/**
 * Internal Links' "Insert link" (issue 20): the first plain mention of the keyphrase in the page's Markdown becomes
 * a link to the suggested page, written by the module that owns the page (a compare and swap, so an edit made
 * meanwhile is never undone) with the audit entry in the same transaction. The public page shows it at once: a
 * signed-in write drops the shared pages on every instance.
 */
export async function insertLink(
  deps: {
    bodies: MarkdownBodies;
    seo: Pick<SeoService, "defaults">;
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
    audit: AuditTrail;
    publicUrl: string;
  },
  input: LinkInsert,
  by: AuditActor,
): Promise<LinkInserted> {
  const fromPath = normalizePath(input.fromPath);
  if (!fromPath) throw new HttpError(400, linkMessages.pathRequired, "fromPath");
  // 400 or 404 for a target that is not a public page.
  const { path: toPath } = await deps.seo.defaults(input.toPath);
  const found = await deps.bodies.find(fromPath);
  if (!found) throw new HttpError(409, linkMessages.notMarkdown);
  const before = found.body.markdown;
  if (linksTo(before, [toPath, `${deps.publicUrl}${toPath}`]))
    throw new HttpError(409, linkMessages.alreadyLinked);
  const linked = linkFirstMention(before, input.keyphrase, toPath);
  if (!linked) throw new HttpError(409, linkMessages.noMention(input.keyphrase));
  const { start } = linked;
  const added = linked.markdown.length - before.length;
  const written = await deps.transaction(async (tx) => {
    if (!(await found.owner.replace(tx, fromPath, before, linked.markdown))) return false;
    await deps.audit.record(
      by,
      {
        action: "seo.link.insert",
        entityType: "page",
        entityId: fromPath,
        summary: `Linked “${linked.mention}” on ${fromPath} to ${toPath}`,
        before: { excerpt: excerpt(before, start, linked.mention.length) },
        after: { excerpt: excerpt(linked.markdown, start, linked.mention.length + added) },
      },
      tx,
    );
    return true;
  });
  if (!written) throw new HttpError(409, linkMessages.changedMeanwhile);
  return { fromPath, toPath, mention: linked.mention };
}
