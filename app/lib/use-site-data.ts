import type { PaymentsMode, SiteSettings } from "#contracts/site-settings.ts";
import { useShellValue } from "./shell-data.tsx";

/**
 * Until the settings are read (only when the root loader's read failed): the pages sell as usual, and
 * checkout's own answer (503 when payment is off) says the rest. Never a test-mode strip that may be wrong.
 */
export const fallbackPayments: PaymentsMode = { provider: "stripe", testModeNotice: false };
export const fallbackSiteSettings: SiteSettings = {
  phone: "",
  email: "",
  promoBanner: true,
  payments: fallbackPayments,
};

export function useSiteSettings(): SiteSettings {
  return useShellValue("siteSettings").data ?? fallbackSiteSettings;
}

/** Whether this site takes payments online (PAYMENTS_PROVIDER is not none), and the test-mode strip. */
export function usePayments(): { online: boolean; testModeNotice: boolean; email: string } {
  const { payments, email } = useSiteSettings();
  return { online: payments.provider !== "none", testModeNotice: payments.testModeNotice, email };
}

export function useUpcomingBatches() {
  return useShellValue("upcomingBatches");
}
