import type { AdminSiteSettings, AdminSiteSettingsUpdate } from "#contracts/admin-settings.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { EditableSettings, SettingsRepository, SettingsRevision } from "./repository.ts";

function toDto(settings: EditableSettings & SettingsRevision): AdminSiteSettings {
  return {
    phone: settings.phone,
    email: settings.email,
    promoBanner: settings.promoBanner,
    version: settings.version,
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}

function describeChange(before: EditableSettings, after: EditableSettings): string {
  const parts = [
    before.phone !== after.phone ? `phone ${before.phone} -> ${after.phone}` : "",
    before.email !== after.email ? `email ${before.email} -> ${after.email}` : "",
    before.promoBanner !== after.promoBanner ? `promo banner ${after.promoBanner ? "on" : "off"}` : "",
  ].filter(Boolean);
  return `Site settings: ${parts.join(", ") || "saved without changes"}`;
}

// The Settings page's site settings (decision 0046): phone, email and the promo banner, one version for the
// three. A save shows on public pages at once: this instance's cache is dropped here, and the signed-in
// write drops the shared pages and the other instances' caches (plugins/page-cache-invalidation.ts).
export function createAdminSiteSettings(deps: {
  repository: SettingsRepository;
  audit: AuditTrail;
  /** Drops the public settings this instance keeps (service.ts). */
  invalidate: () => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async read(): Promise<AdminSiteSettings> {
      return toDto(await deps.repository.readEditable());
    },

    async update(change: AdminSiteSettingsUpdate, by: AuditActor): Promise<AdminSiteSettings> {
      const { version, ...next } = change;
      const result = await deps.repository.update(next, version, now(), (before, after, tx) =>
        deps.audit.record(
          by,
          {
            action: "settings.update",
            entityType: "settings",
            entityId: "site",
            summary: describeChange(before, after),
            before,
            after,
          },
          tx,
        ),
      );
      if (result.kind === "conflict") throw new HttpError(409, recordVersionMessages.conflict("settings"));
      deps.invalidate();
      return toDto(result.settings);
    },
  };
}
export type AdminSiteSettingsService = ReturnType<typeof createAdminSiteSettings>;
