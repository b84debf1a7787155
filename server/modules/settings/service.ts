import type { PaymentsMode, SiteSettings } from "../../../contracts/site-settings.ts";
import { createTtlCache } from "../../lib/ttl-cache.ts";
import type { SettingsRepository } from "./repository.ts";

export function createSettingsService(deps: {
  repository: SettingsRepository;
  /** Fixed at start-up (PAYMENTS_PROVIDER): the pages sell online, or send buyers to admissions. */
  payments: PaymentsMode;
  cacheMs?: number;
}) {
  // Read by every page (bottom bar, footer, contact dialog).
  const publicSettings = createTtlCache(async (): Promise<SiteSettings> => {
    const values = await deps.repository.getMany(["phone", "email"]);
    return { phone: values.phone ?? "", email: values.email ?? "", payments: deps.payments };
  }, deps.cacheMs ?? 5000);
  return {
    publicSettings(): Promise<SiteSettings> {
      return publicSettings.get();
    },
    invalidate(): void {
      publicSettings.invalidate();
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
