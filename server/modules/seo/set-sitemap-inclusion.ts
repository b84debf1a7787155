import type { SitemapPageUpdate } from "#contracts/seo-sitemap.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { SeoRepository } from "./repository.ts";
import type { SeoService } from "./service.ts";

/**
 * Puts a public page in sitemap.xml or leaves it out (the Sitemap page, issue 20), audited. 400/404 for a
 * path no page owns. A noindex page stays out whatever this says: noindex is the stronger word.
 */
export async function setSitemapInclusion(
  deps: { seo: SeoService; repository: SeoRepository; audit: AuditTrail; now: () => Date },
  input: SitemapPageUpdate,
  by: AuditActor,
): Promise<void> {
  const { path } = await deps.seo.defaults(input.path);
  await deps.repository.setSitemapExclude(path, !input.include, deps.now(), (wasExcluded, tx) =>
    deps.audit.record(
      by,
      {
        action: input.include ? "seo.sitemap.include" : "seo.sitemap.exclude",
        entityType: "page_metadata",
        entityId: path,
        summary: `${path} ${input.include ? "in" : "out of"} the sitemap`,
        before: { inSitemap: !wasExcluded },
        after: { inSitemap: input.include },
      },
      tx,
    ),
  );
}
