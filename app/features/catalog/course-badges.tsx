import { cn } from "#app/lib/cn.ts";
import type { CourseCard } from "#contracts/catalog.ts";
import { courseFormatLabels, courseLevelLabels } from "#contracts/catalog-text.ts";
import { formatWeeks } from "./course-price.ts";

/** Level, format and duration as small labelled chips. */
export function CourseBadges({
  course,
  tone = "light",
}: {
  course: Pick<CourseCard, "level" | "format" | "durationWeeks">;
  tone?: "light" | "dark";
}) {
  const chip =
    tone === "dark"
      ? "rounded-full bg-white/15 px-3 py-1 text-xs font-medium text-white ring-1 ring-white/25"
      : "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800";
  return (
    <ul aria-label="Course facts" className="flex flex-wrap gap-2">
      <li className={cn(chip)}>{courseLevelLabels[course.level]}</li>
      <li className={cn(chip)}>{courseFormatLabels[course.format]}</li>
      <li className={cn(chip)}>{formatWeeks(course.durationWeeks)}</li>
    </ul>
  );
}
