import type { SiteSettings } from "../../../contracts/site-settings.ts";
import type { SettingsRepository } from "./repository.ts";

export function createSettingsService(deps: { repository: SettingsRepository }) {
  return {
    async publicSettings(): Promise<SiteSettings> {
      const values = await deps.repository.getMany(["phone", "email"]);
      return { phone: values.phone ?? "", email: values.email ?? "" };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
