import { useQuery } from "@tanstack/react-query";
import type { UpcomingBatch } from "../../contracts/batches.ts";
import type { SiteSettings } from "../../contracts/site-settings.ts";
import { apiRequest } from "./api-client.ts";
import { queries } from "./queries.ts";

export const fallbackSiteSettings: SiteSettings = { phone: "", email: "" };

export function useSiteSettings(): SiteSettings {
  const { data } = useQuery({
    queryKey: [...queries.siteSettings.queryKey],
    queryFn: () => apiRequest<SiteSettings>(queries.siteSettings.path),
  });
  return data ?? fallbackSiteSettings;
}

export function useUpcomingBatches() {
  return useQuery({
    queryKey: [...queries.upcomingBatches.queryKey],
    queryFn: () => apiRequest<UpcomingBatch[]>(queries.upcomingBatches.path),
  });
}
