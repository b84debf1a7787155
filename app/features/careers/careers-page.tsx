import { GraduationCap, HeartHandshake, Lightbulb, Scale } from "lucide-react";
import { Link } from "react-router";
import type { OpeningDetail } from "#contracts/careers.ts";
import { CareersHero, HighlightGrid, OpeningsSection } from "./careers-page-sections.tsx";

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

/** /careers: what working here is like and the open jobs, each with its application form. */
export function CareersPage({ openings }: { openings: OpeningDetail[] }) {
  return (
    <div className="bg-slate-50">
      <CareersHero
        eyebrow="Careers at AI Labs"
        title="Help working professionals learn to build with AI"
        intro="We are a remote-first team of instructors, engineers and advisors teaching AI engineering, machine learning and prompt engineering to thousands of learners in more than 40 countries."
        openingsHref="#open-positions"
        openingsLabel="See open positions"
        openingsCount={openings.length}
        otherPath="/internship"
        otherLabel="Internships"
        image="/assets/careers/team.svg"
        imagePriority
      />

      <HighlightGrid headingId="values-heading" heading="How we work" items={values} />

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

      <OpeningsSection
        id="open-positions"
        heading="Open positions"
        intro="Open a role to read the full description, then apply with your CV as a PDF (at most 5 MB)."
        openings={openings}
        emptyText={
          <>
            <p className="font-semibold text-slate-900">No open positions right now.</p>
            <p className="mt-1">
              We post new roles here first. Meanwhile, have a look at our{" "}
              <Link to="/internship" className="font-medium text-indigo-700 underline underline-offset-4">
                internships
              </Link>
              .
            </p>
          </>
        }
      />
    </div>
  );
}
