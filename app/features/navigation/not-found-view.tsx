import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { coursePages } from "#contracts/courses.ts";

// What any path no route and no published landing page claims shows: inside the shell, so visitors can move on.
export function NotFoundView() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-indigo-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-700">
        We couldn't find that page. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700"
        >
          Go to the home page
        </Link>
        <Link
          to="/courses"
          className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
        >
          Browse courses
        </Link>
      </div>
      <h2 className="mt-12 text-sm font-semibold uppercase tracking-wide text-slate-600">Popular programs</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
        {coursePages.map((course) => (
          <li key={course.slug}>
            <Link
              to={course.path}
              className="text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
            >
              {course.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
