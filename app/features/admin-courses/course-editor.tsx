import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, ExternalLinkIcon, ListTreeIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import type { AdminCourse } from "#contracts/admin-courses.ts";
import {
  type CourseStatus,
  courseStatuses,
  adminCoursesMessages as m,
} from "#contracts/admin-courses-text.ts";
import { adminCoursesApi } from "#contracts/api/admin-courses.ts";
import { adminCourseListKey, adminCoursesQueryKey } from "./admin-courses-filters.ts";
import { CourseAddressSection } from "./course-address-section.tsx";
import { CourseForm } from "./course-form.tsx";
import { CourseImageSection } from "./course-image-section.tsx";
import { CourseStatusBadge } from "./course-status-badge.tsx";
import { CourseStatusDialog, statusActionLabel } from "./course-status-dialog.tsx";

const instructorOptionsKey = ["admin-courses", "instructor-options"] as const;
const courseKey = (id: string) => [...adminCoursesQueryKey, "course", id] as const;

type CourseEditorProps = {
  /** A course's id, or "new". */
  courseId: string;
  onBack: () => void;
  onCreated: (course: AdminCourse) => void;
};

/** One course: its form, status actions, cover image, and links to its page and its content editor. */
export function CourseEditor({ courseId, onBack, onCreated }: CourseEditorProps) {
  const creating = courseId === "new";
  const queryClient = useQueryClient();
  const options = useQuery({
    queryKey: instructorOptionsKey,
    queryFn: ({ signal }) => apiRequest(adminCoursesApi.instructorOptions, { signal }),
  });
  const course = useQuery({
    queryKey: courseKey(courseId),
    queryFn: ({ signal }) => apiRequest(adminCoursesApi.course, { params: { courseId }, signal }),
    enabled: !creating,
    // The form is filled once; refetching under it would not change what it shows.
    staleTime: Number.POSITIVE_INFINITY,
  });

  const saved = (next: AdminCourse) => {
    queryClient.setQueryData(courseKey(next.id), next);
    // The list shows the change when the admin goes back to it.
    void queryClient.invalidateQueries({ queryKey: adminCourseListKey });
  };

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="justify-self-start">
      <ArrowLeftIcon aria-hidden="true" /> All courses
    </Button>
  );

  if (creating) {
    return (
      <div className="grid min-w-0 gap-4">
        {back}
        <h2 className="text-xl font-semibold text-slate-900">New course</h2>
        <p className="text-sm text-slate-600">
          A new course starts unpublished: add its image, modules and lessons, then publish it.
        </p>
        <QueryState query={options} loading="Loading instructors..." failed="Failed to load instructors">
          {(instructors) => (
            <CourseForm
              instructorOptions={instructors}
              onSaved={(next) => {
                saved(next);
                onCreated(next);
              }}
            />
          )}
        </QueryState>
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      {back}
      <QueryState query={course} loading="Loading the course..." failed={m.courseNotFound}>
        {(loaded) => (
          <QueryState query={options} loading="Loading instructors..." failed="Failed to load instructors">
            {(instructors) => <LoadedCourse course={loaded} instructors={instructors} onChanged={saved} />}
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}

function LoadedCourse({
  course,
  instructors,
  onChanged,
}: {
  course: AdminCourse;
  instructors: Parameters<typeof CourseForm>[0]["instructorOptions"];
  onChanged: (course: AdminCourse) => void;
}) {
  const [confirming, setConfirming] = useState<CourseStatus | null>(null);
  const status = useMutation({
    mutationFn: (next: CourseStatus) =>
      apiRequest(adminCoursesApi.setStatus, { params: { courseId: course.id }, body: { status: next } }),
    onSuccess: (saved) => {
      toast({ title: `${saved.title} is ${saved.status}` });
      onChanged(saved);
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: m.statusFailed,
        description: error instanceof Error ? error.message : undefined,
      }),
    onSettled: () => setConfirming(null),
  });

  return (
    <>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <h2 className="min-w-0 text-xl font-semibold break-words text-slate-900">{course.title}</h2>
        <CourseStatusBadge status={course.status} />
      </div>
      <div className="flex flex-wrap gap-2">
        {courseStatuses
          .filter((next) => next !== course.status)
          .map((next) => (
            <Button
              key={next}
              size="sm"
              variant={next === "published" ? "default" : next === "archived" ? "destructive" : "outline"}
              onClick={() => setConfirming(next)}
            >
              {statusActionLabel(next)}
            </Button>
          ))}
        {course.status !== "archived" ? (
          <Button asChild size="sm" variant="outline">
            <a href={course.path} target="_blank" rel="noreferrer">
              <ExternalLinkIcon aria-hidden="true" /> View page
            </a>
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <Link to={`/dashboard/instructor/courses/${course.slug}`}>
            <ListTreeIcon aria-hidden="true" /> Modules and lessons
          </Link>
        </Button>
      </div>
      <CourseImageSection course={course} onChanged={onChanged} />
      {/* Keyed by the slug: after a move the field starts from the new one. */}
      <CourseAddressSection key={course.slug} course={course} onChanged={onChanged} />
      {/* Keyed by id: another course's form starts from its own values. */}
      <CourseForm key={course.id} course={course} instructorOptions={instructors} onSaved={onChanged} />
      {confirming ? (
        <CourseStatusDialog
          title={course.title}
          status={confirming}
          pending={status.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => status.mutate(confirming)}
        />
      ) : null}
    </>
  );
}
