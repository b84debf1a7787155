import { CourseCard } from "#app/features/catalog/course-card.tsx";
import { BlockSection } from "./block-section.tsx";
import type { BlockComponentProps } from "./block-types.ts";

/** The chosen courses as the catalog's cards (live price, rating, next batch), in the catalog's grid. */
export function CourseCardsBlock({ props }: BlockComponentProps<"CourseCards">) {
  return (
    <BlockSection heading={props.heading}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {props.courses.map((course) => (
          <li key={course.slug}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
