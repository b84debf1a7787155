import { Link } from "react-router";
import { ApplicationForm } from "#app/features/bootcamp/application-form.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { loadOptional } from "#app/features/site-pages/load-site-page.ts";
import { admissionsApi } from "#contracts/api/admissions.ts";
import { bootcampApplyPage } from "#contracts/page-heads/bootcamp-apply.ts";
import type { Route } from "./+types/ai-bootcamp-apply";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [batches, seo] = await Promise.all([
    loadOptional(context, admissionsApi.batches),
    loadPageMeta(context, request),
  ]);
  return { batches, seo, cohort: new URL(request.url).searchParams.get("cohort") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, bootcampApplyPage);

export default function AiBootcampApplyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
            AI Engineering Bootcamp
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Apply to the bootcamp
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            About 10 minutes. There is no fee and no entrance exam: tell us where you are and where you want
            to go. All fields are required unless marked optional.
          </p>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ApplicationForm batches={loaderData.batches} initialBatchId={loaderData.cohort} />
          </div>
        </div>
        <aside aria-labelledby="apply-help" className="space-y-4 lg:pt-24">
          <h2 id="apply-help" className="text-lg font-semibold text-slate-900">
            After you apply
          </h2>
          <ol className="list-decimal space-y-2 pl-5 text-slate-700">
            <li>Confirmation email right away.</li>
            <li>Review within 3 business days.</li>
            <li>15-minute interview call.</li>
            <li>Enrollment and payment, then onboarding two weeks before the start.</li>
          </ol>
          <p className="text-slate-700">
            <Link
              to="/ai-bootcamp/start"
              className="font-medium text-indigo-700 underline underline-offset-4"
            >
              Read the full admissions guide
            </Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
