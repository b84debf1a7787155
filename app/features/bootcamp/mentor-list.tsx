import { LazyImage } from "#app/components/ui/lazy-image.tsx";

type Person = {
  slug: string;
  name: string;
  jobTitle: string;
  bio: string;
  photoPath: string | null;
  courses?: string[];
};

/** Instructors with photo, title and bio (the bootcamp's mentors, the About page's team). */
export function MentorList({ people, headingLevel = 3 }: { people: Person[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <li key={person.slug} className="rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex items-center gap-4">
            {person.photoPath ? (
              <LazyImage
                src={person.photoPath}
                alt={`Portrait of ${person.name}`}
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-full bg-indigo-50"
              />
            ) : null}
            <div>
              <Heading className="font-semibold text-slate-900">{person.name}</Heading>
              <p className="text-sm text-indigo-800">{person.jobTitle}</p>
            </div>
          </div>
          <p className="mt-4 text-sm leading-6 text-slate-700">{person.bio}</p>
          {person.courses && person.courses.length > 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              <span className="font-medium text-slate-800">Teaches:</span> {person.courses.join(", ")}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
