import { titleSuffix as builtInSuffix } from "#contracts/page-title.ts";
import { type SiteSeoSave, type SiteSeoSettings, siteSeoMessages } from "#contracts/seo-site-settings.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { SeoSettingsRepository } from "../seo-settings-repository.ts";
import { readSiteSettings } from "./read-site-settings.ts";

/**
 * Saves the site-wide defaults' text (issue 20) under their version: 409 when someone saved meanwhile, audited with
 * before and after. The built-in suffix is stored as null, so it follows the spec if the built-in ever changes.
 * `changed` drops this instance's copy; the signed-in write drops the other instances' and the shared pages.
 */
export async function saveSiteDefaults(
  deps: { settings: SeoSettingsRepository; audit: AuditTrail; now: () => Date; changed: () => void },
  input: SiteSeoSave,
  by: AuditActor,
): Promise<SiteSeoSettings> {
  const values = {
    titleSuffix: input.titleSuffix === builtInSuffix ? null : input.titleSuffix,
    defaultDescription: input.defaultDescription,
    profiles: input.profiles,
    googleVerification: input.googleVerification,
    bingVerification: input.bingVerification,
  };
  const result = await deps.settings.saveDefaults(
    input.version,
    values,
    { by: by.name, at: deps.now() },
    (before, tx) =>
      deps.audit.record(
        by,
        {
          action: "seo.site_defaults.update",
          entityType: "seo_settings",
          entityId: "site-defaults",
          summary: "Site-wide SEO defaults changed",
          before,
          after: values,
        },
        tx,
      ),
  );
  if (result === "conflict") throw new HttpError(409, siteSeoMessages.conflict);
  deps.changed();
  return readSiteSettings(deps);
}
