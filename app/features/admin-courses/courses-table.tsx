import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import type { AdminCourseListItem } from "#contracts/admin-courses.ts";
import { courseFormatLabels, courseLevelLabels } from "#contracts/catalog-text.ts";
import { formatUsd } from "#contracts/money.ts";
import { CourseStatusBadge } from "./course-status-badge.tsx";

// UTC, so the server's and the browser's rendering agree on the day.
const dayFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

const columns: readonly TableColumn[] = [
  { label: "Course" },
  { label: "Status" },
  { label: "Price" },
  { label: "Level and format" },
  { label: "Reviews" },
  { label: "Last changed" },
  { label: "Actions", srOnly: true },
];

type CoursesTableProps = {
  courses: readonly AdminCourseListItem[];
  onEdit: (course: AdminCourseListItem) => void;
  onReviews: (course: AdminCourseListItem) => void;
};

export function CoursesTable({ courses, onEdit, onReviews }: CoursesTableProps) {
  return (
    <Table caption="Courses" minWidth="min-w-[50rem]" columns={columns}>
      {courses.map((course) => (
        <tr key={course.id} className={tableRow({ inactive: course.status === "archived" })}>
          <th scope="row" className={tableCell("font-medium text-slate-900")}>
            {course.title}
            <span className="block text-xs font-normal text-slate-600">/courses/{course.slug}</span>
          </th>
          <td className={tableCell()}>
            <CourseStatusBadge status={course.status} />
          </td>
          <td className={tableCell("whitespace-nowrap")}>
            {formatUsd(course.priceCents)}
            {course.earlyBirdPriceCents !== null ? (
              <span className="block text-xs text-slate-600">
                early bird {formatUsd(course.earlyBirdPriceCents)}
              </span>
            ) : null}
          </td>
          <td className={tableCell()}>
            {courseLevelLabels[course.level]}
            <span className="block text-xs text-slate-600">{courseFormatLabels[course.format]}</span>
          </td>
          <td className={tableCell("whitespace-nowrap")}>
            {course.reviewCount} published
            {course.hiddenReviewCount > 0 ? (
              <span className="block text-xs text-slate-600">{course.hiddenReviewCount} hidden</span>
            ) : null}
          </td>
          <td className={tableCell("whitespace-nowrap")}>
            <time dateTime={course.updatedAt}>{dayFormat.format(new Date(course.updatedAt))}</time>
          </td>
          <td className={tableCell()}>
            <div className="flex justify-end gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Reviews of ${course.title}`}
                onClick={() => onReviews(course)}
              >
                Reviews
              </Button>
              <Button size="sm" aria-label={`Edit ${course.title}`} onClick={() => onEdit(course)}>
                Edit
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </Table>
  );
}
