import {
  type Redirect,
  type RedirectCreate,
  redirectLimits,
  redirectMessages,
} from "#contracts/seo-redirects.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { redirectDto } from "./redirect-dto.ts";
import { redirectRuleOf } from "./redirect-input.ts";
import { refusal } from "./redirect-rules.ts";
import type { SeoRepository } from "./repository.ts";

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
  const rule = redirectRuleOf(input);
  const { from } = rule;
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
