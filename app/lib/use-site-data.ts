import type { SiteSettings } from "../../contracts/site-settings.ts";
import { useShellValue } from "./shell-data.tsx";

export const fallbackSiteSettings: SiteSettings = { phone: "", email: "" };

export function useSiteSettings(): SiteSettings {
  return useShellValue("siteSettings").data ?? fallbackSiteSettings;
}

export function useUpcomingBatches() {
  return useShellValue("upcomingBatches");
}
