import { LayoutDashboardIcon, SearchXIcon, ShieldXIcon } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { portals } from "#contracts/portals.ts";
import { instructorSessionsText as i } from "#contracts/zoom-classes-text.ts";

/** The session page's error: the 404 of a session that is not the reader's, or a failure to load it. */
export function LiveSessionError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const Icon = notFound ? SearchXIcon : ShieldXIcon;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-indigo-700" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-indigo-700 uppercase">
        {notFound ? i.notFoundEyebrow : i.failedEyebrow}
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
        {notFound ? i.notFound : i.pageLoadFailed}
      </h1>
      <div className="mt-8 flex justify-center">
        <Link to={portals.instructor.path} className={buttonClassName()}>
          <LayoutDashboardIcon aria-hidden="true" />
          {i.back}
        </Link>
      </div>
    </section>
  );
}
