import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import type { AdminReview } from "#contracts/admin-courses.ts";
import {
  adminCoursesMessages as m,
  reviewStatuses,
  reviewStatusLabels,
} from "#contracts/admin-courses-text.ts";
import { adminCoursesApi } from "#contracts/api/admin-courses.ts";
import {
  adminCourseListKey,
  adminCoursesQueryKey,
  adminReviewListKey,
  type ReviewFilters,
  ratingChoices,
  reviewListQuery,
} from "./admin-courses-filters.ts";
import { ReviewReplyDialog } from "./review-reply-dialog.tsx";
import { ReviewVisibilityDialog } from "./review-visibility-dialog.tsx";

const dayFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
const columns: readonly TableColumn[] = [
  { label: "Review" },
  { label: "Course" },
  { label: "Rating" },
  { label: "Status" },
  { label: "Actions", srOnly: true },
];
const ratingLabels = Object.fromEntries(ratingChoices.map((r) => [r, `${r} stars`])) as Record<
  (typeof ratingChoices)[number],
  string
>;

type Pending = { kind: "visibility" | "reply"; review: AdminReview } | null;

type ReviewsPanelProps = { filters: ReviewFilters; onFilters: (filters: ReviewFilters) => void };

/** Reviews of one course or all: filters in the URL, publish or hide (confirmed), reply. */
export function ReviewsPanel({ filters, onFilters }: ReviewsPanelProps) {
  const queryClient = useQueryClient();
  const courses = useQuery({
    queryKey: [...adminCoursesQueryKey, "course-choices"],
    queryFn: ({ signal }) => apiRequest(adminCoursesApi.list, { query: { pageSize: 100 }, signal }),
  });
  const list = useQuery({
    queryKey: [...adminReviewListKey, filters],
    queryFn: ({ signal }) => apiRequest(adminCoursesApi.reviews, { query: reviewListQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
  const [pending, setPending] = useState<Pending>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminReviewListKey });
    await queryClient.invalidateQueries({ queryKey: adminCourseListKey });
  };
  const visibility = useMutation({
    mutationFn: (review: AdminReview) =>
      apiRequest(adminCoursesApi.updateReview, {
        params: { reviewId: review.id },
        body: { published: !review.published },
      }),
    onSuccess: (saved) =>
      toast({
        title: saved.published ? "Review published" : "Review hidden",
        description: saved.published
          ? "It shows on the course page and counts toward the rating."
          : "It left the course page and the rating.",
      }),
    onError: (error) =>
      toast({
        variant: "destructive",
        title: m.reviewFailed,
        description: error instanceof Error ? error.message : undefined,
      }),
    onSettled: async () => {
      setPending(null);
      await refresh();
    },
  });

  const courseOptions = (courses.data?.items ?? []).map((course) => ({
    value: course.id,
    label: course.title,
  }));
  const filtered = filters.course !== "" || filters.review !== "" || filters.rating !== "";

  return (
    <div className="grid min-w-0 gap-4">
      <search className="grid gap-3 sm:grid-cols-3">
        <FilterSelect
          label="Course"
          allLabel="All courses"
          value={filters.course}
          options={courseOptions}
          onChange={(course) => onFilters({ ...filters, course, page: 1 })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.review}
          options={labelledOptions(reviewStatuses, reviewStatusLabels)}
          onChange={(review) => onFilters({ ...filters, review, page: 1 })}
        />
        <FilterSelect
          label="Rating"
          allLabel="All ratings"
          value={filters.rating as (typeof ratingChoices)[number] | ""}
          options={labelledOptions(ratingChoices, ratingLabels)}
          onChange={(rating) => onFilters({ ...filters, rating, page: 1 })}
        />
      </search>
      <AdminListState
        query={list}
        noun={["review", "reviews"]}
        loadFailed={m.reviewsLoadFailed}
        empty={{
          filtered,
          filteredMessage: m.noReviews,
          noneMessage: "No reviews yet.",
          clearLabel: "Clear filters",
          onClear: () => onFilters({ course: "", review: "", rating: "", page: 1 }),
        }}
        paging={{
          label: "Pages of reviews",
          page: filters.page,
          onPage: (page) => onFilters({ ...filters, page }),
        }}
      >
        {(result) => (
          <Table caption="Reviews" minWidth="min-w-[46rem]" columns={columns}>
            {result.items.map((review) => (
              <tr key={review.id} className={tableRow({ inactive: !review.published })}>
                <td className={tableCell("max-w-md align-top")}>
                  <p className="text-slate-900">{review.body}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {review.authorName}
                    {review.authorRole ? `, ${review.authorRole}` : ""} ·{" "}
                    <time dateTime={review.createdAt}>{dayFormat.format(new Date(review.createdAt))}</time>
                  </p>
                  {review.reply ? (
                    <p className="mt-2 rounded-md border-l-4 border-indigo-300 bg-indigo-50 p-2 text-xs whitespace-pre-line text-slate-800">
                      <span className="font-semibold">Reply: </span>
                      {review.reply}
                    </p>
                  ) : null}
                </td>
                <td className={tableCell("align-top")}>{review.courseTitle}</td>
                <td className={tableCell("align-top whitespace-nowrap")}>{review.rating} of 5</td>
                <td className={tableCell("align-top")}>{review.published ? "Published" : "Hidden"}</td>
                <td className={tableCell("align-top")}>
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${review.reply ? "Edit reply to" : "Reply to"} ${review.authorName}`}
                      onClick={() => setPending({ kind: "reply", review })}
                    >
                      {review.reply ? "Edit reply" : "Reply"}
                    </Button>
                    <Button
                      size="sm"
                      variant={review.published ? "destructive" : "default"}
                      aria-label={`${review.published ? "Hide" : "Publish"} the review by ${review.authorName}`}
                      onClick={() => setPending({ kind: "visibility", review })}
                    >
                      {review.published ? "Hide" : "Publish"}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </AdminListState>
      {pending?.kind === "visibility" ? (
        <ReviewVisibilityDialog
          review={pending.review}
          pending={visibility.isPending}
          onClose={() => setPending(null)}
          onConfirm={() => visibility.mutate(pending.review)}
        />
      ) : null}
      {pending?.kind === "reply" ? (
        <ReviewReplyDialog
          review={pending.review}
          onClose={() => setPending(null)}
          onSaved={(saved) => {
            toast({
              title: saved.reply ? "Reply saved" : "Reply removed",
              description: "The course page shows it now.",
            });
            setPending(null);
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}
