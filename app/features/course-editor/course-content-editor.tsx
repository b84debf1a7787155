import { useQueryClient } from "@tanstack/react-query";
import { ArrowDownIcon, ArrowUpIcon, ChevronLeftIcon, EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
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
import { QueryState } from "#app/components/ui/query-state.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { CourseContent, EditorLesson, EditorModule } from "#contracts/course-editor.ts";
import { editorText } from "#contracts/course-editor-text.ts";
import { coursePlayerPath } from "#contracts/learning-text.ts";
import { AddLessonForm, lessonKindOptions } from "./add-lesson-form.tsx";
import { CertificateRuleSection } from "./certificate-rule-section.tsx";
import { CourseOrderDnd, LessonList, SortableItem } from "./course-order-dnd.tsx";
import { editorCoursesPath, editorLessonPath } from "./editor-paths.ts";
import { courseContentQuery, useCourseContent } from "./editor-queries.ts";
import { ModuleForm, type ModuleValues } from "./module-form.tsx";
import { type CourseOrder, moveLesson, moveModule, orderOf } from "./move-in-order.ts";

const kindLabel = (kind: EditorLesson["kind"]) =>
  lessonKindOptions.find((option) => option.value === kind)?.label;

/** /dashboard/instructor/courses/:courseSlug: a course's modules and lessons, to add, edit, order and remove. */
export function CourseContentEditor({ courseSlug }: { courseSlug: string }) {
  const { user } = useAuth();
  const content = useCourseContent(user, courseSlug);
  return (
    <QueryState query={content} loading="Loading the course..." failed="The course could not be loaded.">
      {(data) => (user ? <Editor user={user} content={data} /> : null)}
    </QueryState>
  );
}

function Editor({ user, content }: { user: CurrentUser; content: CourseContent }) {
  const client = useQueryClient();
  const slug = content.course.slug;
  const key = courseContentQuery(user.id, slug).queryKey;
  const [announcement, setAnnouncement] = useState("");
  const [moving, setMoving] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: key });

  const reorder = async (order: CourseOrder, said: string) => {
    if (moving) return;
    setMoving(true);
    try {
      const next = await apiRequest(courseEditorApi.reorder, {
        params: { courseSlug: slug },
        body: { modules: order },
      });
      client.setQueryData(key, next);
      setAnnouncement(said);
    } catch (error) {
      toast({
        title:
          error instanceof ApiRequestError && error.status === 409
            ? editorText.staleOrder
            : "The new order could not be saved.",
        variant: "destructive",
      });
      await refresh();
    } finally {
      setMoving(false);
    }
  };

  const addModule = async (values: ModuleValues) => {
    await apiRequest(courseEditorApi.createModule, { params: { courseSlug: slug }, body: values });
    await refresh();
    setAnnouncement(`Module ${values.title} added at the end.`);
  };

  return (
    <article>
      <Link
        to={editorCoursesPath}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        My courses
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{content.course.title}</h1>
        <Link to={coursePlayerPath(slug)} className={buttonClassName({ variant: "outline", size: "sm" })}>
          <EyeIcon aria-hidden="true" />
          View as a student
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        New lessons start as drafts: students see a lesson once it is published. Drag a module or a lesson by
        its handle, or use the move buttons, to change the order.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <CourseOrderDnd modules={content.modules} disabled={moving} onDrop={reorder}>
        {(modules) => (
          <ol className="mt-6 space-y-4">
            {modules.map((module, index) => (
              <ModuleCard
                key={module.id}
                slug={slug}
                module={module}
                index={index}
                count={modules.length}
                busy={moving}
                onMove={(delta) =>
                  reorder(
                    moveModule(orderOf(content.modules), module.id, delta),
                    `Module ${module.title} moved to position ${index + 1 + delta}.`,
                  )
                }
                onMoveLesson={(lesson, delta) =>
                  reorder(
                    moveLesson(orderOf(content.modules), lesson.id, delta),
                    `Lesson ${lesson.title} moved.`,
                  )
                }
                onChanged={refresh}
              />
            ))}
          </ol>
        )}
      </CourseOrderDnd>

      <section
        aria-labelledby="add-module-heading"
        className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-4"
      >
        <h2 id="add-module-heading" className="font-semibold text-slate-900">
          Add a module
        </h2>
        <div className="mt-3">
          <ModuleForm submitLabel="Add module" onSave={addModule} />
        </div>
      </section>
      <CertificateRuleSection userId={user.id} courseSlug={slug} />
    </article>
  );
}

function ModuleCard({
  slug,
  module,
  index,
  count,
  busy,
  onMove,
  onMoveLesson,
  onChanged,
}: {
  slug: string;
  module: EditorModule;
  index: number;
  count: number;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
  onMoveLesson: (lesson: EditorLesson, delta: -1 | 1) => void;
  onChanged: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const save = async (values: ModuleValues) => {
    await apiRequest(courseEditorApi.updateModule, {
      params: { courseSlug: slug, moduleId: module.id },
      body: values,
    });
    await onChanged();
    setEditing(false);
  };
  const addLesson = async (values: { title: string; kind: EditorLesson["kind"]; minutes: number }) => {
    await apiRequest(courseEditorApi.createLesson, {
      params: { courseSlug: slug, moduleId: module.id },
      body: values,
    });
    await onChanged();
  };
  return (
    <SortableItem
      kind="module"
      item={module}
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {(handle) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-100 p-4">
            <div className="flex min-w-0 items-start gap-2">
              {handle}
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{`Module ${index + 1}`}</p>
                <h2 className="font-semibold text-slate-900">{module.title}</h2>
                {module.summary ? <p className="mt-1 text-sm text-slate-700">{module.summary}</p> : null}
                <p className="mt-1 text-xs text-slate-600">
                  {module.opensAfterDays === null
                    ? "Opens on enrollment"
                    : `Opens on day ${module.opensAfterDays} of each batch`}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-1">
              <IconButton
                label={`Move module ${module.title} up`}
                disabled={busy || index === 0}
                onClick={() => onMove(-1)}
              >
                <ArrowUpIcon aria-hidden="true" />
              </IconButton>
              <IconButton
                label={`Move module ${module.title} down`}
                disabled={busy || index === count - 1}
                onClick={() => onMove(1)}
              >
                <ArrowDownIcon aria-hidden="true" />
              </IconButton>
              <IconButton label={`Edit module ${module.title}`} onClick={() => setEditing((open) => !open)}>
                <PencilIcon aria-hidden="true" />
              </IconButton>
              <DeleteModule slug={slug} module={module} onDeleted={onChanged} />
            </div>
          </div>
          {editing ? (
            <div className="border-b border-slate-100 bg-slate-50 p-4">
              <ModuleForm
                module={module}
                submitLabel="Save module"
                onSave={save}
                onCancel={() => setEditing(false)}
              />
            </div>
          ) : null}
          <LessonList
            module={module}
            className="divide-y divide-slate-100"
            empty={<p className="px-4 py-3 text-sm text-slate-600">No lessons yet.</p>}
          >
            {module.lessons.map((lesson, lessonIndex) => (
              <SortableItem
                key={lesson.id}
                kind="lesson"
                item={lesson}
                className="flex flex-wrap items-center gap-3 bg-white px-4 py-3"
              >
                {(handle) => (
                  <>
                    {handle}
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs font-medium ring-1",
                        lesson.status === "published"
                          ? "bg-emerald-50 text-emerald-900 ring-emerald-200"
                          : "bg-slate-100 text-slate-700 ring-slate-200",
                      )}
                    >
                      {lesson.status === "published" ? editorText.published : editorText.draft}
                    </span>
                    <div className="min-w-0 flex-1">
                      <Link
                        to={editorLessonPath(slug, lesson.id)}
                        className="font-medium text-slate-900 underline-offset-4 hover:text-indigo-700 hover:underline"
                      >
                        {lesson.title}
                      </Link>
                      <p className="text-xs text-slate-600">
                        {`${kindLabel(lesson.kind)} · ${lesson.minutes} min`}
                        {lesson.required ? "" : " · optional"}
                        {lesson.freePreview ? " · free preview" : ""}
                      </p>
                    </div>
                    <div className="flex gap-1">
                      <IconButton
                        label={`Move lesson ${lesson.title} up`}
                        disabled={busy || (index === 0 && lessonIndex === 0)}
                        onClick={() => onMoveLesson(lesson, -1)}
                      >
                        <ArrowUpIcon aria-hidden="true" />
                      </IconButton>
                      <IconButton
                        label={`Move lesson ${lesson.title} down`}
                        disabled={busy || (index === count - 1 && lessonIndex === module.lessons.length - 1)}
                        onClick={() => onMoveLesson(lesson, 1)}
                      >
                        <ArrowDownIcon aria-hidden="true" />
                      </IconButton>
                    </div>
                  </>
                )}
              </SortableItem>
            ))}
          </LessonList>
          <div className="border-t border-slate-100 p-4">
            <AddLessonForm moduleTitle={module.title} onAdd={addLesson} />
          </div>
        </>
      )}
    </SortableItem>
  );
}

function IconButton({
  label,
  children,
  ...props
}: { label: string; children: React.ReactNode } & Omit<React.ComponentProps<typeof Button>, "children">) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} title={label} {...props}>
      {children}
    </Button>
  );
}

function DeleteModule({
  slug,
  module,
  onDeleted,
}: {
  slug: string;
  module: EditorModule;
  onDeleted: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const holdsLessons = module.lessons.length > 0;
  const remove = async () => {
    setPending(true);
    try {
      await apiRequest(courseEditorApi.deleteModule, { params: { courseSlug: slug, moduleId: module.id } });
      setOpen(false);
      await onDeleted();
    } catch (error) {
      toast({
        title: error instanceof ApiRequestError ? error.message : "The module could not be deleted.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <IconButton label={`Delete module ${module.title}`} onClick={() => setOpen(true)}>
        <Trash2Icon aria-hidden="true" />
      </IconButton>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Delete ${module.title}?`}</DialogTitle>
          <DialogDescription>
            {holdsLessons ? editorText.moduleNotEmpty : "The module is empty. Deleting it cannot be undone."}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          {holdsLessons ? null : (
            <Button variant="destructive" disabled={pending} onClick={() => void remove()}>
              Delete module
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
