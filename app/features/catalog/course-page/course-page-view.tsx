import { Award, ClipboardList, Wrench } from "lucide-react";
import { useContactDialog } from "#app/features/contact/contact-dialog-context.tsx";
import type { CourseDetail } from "#contracts/catalog.ts";
import { CourseBatches } from "./course-batches.tsx";
import { CourseCurriculum } from "./course-curriculum.tsx";
import { CourseFaq } from "./course-faq.tsx";
import { CourseHero } from "./course-hero.tsx";
import { CourseInstructors } from "./course-instructors.tsx";
import { CourseReviews } from "./course-reviews.tsx";

const sections = [
  { id: "outcomes", label: "What you'll learn" },
  { id: "curriculum", label: "Curriculum" },
  { id: "batches", label: "Batches" },
  { id: "instructors", label: "Instructors" },
  { id: "reviews", label: "Reviews" },
  { id: "faq", label: "FAQ" },
] as const;

function SectionNav({ course }: { course: CourseDetail }) {
  const shown = sections.filter(
    (s) =>
      (s.id !== "instructors" || course.instructors.length > 0) && (s.id !== "faq" || course.faqs.length > 0),
  );
  return (
    <nav aria-label="On this page" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2 text-sm font-medium">
        {shown.map((s) => (
          <li key={s.id} className="shrink-0">
            <a
              href={`#${s.id}`}
              className="block rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FinalCta({ course }: { course: CourseDetail }) {
  const { openContactDialog } = useContactDialog();
  return (
    <section aria-labelledby="cta-heading" className="bg-indigo-700">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold text-white">
            Ready to start {course.title}?
          </h2>
          <p className="mt-2 max-w-xl text-indigo-100">
            Pick a batch that fits your calendar. Not sure it's the right course for you? Our admissions team
            answers within 24 hours.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href="#batches"
            className="rounded-md bg-white px-5 py-3 font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Choose your batch
          </a>
          <button
            type="button"
            onClick={openContactDialog}
            className="rounded-md px-5 py-3 font-semibold text-white ring-1 ring-white/50 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Talk to admissions
          </button>
        </div>
      </div>
    </section>
  );
}

/** A course landing page, section by section, in the order a visitor decides. */
export function CoursePageView({ course }: { course: CourseDetail }) {
  return (
    <>
      <CourseHero course={course} />
      <SectionNav course={course} />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <section id="outcomes" aria-labelledby="outcomes-heading" className="scroll-mt-28">
          <h2 id="outcomes-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            What you'll learn
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{course.summary}</p>
          {course.outcomes.length > 0 ? (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {course.outcomes.map((outcome) => (
                <li key={outcome} className="flex gap-3 rounded-xl bg-indigo-50/60 p-4 text-slate-800">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="mt-0.5 size-5 shrink-0 fill-none stroke-indigo-700 stroke-2"
                  >
                    <circle cx="10" cy="10" r="8" />
                    <path d="m6.5 10 2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {outcome}
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <CourseCurriculum courseSlug={course.slug} modules={course.curriculum} />

        {course.toolsCovered.length > 0 ? (
          <section aria-labelledby="tools-heading">
            <h2
              id="tools-heading"
              className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900"
            >
              <Wrench aria-hidden="true" className="size-6 text-indigo-700" /> Tools you'll use
            </h2>
            <ul className="mt-5 flex flex-wrap gap-2">
              {course.toolsCovered.map((tool) => (
                <li
                  key={tool}
                  className="rounded-full border border-slate-200 bg-white px-4 py-1.5 text-sm font-medium text-slate-800"
                >
                  {tool}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <CourseBatches course={course} />
        <CourseInstructors instructors={course.instructors} />
        <CourseReviews reviews={course.reviews} />

        <div className="grid gap-6 md:grid-cols-2">
          <section
            aria-labelledby="prerequisites-heading"
            className="rounded-2xl border border-slate-200 p-6"
          >
            <h2
              id="prerequisites-heading"
              className="flex items-center gap-2 text-xl font-bold text-slate-900"
            >
              <ClipboardList aria-hidden="true" className="size-5 text-indigo-700" /> Prerequisites
            </h2>
            <p className="mt-3 text-slate-700">{course.prerequisites || "None: everyone is welcome."}</p>
          </section>
          <section aria-labelledby="certificate-heading" className="rounded-2xl border border-slate-200 p-6">
            <h2 id="certificate-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <Award aria-hidden="true" className="size-5 text-indigo-700" /> Certificate
            </h2>
            <p className="mt-3 text-slate-700">
              {course.certificate || "Graduates receive a verifiable AI Labs certificate of completion."}
            </p>
          </section>
        </div>

        <CourseFaq faqs={course.faqs} />
      </div>
      <FinalCta course={course} />
    </>
  );
}
