import { Construction } from "lucide-react";
import { Link, matchPath, useLocation } from "react-router";
import { loadPageMeta } from "../../features/seo/load-page-meta.ts";
import { seoMeta } from "../../features/seo/seo-meta.ts";
import { type SitePage, sitePages } from "../../features/site/site-pages.ts";
import type { Route } from "./+types/site-page";

function pageFor(pathname: string): SitePage | undefined {
  return sitePages.find((page) => matchPath(page.path, pathname));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await loadPageMeta(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  seoMeta(loaderData?.seo, pageFor(location.pathname) ?? { title: "AI Labs" });

export default function SitePageRoute() {
  const { pathname } = useLocation();
  const page = pageFor(pathname);
  if (!page) return null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{page.description}</p>
      <div className="mt-8 flex gap-3 rounded-lg border border-indigo-100 bg-indigo-50 p-4 text-slate-800">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <p>
          <span className="font-semibold">This page is being prepared.</span> It will hold: {page.holds}
        </p>
      </div>
      <p className="mt-8">
        <Link
          to="/courses"
          className="font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
        >
          Browse our courses
        </Link>
      </p>
    </section>
  );
}
