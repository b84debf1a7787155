import { Link } from "react-router";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { formatLongDate, loadSitePage } from "#app/features/site-pages/load-site-page.ts";
import { pagePathOf } from "#app/lib/page-path.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import { pageTitle } from "#contracts/page-title.ts";
import type { Route } from "./+types/content-page";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

// One module for the fixed pages that are prose only (/community, /investors, /privacy); each path has its
// own route id in app/routes.ts. Their text is the site_pages row of the path (GET /api/pages).
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = pagePathOf(request);
  const [page, seo] = await Promise.all([loadSitePage(context, path), loadPageMeta(context, request)]);
  return { page, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(loaderData?.seo, {
    title: loaderData ? pageTitle(loaderData.page.title) : "AI Labs",
    description: loaderData?.page.summary,
  });

const eyebrows: Record<string, string> = {
  "/community": "Learn together",
  "/investors": "AI Labs",
  "/privacy": "Legal",
};

const ctaClass =
  "inline-flex items-center gap-2 rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
const secondaryClass =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

function Actions({ path }: { path: string }) {
  if (path === "/community") {
    return (
      <>
        <Link to="/webinars" className={ctaClass}>
          Join a free event
        </Link>
        <Link to="/ai-bootcamp" className={secondaryClass}>
          Explore the bootcamp
        </Link>
      </>
    );
  }
  if (path === "/investors") {
    return (
      <Link to="/about" className={secondaryClass}>
        About AI Labs
      </Link>
    );
  }
  return null;
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const isPolicy = page.path === "/privacy";
  return (
    <>
      <PageHero eyebrow={eyebrows[page.path]} title={page.title} summary={page.summary}>
        {Actions({ path: page.path })}
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12">
        {isPolicy ? (
          <p className="mb-8 text-sm text-slate-600">
            Last updated <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
          </p>
        ) : null}
        <Prose html={page.html} />
      </article>
    </>
  );
}
