import { Construction } from "lucide-react";
import { type MetaFunction, useLocation } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { portalPageFor } from "#app/features/portal/portal-pages.ts";

// One module for the portal pages later issues build (features/portal/portal-pages.ts); each path keeps
// its own route id, so an issue replaces one entry of app/routes.ts with its own module.
export const meta: MetaFunction = ({ location }) => {
  const page = portalPageFor(location.pathname);
  return portalMeta(location.pathname, page?.heading ?? "Portal");
};

export default function PortalPlaceholder() {
  const { pathname } = useLocation();
  const page = portalPageFor(pathname);
  if (!page) return null;
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{page.heading}</h1>
      <div className="mt-6 flex gap-3 rounded-lg border border-indigo-100 bg-indigo-50 p-4 text-slate-800">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <p>
          <span className="font-semibold">This page is being prepared.</span> It will hold: {page.holds}
        </p>
      </div>
    </section>
  );
}
