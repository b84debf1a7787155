import { ArrowRight, Compass, Rocket, Users, Wallet } from "lucide-react";
import { Link } from "react-router";
import { LazyImage } from "../../components/ui/lazy-image.tsx";
import { loadOpenings } from "../../features/careers/load-openings.ts";
import { OpeningsList } from "../../features/careers/openings-list.tsx";
import { loadPageMeta } from "../../features/seo/load-page-meta.ts";
import { seoMeta } from "../../features/seo/seo-meta.ts";
import type { Route } from "./+types/internship";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [openings, seo] = await Promise.all([
    loadOpenings(context, "internship"),
    loadPageMeta(context, request),
  ]);
  return { openings, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(loaderData?.seo, {
    title: "Paid AI Internships: Research and Engineering | AI Labs",
    description:
      "Paid, remote AI internships at AI Labs with a dedicated mentor: research on LLM tutors, ML engineering and community. Apply with your CV.",
  });

const promises = [
  {
    icon: Wallet,
    title: "Paid, always",
    text: "A monthly stipend published in every opening. We never offer unpaid internships.",
  },
  {
    icon: Compass,
    title: "A dedicated mentor",
    text: "Weekly one-to-ones and code or writing review from someone who has done the work.",
  },
  {
    icon: Rocket,
    title: "Real work that ships",
    text: "Your project is used by our learners or published, and you present it to the company.",
  },
  {
    icon: Users,
    title: "A cohort of interns",
    text: "Interns start together, meet weekly, and review each other's work.",
  },
];

const whoShouldApply = [
  "Students and recent graduates in computer science, data science, statistics or related fields",
  "Graduates of AI Labs certifications and bootcamp cohorts (we read your capstone)",
  "Career changers with a project that shows what you can do",
];

const steps = [
  "Apply below with your CV as a PDF and, if you have one, a link to a project.",
  "A 20-30 minute conversation with your future mentor.",
  "A short exercise close to the internship's work, discussed live or paid if done at home.",
  "A decision within 10 working days. Internships start with the next intern cohort.",
];

export default function InternshipRoute({ loaderData }: Route.ComponentProps) {
  const { openings } = loaderData;
  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Internships</p>
            <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              Paid AI internships with a mentor and a real project
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">
              Spend 10 to 12 weeks on research, engineering or community work that our learners use, remote
              and paid, with someone whose job is to help you grow.
            </p>
            <div className="mt-7 flex flex-wrap gap-3">
              <a
                href="#open-internships"
                className="inline-flex items-center gap-2 rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                See open internships{" "}
                <span className="rounded-full bg-white/20 px-2 text-sm">{openings.length}</span>
              </a>
              <Link
                to="/careers"
                className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                Full-time roles <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </div>
          <div className="hidden lg:block">
            <LazyImage
              src="/assets/careers/internship.svg"
              alt=""
              width={480}
              height={360}
              className="w-full"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="promises-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="promises-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          What every internship includes
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden="true" className="size-6 text-indigo-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1.5 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-12 lg:grid-cols-2">
        <section aria-labelledby="who-heading" className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 id="who-heading" className="text-xl font-bold tracking-tight text-slate-900">
            Who should apply
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800 marker:text-indigo-600">
            {whoShouldApply.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="steps-heading" className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 id="steps-heading" className="text-xl font-bold tracking-tight text-slate-900">
            How to apply
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-800 marker:font-semibold marker:text-indigo-700">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="open-internships-heading" id="open-internships" className="scroll-mt-24">
        <div className="mx-auto max-w-4xl px-4 pb-16">
          <h2 id="open-internships-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Open internships
          </h2>
          <p className="mt-2 text-slate-700">
            Open an internship to read the full description, then apply with your CV as a PDF (at most 5 MB).
          </p>
          <div className="mt-6">
            <OpeningsList
              openings={openings}
              emptyText={
                <>
                  <p className="font-semibold text-slate-900">No internships are open right now.</p>
                  <p className="mt-1">
                    The next intern cohort is announced here and in our newsletter. See our{" "}
                    <Link to="/careers" className="font-medium text-indigo-700 underline underline-offset-4">
                      full-time roles
                    </Link>{" "}
                    meanwhile.
                  </p>
                </>
              }
            />
          </div>
        </div>
      </section>
    </div>
  );
}
