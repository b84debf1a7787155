import { useQuery } from "@tanstack/react-query";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoSiteSettingsApi } from "#contracts/api/seo-site-settings.ts";
import { siteSeoMessages } from "#contracts/seo-site-settings.ts";
import { SiteDefaultsForm } from "./site-defaults-form.tsx";
import { SiteImageField } from "./site-image-field.tsx";
import { siteSettingsKey } from "./site-settings-key.ts";

/**
 * SEO Settings' site-wide defaults (issue 20): the text a page falls back to and the verification tags, then the
 * default social image and the organisation's logo. Every change shows on the public pages at once.
 */
export function SiteDefaultsSection() {
  const settings = useQuery({
    queryKey: siteSettingsKey,
    queryFn: ({ signal }) => apiRequest(seoSiteSettingsApi.read, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <section aria-labelledby="site-defaults-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="site-defaults-heading" className="text-lg font-semibold text-slate-900">
          Site-wide defaults
        </h2>
        <p className="text-sm text-slate-700">
          What every page carries unless Meta Tags gives it its own: the title suffix, a description, the
          shared image, and how search engines know the organisation.
        </p>
      </div>
      <AdminQueryGate
        query={settings}
        loadingLabel="Loading the site-wide settings..."
        loadFailed={siteSeoMessages.loadFailed}
      >
        {(data) => (
          <div className="grid gap-4">
            {/* A save bumps the version and starts the form from the saved text; an image upload does not. */}
            <SiteDefaultsForm key={data.version} settings={data} />
            <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <SiteImageField kind="social" settings={data} />
              <SiteImageField kind="logo" settings={data} />
            </div>
          </div>
        )}
      </AdminQueryGate>
    </section>
  );
}
