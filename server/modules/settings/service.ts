import type { PaymentsMode, SiteSettings } from "#contracts/site-settings.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { createTtlCache, dropOnPublicChanges } from "#server/lib/ttl-cache.ts";
import { editableSettingKeys, type SettingsRepository } from "./repository.ts";

/** Open admission: any bootcamp applicant whose application was not rejected may enroll. */
const openAdmissionKey = "bootcamp_open_admission";

export function createSettingsService(deps: {
  repository: SettingsRepository;
  /** Fixed at start-up (PAYMENTS_PROVIDER): the pages sell online, or send buyers to admissions. */
  payments: PaymentsMode;
  cacheMs?: number;
  /** Other instances' signed-in writes drop the cache here too (decision 0028). */
  events?: InstanceEvents;
}) {
  // Read by every page (bottom bar, footer, contact dialog).
  const publicSettings = createTtlCache(async (): Promise<SiteSettings> => {
    const values = await deps.repository.getMany(["phone", "email", editableSettingKeys.promoBanner]);
    return {
      phone: values.phone ?? "",
      email: values.email ?? "",
      // Absent until an admin first saves the settings: the banner shows.
      promoBanner: values[editableSettingKeys.promoBanner] !== "false",
      payments: deps.payments,
    };
  }, deps.cacheMs ?? 5000);
  dropOnPublicChanges(deps.events, publicSettings);
  return {
    publicSettings(): Promise<SiteSettings> {
      return publicSettings.get();
    },
    /** Read at every bootcamp checkout, uncached, so a change applies to the next purchase. */
    async bootcampOpenAdmission(): Promise<boolean> {
      return (await deps.repository.getMany([openAdmissionKey]))[openAdmissionKey] === "true";
    },
    invalidate(): void {
      publicSettings.invalidate();
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
