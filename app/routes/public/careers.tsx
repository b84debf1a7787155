import { ArrowRight, GraduationCap, HeartHandshake, Lightbulb, Scale } from "lucide-react";
import { Link } from "react-router";
import { LazyImage } from "../../components/ui/lazy-image.tsx";
import { loadOpenings } from "../../features/careers/load-openings.ts";
import { OpeningsList } from "../../features/careers/openings-list.tsx";
import { loadPageMeta } from "../../features/seo/load-page-meta.ts";
import { seoMeta } from "../../features/seo/seo-meta.ts";
import type { Route } from "./+types/careers";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [openings, seo] = await Promise.all([loadOpenings(context, "job"), loadPageMeta(context, request)]);
  return { openings, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(loaderData?.seo, {
    title: "Careers at AI Labs: Teach and Build AI Education | AI Labs",
    description:
      "Join AI Labs: open roles for AI instructors, curriculum developers, engineers and admissions advisors. Remote-first, with a clear hiring process.",
  });

const values = [
  {
    icon: GraduationCap,
    title: "Learners first",
    text: "We judge our work by what graduates can build, not by enrollments. Sometimes the right advice is 'not yet'.",
  },
  {
    icon: Lightbulb,
    title: "Practitioners teach",
    text: "Everyone who teaches here has shipped the thing they teach, and keeps doing so: we budget time for it.",
  },
  {
    icon: Scale,
    title: "Honest numbers",
    text: "Prices, outcomes and salaries are published. Decisions are written down with the evidence behind them.",
  },
  {
    icon: HeartHandshake,
    title: "Remote, not alone",
    text: "A team across 14 countries with two overlapping hours a day, written-first habits and a yearly meet-up.",
  },
];

const benefits = [
  "Salary ranges published in every opening, plus equity for full-time roles",
  "28 days of paid leave plus your local public holidays",
  "USD 2,000 yearly learning budget and free access to every AI Labs course",
  "A model API allowance for your own experiments",
  "Home-office budget and a health insurance stipend where no public cover exists",
  "Paid parental leave of 16 weeks for every parent",
];

const process = [
  {
    title: "Apply",
    text: "Send your CV (PDF) and a few lines on why the role fits you. A person reads every application.",
  },
  {
    title: "Introductory call",
    text: "30 minutes with the hiring manager about the role, your experience and your questions.",
  },
  {
    title: "Practical step",
    text: "A teaching demo, a pairing session or a short paid exercise: the work you would actually do, never unpaid homework over 2 hours.",
  },
  {
    title: "Meet the team and decide",
    text: "A conversation with future teammates, references, and an offer or a clear answer within two weeks.",
  },
];

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  const { openings } = loaderData;
  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
              Careers at AI Labs
            </p>
            <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              Help working professionals learn to build with AI
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">
              We are a remote-first team of instructors, engineers and advisors teaching AI engineering,
              machine learning and prompt engineering to thousands of learners in more than 40 countries.
            </p>
            <div className="mt-7 flex flex-wrap gap-3">
              <a
                href="#open-positions"
                className="inline-flex items-center gap-2 rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                See open positions{" "}
                <span className="rounded-full bg-white/20 px-2 text-sm">{openings.length}</span>
              </a>
              <Link
                to="/internship"
                className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                Internships <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </div>
          <div className="hidden lg:block">
            <LazyImage
              src="/assets/careers/team.svg"
              alt=""
              width={480}
              height={360}
              priority
              className="w-full"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="values-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          How we work
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden="true" className="size-6 text-indigo-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1.5 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-12 lg:grid-cols-2">
        <section
          aria-labelledby="benefits-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2 id="benefits-heading" className="text-xl font-bold tracking-tight text-slate-900">
            What we offer everyone
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800 marker:text-indigo-600">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="process-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2 id="process-heading" className="text-xl font-bold tracking-tight text-slate-900">
            How we hire
          </h2>
          <ol className="mt-4 grid gap-4">
            {process.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="text-sm text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="open-positions-heading" id="open-positions" className="scroll-mt-24">
        <div className="mx-auto max-w-4xl px-4 pb-16">
          <h2 id="open-positions-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Open positions
          </h2>
          <p className="mt-2 text-slate-700">
            Open a role to read the full description, then apply with your CV as a PDF (at most 5 MB).
          </p>
          <div className="mt-6">
            <OpeningsList
              openings={openings}
              emptyText={
                <>
                  <p className="font-semibold text-slate-900">No open positions right now.</p>
                  <p className="mt-1">
                    We post new roles here first. Meanwhile, have a look at our{" "}
                    <Link
                      to="/internship"
                      className="font-medium text-indigo-700 underline underline-offset-4"
                    >
                      internships
                    </Link>
                    .
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
