import { Building2, Clock, Phone } from "lucide-react";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { CorporateInquiryForm } from "#app/features/corporate/inquiry-form.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { loadSitePage } from "#app/features/site-pages/load-site-page.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import { pageTitle } from "#contracts/page-title.ts";
import type { Route } from "./+types/corporate-training";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, seo] = await Promise.all([
    loadSitePage(context, "/corporate-training"),
    loadPageMeta(context, request),
  ]);
  return { page, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(
    loaderData?.seo,
    loaderData && { title: pageTitle(loaderData.page.title), description: loaderData.page.summary },
  );

const promises = [
  { icon: Clock, text: "A proposal within 2 business days" },
  { icon: Building2, text: "Private cohorts from 5 people, on site or online" },
  { icon: Phone, text: "A 30-minute discovery call, no commitment" },
];

export default function CorporateTrainingRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow="For companies" title={page.title} summary={page.summary}>
        <a
          href="#inquiry"
          className="inline-flex items-center gap-2 rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Plan your team's training
        </a>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <Prose html={page.html} />
      </article>
      <section id="inquiry" aria-labelledby="inquiry-heading" className="scroll-mt-24 bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div>
            <h2 id="inquiry-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Tell us about your team
            </h2>
            <p className="mt-3 text-slate-700">
              A corporate training advisor reads every inquiry and replies with a first proposal.
            </p>
            <ul className="mt-6 space-y-3">
              {promises.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-slate-800">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <CorporateInquiryForm />
          </div>
        </div>
      </section>
    </>
  );
}
