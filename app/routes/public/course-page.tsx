import { data, isRouteErrorResponse, Link } from "react-router";
import { CoursePageView } from "#app/features/catalog/course-page/course-page-view.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { catalogApi } from "#contracts/api/catalog.ts";
import { courseNotFoundPage, coursePageTitle } from "#contracts/page-heads/course-page.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/course-page";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

// One module for every course landing page (/courses/:slug); /courses/checkout is a static route and wins.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  try {
    const [course, seo] = await Promise.all([
      apiGet(api, catalogApi.course, { params: { slug: params.slug } }),
      loadPageMeta(context, request),
    ]);
    return { course, seo };
  } catch (error) {
    if (serverApiStatus(error) === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta(loaderData.seo, {
        title: coursePageTitle(loaderData.course.title),
        description: loaderData.course.summary,
      })
    : [
        { title: courseNotFoundPage.title },
        { name: "description", content: courseNotFoundPage.description },
        { name: "robots", content: "noindex" },
      ];

export default function CoursePageRoute({ loaderData }: Route.ComponentProps) {
  return <CoursePageView course={loaderData.course} />;
}

// An unknown course renders the site's not-found page inside the shell, with status 404.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
        <p className="mt-3 text-slate-700">
          We couldn't find that course. It may have moved, or the link may be mistyped.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/courses"
            className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700"
          >
            Browse courses
          </Link>
          <Link
            to="/"
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
          >
            Go to the home page
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-700">
        We couldn't load this course. Please try again in a moment; if it keeps happening, contact us.
      </p>
    </section>
  );
}
