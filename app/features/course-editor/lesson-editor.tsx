import { useQueryClient } from "@tanstack/react-query";
import { ChevronLeftIcon, EyeIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
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
import { Label } from "#app/components/ui/label.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { VideoEmbed } from "#app/components/ui/video-embed.tsx";
import { AssignmentEditorSection } from "#app/features/assignment-editor/assignment-editor-section.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { QuizEditorSection } from "#app/features/quiz-editor/quiz-editor-section.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { type LessonDetail, lessonUpdateSchema } from "#contracts/course-editor.ts";
import { editorLimits, editorText, videoEmbedText } from "#contracts/course-editor-text.ts";
import { lessonPlayerPath } from "#contracts/learning-text.ts";
import { lessonKindOptions } from "./add-lesson-form.tsx";
import { editorCoursePath } from "./editor-paths.ts";
import { courseContentQuery, editorLessonQuery, useEditorLesson } from "./editor-queries.ts";
import { LessonFilesEditor } from "./lesson-files-editor.tsx";
import { MarkdownPreview } from "./markdown-preview.tsx";

const schema = loadedModule(lessonUpdateSchema);
const fields = ["title", "kind", "minutes", "status", "videoEmbedUrl", "body"] as const;

/** /dashboard/instructor/courses/:courseSlug/lessons/:lessonId: one lesson's settings and Markdown. */
export function LessonEditorPage({ courseSlug, lessonId }: { courseSlug: string; lessonId: string }) {
  const { user } = useAuth();
  const lesson = useEditorLesson(user, courseSlug, lessonId);
  return (
    <QueryState query={lesson} loading="Loading the lesson..." failed="The lesson could not be loaded.">
      {(data) => (user ? <LessonEditor key={data.id} user={user} lesson={data} /> : null)}
    </QueryState>
  );
}

function LessonEditor({ user, lesson }: { user: CurrentUser; lesson: LessonDetail }) {
  const client = useQueryClient();
  const id = useId();
  const slug = lesson.course.slug;
  const [required, setRequired] = useState(lesson.required);
  const [freePreview, setFreePreview] = useState(lesson.freePreview);
  const [version, setVersion] = useState(lesson.updatedAt);
  const form = useForm({
    initialValues: {
      title: lesson.title,
      kind: lesson.kind,
      minutes: String(lesson.minutes),
      status: lesson.status,
      videoEmbedUrl: lesson.videoEmbedUrl ?? "",
      body: lesson.body,
    },
    fields,
    schema,
    toInput: (values) => ({
      title: values.title,
      kind: values.kind,
      minutes: /^\d+$/.test(values.minutes.trim()) ? Number(values.minutes.trim()) : Number.NaN,
      status: values.status,
      videoEmbedUrl: values.videoEmbedUrl,
      body: values.body,
      required,
      freePreview,
      expectedUpdatedAt: version,
    }),
    check: (values) => (/^\d+$/.test(values.minutes.trim()) ? {} : { minutes: "Enter whole minutes." }),
    unavailableMessage: "The lesson could not be saved. Check your connection and try again.",
    failureMessage: (error) =>
      error instanceof ApiRequestError && error.status === 409
        ? editorText.staleLesson
        : "The lesson could not be saved. Please try again.",
    send: (body) =>
      apiRequest(courseEditorApi.updateLesson, { params: { courseSlug: slug, lessonId: lesson.id }, body }),
    onSuccess: async (saved) => {
      setVersion(saved.updatedAt);
      // The field shows the link as saved: the provider's privacy-enhanced player URL.
      form.setValue("videoEmbedUrl", saved.videoEmbedUrl ?? "", { quiet: true });
      client.setQueryData(editorLessonQuery(user.id, slug, lesson.id).queryKey, saved);
      await client.invalidateQueries({ queryKey: courseContentQuery(user.id, slug).queryKey });
      toast({ title: editorText.saved, description: `${saved.title} is saved.` });
    },
  });

  return (
    <article>
      <Link
        to={editorCoursePath(slug)}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        {lesson.course.title}
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{`Edit lesson: ${lesson.title}`}</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to={lessonPlayerPath(slug, lesson.id)}
            className={buttonClassName({ variant: "outline", size: "sm" })}
          >
            <EyeIcon aria-hidden="true" />
            View as a student
          </Link>
          <DeleteLesson user={user} lesson={lesson} />
        </div>
      </div>

      <Form
        onSubmit={form.onSubmit}
        pending={form.isPending}
        aria-labelledby={`${id}-h`}
        className="mt-6 grid gap-4"
      >
        <h2 id={`${id}-h`} className="sr-only">
          Lesson settings and content
        </h2>
        <FormAlert>{form.formError}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Title" error={form.errors.title} className="sm:col-span-2">
            <Input {...form.bind("title")} maxLength={editorLimits.titleMax} autoComplete="off" />
          </Field>
          <Field label="Kind" error={form.errors.kind}>
            <Select {...form.bind("kind")}>
              {lessonKindOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Duration (minutes)" error={form.errors.minutes}>
            <Input {...form.bind("minutes")} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label="Status" error={form.errors.status} hint="Students see published lessons only.">
            <Select {...form.bind("status")}>
              <option value="draft">{editorText.draft}</option>
              <option value="published">{editorText.published}</option>
            </Select>
          </Field>
          <div className="flex items-center gap-2 self-center">
            <input
              id={`${id}-required`}
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-indigo-600"
              checked={required}
              onChange={(event) => setRequired(event.target.checked)}
            />
            <Label htmlFor={`${id}-required`}>Required for completion</Label>
          </div>
          <div className="flex items-center gap-2 self-center">
            <input
              id={`${id}-preview`}
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-indigo-600"
              checked={freePreview}
              onChange={(event) => setFreePreview(event.target.checked)}
            />
            <Label htmlFor={`${id}-preview`}>Free preview on the course page</Label>
          </div>
        </div>
        <VideoLinkField
          field={form.bind("videoEmbedUrl")}
          error={form.errors.videoEmbedUrl}
          saved={lesson.videoEmbedUrl}
          title={lesson.title}
          hasUpload={lesson.files.some((file) => file.role === "video")}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <Field
            label="Content (Markdown)"
            hint="Headings with ##, code in fenced blocks with a language (```python) for highlighting."
            error={form.errors.body}
          >
            <Textarea {...form.bind("body")} rows={24} className="font-mono text-sm" spellCheck />
          </Field>
          <section
            aria-labelledby={`${id}-preview-h`}
            className="min-w-0 rounded-md border border-slate-200 bg-white p-4"
          >
            <h3 id={`${id}-preview-h`} className="mb-3 text-sm font-semibold text-slate-700">
              Preview
            </h3>
            <MarkdownPreview markdown={form.values.body} />
          </section>
        </div>
        <div>
          <SubmitButton pending={form.isPending} pendingLabel="Saving...">
            Save lesson
          </SubmitButton>
        </div>
      </Form>
      {lesson.kind === "quiz" ? (
        <QuizEditorSection userId={user.id} courseSlug={slug} lessonId={lesson.id} />
      ) : null}
      {lesson.kind === "assignment" ? (
        <AssignmentEditorSection userId={user.id} courseSlug={slug} lessonId={lesson.id} />
      ) : null}
      <LessonFilesEditor user={user} lesson={lesson} />
    </article>
  );
}

/** The YouTube or Vimeo link, with what students get: the saved video, or the uploaded file that wins. */
function VideoLinkField({
  field,
  error,
  saved,
  title,
  hasUpload,
}: {
  /** The form's binding of the field (useForm's bind). */
  field: {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    ref: (element: HTMLInputElement | null) => void;
  };
  error: string | undefined;
  saved: string | null;
  title: string;
  hasUpload: boolean;
}) {
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Field label={videoEmbedText.label} hint={videoEmbedText.hint} error={error}>
        <Input {...field} inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://" />
      </Field>
      {hasUpload && field.value.trim() ? (
        <p className="self-start rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {videoEmbedText.overriddenByUpload}
        </p>
      ) : saved && !hasUpload ? (
        <VideoEmbed url={saved} title={title} className="max-w-md" />
      ) : null}
    </div>
  );
}

function DeleteLesson({ user, lesson }: { user: CurrentUser; lesson: LessonDetail }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const slug = lesson.course.slug;
  const remove = async () => {
    setPending(true);
    try {
      await apiRequest(courseEditorApi.deleteLesson, { params: { courseSlug: slug, lessonId: lesson.id } });
      await client.invalidateQueries({ queryKey: courseContentQuery(user.id, slug).queryKey });
      toast({ title: "Lesson deleted", description: `${lesson.title} is gone.` });
      await navigate(editorCoursePath(slug));
    } catch {
      toast({ title: "The lesson could not be deleted. Please try again.", variant: "destructive" });
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Delete ${lesson.title}?`}</DialogTitle>
          <DialogDescription>
            The lesson, its content and every student's completion and notes on it are removed. This cannot be
            undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={() => void remove()}>
            Delete lesson
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
