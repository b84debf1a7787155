import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { type AdminCourse, adminCourseSlugSchema } from "#contracts/admin-courses.ts";
import { adminCoursesLimits, adminCoursesMessages as m } from "#contracts/admin-courses-text.ts";
import { adminCoursesApi } from "#contracts/api/admin-courses.ts";

const schema = loadedModule(adminCourseSlugSchema);

/**
 * The course's address (/courses/<slug>) and a way to change it. The old address keeps working: it redirects
 * to the new one (301), so links and search results are not lost (issue 20). Asked twice: a new address is
 * what search engines and shared links see.
 */
export function CourseAddressSection({
  course,
  onChanged,
}: {
  course: AdminCourse;
  onChanged: (course: AdminCourse) => void;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useForm({
    initialValues: { slug: course.slug },
    fields: ["slug"] as const,
    schema,
    unavailableMessage: m.saveFailed,
    failureMessage: (error) => error.message || m.saveFailed,
    send: (body) => apiRequest(adminCoursesApi.changeSlug, { params: { courseId: course.id }, body }),
    onSuccess: (saved) => {
      onChanged(saved);
      toast({ title: m.slugChanged, description: `${course.path} now redirects to ${saved.path}.` });
    },
  });
  const typed = form.values.slug.trim();
  return (
    <section
      aria-labelledby="course-address"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-1">
        <h3 id="course-address" className="font-semibold text-slate-900">
          Address
        </h3>
        <p className="text-sm text-slate-700">
          The page is at <span className="font-mono text-slate-900">{course.path}</span>. A new address keeps
          the old one working: it redirects to the new (301).
        </p>
      </div>
      <Form
        onSubmit={(event) => {
          // A slug the schema refuses shows its message through the form, unsent; a valid one is confirmed first.
          if (!adminCourseSlugSchema.safeParse({ slug: typed }).success) return void form.onSubmit(event);
          event.preventDefault();
          setConfirming(typed);
        }}
        pending={form.isPending}
        aria-label={`Address of ${course.title}`}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
      >
        <FormAlert className="sm:col-span-2">{form.formError}</FormAlert>
        <Field
          label="Slug"
          error={form.errors.slug}
          hint="Lowercase letters, digits and hyphens: /courses/<slug>."
        >
          <Input
            {...form.bind("slug")}
            autoComplete="off"
            spellCheck={false}
            maxLength={adminCoursesLimits.slugMax}
          />
        </Field>
        <SubmitButton
          size="default"
          pending={form.isPending}
          pendingLabel="Changing..."
          disabled={typed === course.slug}
        >
          Change address
        </SubmitButton>
      </Form>
      {confirming !== null ? (
        <Dialog open onOpenChange={(open) => !open && setConfirming(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>
                Move {course.title} to /courses/{confirming}?
              </DialogTitle>
              <DialogDescription>
                {course.path} will redirect to the new address (301), so links and search results keep
                working. Search engines take a few days to show the new one.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button
                onClick={() => {
                  setConfirming(null);
                  // The form's own submit: checked again, sent, its errors shown at the field.
                  void form.onSubmit({ preventDefault: () => {} } as FormEvent<HTMLFormElement>);
                }}
              >
                Change address
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}
