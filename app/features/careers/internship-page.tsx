import { Compass, Rocket, Users, Wallet } from "lucide-react";
import { Link } from "react-router";
import type { OpeningDetail } from "#contracts/careers.ts";
import { CareersHero, HighlightGrid, OpeningsSection } from "./careers-page-sections.tsx";

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

/** /internship: the programme and the open internships, each with its application form. */
export function InternshipPage({ openings }: { openings: OpeningDetail[] }) {
  return (
    <div className="bg-slate-50">
      <CareersHero
        eyebrow="Internships"
        title="Paid AI internships with a mentor and a real project"
        intro="Spend 10 to 12 weeks on research, engineering or community work that our learners use, remote and paid, with someone whose job is to help you grow."
        openingsHref="#open-internships"
        openingsLabel="See open internships"
        openingsCount={openings.length}
        otherPath="/careers"
        otherLabel="Full-time roles"
        image="/assets/careers/internship.svg"
      />

      <HighlightGrid headingId="promises-heading" heading="What every internship includes" items={promises} />

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

      <OpeningsSection
        id="open-internships"
        heading="Open internships"
        intro="Open an internship to read the full description, then apply with your CV as a PDF (at most 5 MB)."
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
  );
}
