import { useMutation } from "@tanstack/react-query";
import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FilePicker } from "#app/components/ui/file-picker.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import type { AdminCourse } from "#contracts/admin-courses.ts";
import {
  adminCoursesLimits,
  courseImageTypes,
  adminCoursesMessages as m,
} from "#contracts/admin-courses-text.ts";
import { adminCoursesApi } from "#contracts/api/admin-courses.ts";
import { uploadCourseImage } from "./upload-course-image.ts";

type CourseImageSectionProps = { course: AdminCourse; onChanged: (course: AdminCourse) => void };

/** The cover image: shown, replaced by upload (checked here by size, by the server by its bytes) or removed. */
export function CourseImageSection({ course, onChanged }: CourseImageSectionProps) {
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadCourseImage(course.id, file),
    onSuccess: (saved) => {
      setError(null);
      toast({ title: "Image uploaded", description: "The course page shows it now." });
      onChanged(saved);
    },
    onError: (failure) => setError(failure instanceof Error ? failure.message : m.imageFailed),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest(adminCoursesApi.removeImage, { params: { courseId: course.id } }),
    onSuccess: (saved) => {
      setError(null);
      onChanged(saved);
    },
    onError: (failure) => setError(failure instanceof Error ? failure.message : m.imageFailed),
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <section className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Cover image</h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex aspect-[3/2] w-full max-w-xs shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
          {course.imagePath ? (
            <img src={course.imagePath} alt={`Cover of ${course.title}`} className="size-full object-cover" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-10 text-slate-400" />
          )}
        </div>
        <div className="grid gap-2">
          <FilePicker
            label="Upload a new image"
            accept={courseImageTypes}
            hint="PNG, JPEG or WebP, at most 2 MB. Best at 1200 × 630 pixels: shared links show it too."
            error={error}
            disabled={busy}
            maxBytes={adminCoursesLimits.imageMaxBytes}
            tooLarge={m.imageTooLarge}
            onFile={(file) => upload.mutateAsync(file)}
            onError={setError}
          />
          {upload.isPending ? (
            <p role="status" className="text-sm text-slate-700">
              Uploading...
            </p>
          ) : null}
          {course.imagePath ? (
            <div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => remove.mutate()}
              >
                {remove.isPending ? <PendingLabel>Removing...</PendingLabel> : "Remove image"}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
