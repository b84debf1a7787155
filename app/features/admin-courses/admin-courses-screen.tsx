import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { BookOpenIcon, PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import {
  adminCoursesLimits,
  courseStatuses,
  courseStatusLabels,
  adminCoursesMessages as m,
} from "#contracts/admin-courses-text.ts";
import { adminCoursesApi } from "#contracts/api/admin-courses.ts";
import {
  type AdminCoursesTab,
  adminCourseListKey,
  type CourseListFilters,
  courseListQuery,
  type ReviewFilters,
  readCourseFilters,
  readEditing,
  readReviewFilters,
  readTab,
  viewParams,
} from "./admin-courses-filters.ts";
import { CourseEditor } from "./course-editor.tsx";
import { CoursesTable } from "./courses-table.tsx";
import { ReviewsPanel } from "./reviews-panel.tsx";

const searchDelayMs = 300;

/** /dashboard/admin/courses ('Course Management'): the courses, one course's editor, and reviews moderation. */
export function AdminCoursesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams);
  const filters = readCourseFilters(searchParams);
  const editing = readEditing(searchParams);
  const reviewFilters = readReviewFilters(searchParams);

  const go = (params: URLSearchParams, replace = false) =>
    setSearchParams(params, { replace, preventScrollReset: !replace });
  const setFilters = (next: CourseListFilters) =>
    // Typing and filtering replace the history entry; paging adds one, so Back returns to the last page.
    go(viewParams({ tab: "courses", filters: next }), next.page === filters.page);
  const setReviewFilters = (next: ReviewFilters) =>
    go(viewParams({ tab: "reviews", filters: next }), next.page === reviewFilters.page);
  const edit = (id: string) => {
    go(viewParams({ tab: "courses", filters, edit: id }));
    window.scrollTo({ top: 0 });
  };
  const selectTab = (next: string) =>
    go(
      next === "reviews"
        ? viewParams({ tab: "reviews", filters: reviewFilters })
        : viewParams({ tab: "courses", filters }),
    );

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <BookOpenIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Courses</h1>
        </div>
        {editing === null ? (
          <Button onClick={() => edit("new")}>
            <PlusIcon aria-hidden="true" /> New course
          </Button>
        ) : null}
      </div>

      <Tabs value={tab satisfies AdminCoursesTab} onValueChange={selectTab} className="grid min-w-0 gap-4">
        <TabsList aria-label="Course Management" className="justify-self-start">
          <TabsTrigger value="courses">Courses</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
        </TabsList>
        <TabsContent value="courses" className="min-w-0">
          {tab === "courses" ? (
            editing ? (
              <CourseEditor
                key={editing}
                courseId={editing}
                onBack={() => go(viewParams({ tab: "courses", filters }))}
                onCreated={(course) => go(viewParams({ tab: "courses", filters, edit: course.id }), true)}
              />
            ) : (
              <CourseList
                filters={filters}
                onFilters={setFilters}
                onEdit={edit}
                onReviews={(course) =>
                  go(viewParams({ tab: "reviews", filters: { course, review: "", rating: "", page: 1 } }))
                }
              />
            )
          ) : null}
        </TabsContent>
        <TabsContent value="reviews" className="min-w-0">
          {tab === "reviews" ? <ReviewsPanel filters={reviewFilters} onFilters={setReviewFilters} /> : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}

type CourseListProps = {
  filters: CourseListFilters;
  onFilters: (filters: CourseListFilters) => void;
  onEdit: (id: string) => void;
  onReviews: (courseId: string) => void;
};

function CourseList({ filters, onFilters, onEdit, onReviews }: CourseListProps) {
  // The box holds what is typed; the URL (and so the query) follows once typing pauses.
  const [text, setText] = useState(filters.q);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the typed text changes.
  useEffect(() => {
    const timer = setTimeout(() => {
      const q = text.trim();
      if (q !== filters.q) onFilters({ ...filters, q, page: 1 });
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  // Back and Forward change the URL under the box: show what the list is filtered by.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL, not the box.
  useEffect(() => {
    if (filters.q !== text.trim()) setText(filters.q);
  }, [filters.q]);

  const list = useQuery({
    queryKey: [...adminCourseListKey, filters],
    queryFn: ({ signal }) => apiRequest(adminCoursesApi.list, { query: courseListQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid min-w-0 gap-4">
      <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <ListSearch
          placeholder="Title or slug"
          maxLength={adminCoursesLimits.searchMax}
          value={text}
          onChange={(next) => setText(next)}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={labelledOptions(courseStatuses, courseStatusLabels)}
          onChange={(status) => onFilters({ ...filters, status, page: 1 })}
        />
      </search>
      <AdminListState
        query={list}
        noun={["course", "courses"]}
        loadFailed={m.loadFailed}
        empty={{
          filtered: filters.q !== "" || filters.status !== "",
          filteredMessage: m.noCourses,
          noneMessage: "No courses yet.",
          clearLabel: "Clear search and filter",
          onClear: () => {
            setText("");
            onFilters({ q: "", status: "", page: 1 });
          },
        }}
        paging={{
          label: "Pages of courses",
          page: filters.page,
          onPage: (page) => onFilters({ ...filters, page }),
        }}
      >
        {(result) => (
          <CoursesTable
            courses={result.items}
            onEdit={(course) => onEdit(course.id)}
            onReviews={(course) => onReviews(course.id)}
          />
        )}
      </AdminListState>
    </div>
  );
}
