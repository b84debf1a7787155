import { type Redirect, type RedirectCreate, redirectMessages } from "#contracts/seo-redirects.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { redirectDto } from "./redirect-dto.ts";
import { isRedirectId, redirectRuleOf } from "./redirect-input.ts";
import { refusal } from "./redirect-rules.ts";
import type { SeoRepository } from "./repository.ts";

/**
 * Edits a redirect in place from SEO Settings (issue 20): the same checks as adding one, against every other
 * redirect (a path taken by another, a loop, a chain); 404 when it is gone; audited with before and after.
 */
export async function updateRedirect(
  deps: { repository: SeoRepository; audit: AuditTrail; changed: () => void },
  id: string,
  input: RedirectCreate,
  by: AuditActor,
): Promise<Redirect> {
  if (!isRedirectId(id)) throw new HttpError(404, redirectMessages.notFound);
  const rule = redirectRuleOf(input);
  const result = await deps.repository.updateRedirect(
    id,
    rule,
    (others) =>
      others.some((other) => other.from === rule.from)
        ? redirectMessages.duplicate(rule.from)
        : refusal(rule, others),
    (before, after, tx) =>
      deps.audit.record(
        by,
        {
          action: "seo.redirect.update",
          entityType: "redirect",
          entityId: after.id,
          summary: `Redirect ${after.from} -> ${after.target ?? "410 Gone"} (${after.status})`,
          before: redirectDto(before),
          after: redirectDto(after),
        },
        tx,
      ),
  );
  if (result.kind === "missing") throw new HttpError(404, redirectMessages.notFound);
  if (result.kind === "refused") throw new HttpError(409, result.message, "from");
  deps.changed();
  return redirectDto(result.redirect);
}
