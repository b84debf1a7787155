import { useQuery } from "@tanstack/react-query";
import { SettingsIcon } from "lucide-react";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { adminSettingsMessages } from "#contracts/admin-settings-text.ts";
import { adminSettingsApi } from "#contracts/api/admin-settings.ts";
import { IntegrationsPanel } from "./integrations-panel.tsx";
import { NewsletterTrackingSection } from "./newsletter-tracking-section.tsx";
import { SiteSettingsForm } from "./site-settings-form.tsx";

export const adminSettingsQueryKey = ["admin-settings"] as const;

/**
 * /dashboard/admin/settings: the site's phone, email and banner, the newsletter's tracking, and the integrations
 * with a test each.
 */
export function AdminSettingsScreen() {
  const settings = useQuery({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => apiRequest(adminSettingsApi.settings, { signal }),
    // The form holds what the admin typed; a refetch on focus must not replace the version it was opened with.
    refetchOnWindowFocus: false,
  });

  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="flex items-center gap-3">
        <SettingsIcon aria-hidden="true" className="size-6 text-indigo-700" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
      </div>
      <section aria-labelledby="site-settings-heading" className="grid gap-4">
        <div>
          <h2 id="site-settings-heading" className="text-lg font-semibold text-slate-900">
            Site
          </h2>
          <p className="text-sm text-slate-700">
            The phone and email every page shows (bottom bar, footer, contact dialog, chat), and the banner of
            upcoming batches. A save shows on the public pages at once.
          </p>
        </div>
        <QueryState query={settings} loading="Loading settings..." failed={adminSettingsMessages.loadFailed}>
          {(data) => <SiteSettingsForm settings={data} />}
        </QueryState>
      </section>
      <NewsletterTrackingSection />
      <IntegrationsPanel />
    </div>
  );
}
