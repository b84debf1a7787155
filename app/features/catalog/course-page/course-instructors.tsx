import { LazyImage } from "#app/components/ui/lazy-image.tsx";
import type { CourseInstructor } from "#contracts/catalog.ts";

export function CourseInstructors({ instructors }: { instructors: CourseInstructor[] }) {
  if (instructors.length === 0) return null;
  return (
    <section id="instructors" aria-labelledby="instructors-heading" className="scroll-mt-28">
      <h2 id="instructors-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {instructors.length === 1 ? "Your instructor" : "Your instructors"}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {instructors.map((person) => (
          <li key={person.slug} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            {person.photoPath ? (
              <LazyImage
                src={person.photoPath}
                alt={person.name}
                width={96}
                height={96}
                className="size-20 shrink-0 rounded-full sm:size-24"
              />
            ) : null}
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{person.name}</h3>
              <p className="text-sm font-medium text-indigo-700">{person.jobTitle || "AI Instructor"}</p>
              <p className="mt-2 text-slate-700">{person.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
