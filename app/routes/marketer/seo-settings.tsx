import { SettingsIcon } from "lucide-react";
import { type MetaFunction, useSearchParams } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { RedirectsSection } from "#app/features/seo-redirects/redirects-section.tsx";
import { SeoIntegrationsSection } from "#app/features/seo-site-settings/seo-integrations-section.tsx";
import { SiteDefaultsSection } from "#app/features/seo-site-settings/site-defaults-section.tsx";
import { redirectLimits } from "#contracts/seo-redirects.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/digital-marketer/seo-settings");

// /dashboard/digital-marketer/seo-settings: inside the SEO portal's layout (its guard and sidebar).
export default function SeoSettingsRoute() {
  // ?from= fills the new redirect's old path: Internal Links links a broken link's address here.
  const [params] = useSearchParams();
  const from = (params.get("from") ?? "").slice(0, redirectLimits.path);
  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <SettingsIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">SEO Settings</h1>
        </div>
        <p className="text-sm text-slate-700">
          The defaults every page falls back to, the search engines' verification tags, the redirects, and the
          outside services the workbench reads.
        </p>
      </div>
      <SiteDefaultsSection />
      <RedirectsSection initialFrom={from} />
      <SeoIntegrationsSection />
    </div>
  );
}
