import {
  type Redirect,
  type RedirectCreate,
  redirectLimits,
  redirectMessages,
} from "#contracts/seo-redirects.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { normalizePath } from "./normalize-path.ts";
import { redirectDto } from "./redirect-dto.ts";
import { refusal } from "./redirect-rules.ts";
import type { SeoRepository } from "./repository.ts";
import { isPrivatePath } from "./service.ts";

/** Paths a redirect may never take over: the home page, the site's files and crawler documents. */
function reserved(path: string): boolean {
  return (
    path === "/" ||
    isPrivatePath(path) ||
    path === "/assets" ||
    path.startsWith("/assets/") ||
    path === "/sitemap.xml" ||
    path === "/robots.txt"
  );
}

/**
 * Adds a redirect from SEO Settings (issue 20): the old path normalised; refused when it is reserved, taken,
 * would loop, or would make a chain with another redirect (redirect-rules.ts); audited. `changed` drops the
 * redirects this instance serves from memory; the signed-in write drops the other instances' (decision 0028).
 */
export async function createRedirect(
  deps: { repository: SeoRepository; audit: AuditTrail; changed: () => void },
  input: RedirectCreate,
  by: AuditActor,
): Promise<Redirect> {
  const from = normalizePath(input.from);
  if (!from) throw new HttpError(400, redirectMessages.fromInvalid, "from");
  if (reserved(from)) throw new HttpError(400, redirectMessages.fromReserved, "from");
  const target =
    input.status === "410" ? null : input.target.startsWith("/") ? normalizePath(input.target) : input.target;
  if (input.status !== "410" && !target) throw new HttpError(400, redirectMessages.targetInvalid, "target");
  const rule = { from, match: input.match, status: Number(input.status), target };
  const result = await deps.repository.insertRedirect(
    { ...rule, createdBy: by.name },
    (existing) => {
      if (existing.some((other) => other.from === from)) return redirectMessages.duplicate(from);
      if (existing.length >= redirectLimits.max) return redirectMessages.tooMany;
      return refusal(rule, existing);
    },
    (created, tx) =>
      deps.audit.record(
        by,
        {
          action: "seo.redirect.create",
          entityType: "redirect",
          entityId: created.id,
          summary: `Redirect ${created.from} -> ${created.target ?? "410 Gone"} (${created.status})`,
          before: null,
          after: redirectDto(created),
        },
        tx,
      ),
  );
  if (result.kind === "refused") throw new HttpError(409, result.message, "from");
  deps.changed();
  return redirectDto(result.redirect);
}
