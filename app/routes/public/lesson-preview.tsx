import { data, isRouteErrorResponse, Link } from "react-router";
import { LessonPreviewView } from "#app/features/catalog/lesson-preview/lesson-preview-view.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { learningApi } from "#contracts/api/learning.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import { pageTitle } from "#contracts/page-title.ts";
import type { Route } from "./+types/lesson-preview";

// A free-preview lesson holds nothing of its reader: one shared copy for everyone (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  try {
    const [preview, seo] = await Promise.all([
      apiGet(context.get(serverApiContext), learningApi.preview, {
        params: { slug: params.slug, lessonId: params.lessonId },
      }),
      loadPageMeta(context, request),
    ]);
    return { preview, seo };
  } catch (error) {
    const status = serverApiStatus(error);
    // A malformed lesson id is a page that does not exist, like an unknown one.
    if (status === 404 || status === 400) throw data(null, { status: 404 });
    throw error;
  }
}

// Title, description from the lesson's own text, canonical, JSON-LD: the learning module's page source.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta(loaderData.seo, {
        title: pageTitle(
          `${loaderData.preview.lesson.title}: free lesson from ${loaderData.preview.course.title}`,
        ),
      })
    : pageMeta({
        title: pageTitle("Lesson not found"),
        description: "This preview does not exist.",
        noindex: true,
      });

export default function LessonPreviewRoute({ loaderData }: Route.ComponentProps) {
  return <LessonPreviewView preview={loaderData.preview} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {missing ? "Preview not found" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-slate-700">
        {missing
          ? "This lesson is not open as a free preview. The course page lists the lessons anyone may read."
          : "We couldn't load this lesson. Please try again in a moment."}
      </p>
      <Link
        to="/courses"
        className="mt-8 inline-block rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700"
      >
        Browse courses
      </Link>
    </section>
  );
}
