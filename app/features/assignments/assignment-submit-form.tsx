import { useQueryClient } from "@tanstack/react-query";
import { FileTextIcon, XIcon } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
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
import { FileInput, Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { assignmentPanelText as t } from "#contracts/assignment-panel-text.ts";
import { assignmentFileAccept } from "#contracts/assignment-submission-text.ts";
import { assignmentLimits, assignmentMessages } from "#contracts/assignment-text.ts";
import {
  type AssignmentSubmissionView,
  type AssignmentView,
  assignmentSubmissionFieldsSchema,
} from "#contracts/assignment-views.ts";
import { chosenFilesProblem, formatFileSize } from "./assignment-format.ts";
import { type AssignmentLesson, afterSubmission, assignmentViewQuery } from "./assignment-queries.ts";
import { sendSubmission } from "./send-submission.ts";

const schema = loadedModule(assignmentSubmissionFieldsSchema);
const fields = ["files", "repoUrl"] as const;

type Props = {
  userId: string;
  lesson: AssignmentLesson;
  view: Pick<AssignmentView, "acceptFiles" | "acceptRepoUrl">;
  /** The current submission, replaced by this one (a confirmation first). */
  current: AssignmentSubmissionView | null;
};

/**
 * The (re)submission form: files (picked in one go or several, each removable) and/or the repository link,
 * as the assignment takes them. The browser checks count, size and names; the server judges the content.
 * A resubmission is confirmed first, since it replaces the files and link handed in before (the dialog
 * sends the form again, confirmed). What was typed and chosen stays after any failure.
 */
export function AssignmentSubmitForm({ userId, lesson, view, current }: Props) {
  const client = useQueryClient();
  const headingId = useId();
  const listId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const picker = useRef<HTMLInputElement | null>(null);
  const resubmitting = current !== null;

  const emptyProblem = (repoUrl: string, chosen: readonly File[]) =>
    chosen.length === 0 && !repoUrl.trim() ? assignmentMessages.submissionEmpty : undefined;

  const form = useForm({
    initialValues: { files: "", repoUrl: current?.repoUrl ?? "" },
    fields,
    schema,
    toInput: (values) => ({ repoUrl: view.acceptRepoUrl ? values.repoUrl : "" }),
    check: (values) => {
      const empty = emptyProblem(view.acceptRepoUrl ? values.repoUrl : "", files);
      return {
        files:
          (view.acceptFiles ? chosenFilesProblem(files) : null) ?? (view.acceptFiles ? empty : undefined),
        repoUrl: view.acceptFiles ? undefined : empty,
      };
    },
    unavailableMessage: t.submitFailed,
    failureMessage: (error) => (error instanceof ApiRequestError ? error.message : t.submitFailed),
    send: async (data) => {
      setProgress(0);
      try {
        return await sendSubmission(
          { ...lesson, files: view.acceptFiles ? files : [], repoUrl: data.repoUrl },
          setProgress,
        );
      } finally {
        setProgress(null);
      }
    },
    onSuccess: (result) => {
      setFiles([]);
      afterSubmission(client, userId, lesson, result);
      toast({ title: resubmitting ? t.resubmitted : t.submitted, description: t.submittedBody });
    },
    onError: (error) => {
      // Graded or closed meanwhile: the panel reads the assignment again and shows why.
      if (error instanceof ApiRequestError && error.status === 409)
        void client.invalidateQueries({ queryKey: assignmentViewQuery(userId, lesson).queryKey });
    },
  });

  const choose = (picked: FileList | null) => {
    if (!picked || picked.length === 0) return;
    const known = new Set(files.map((file) => `${file.name}:${file.size}:${file.lastModified}`));
    const next = [
      ...files,
      ...Array.from(picked).filter((file) => !known.has(`${file.name}:${file.size}:${file.lastModified}`)),
    ];
    setFiles(next);
    form.setError("files", chosenFilesProblem(next) ?? undefined);
    // The same file can be picked again after it is removed.
    if (picker.current) picker.current.value = "";
  };

  const remove = (index: number) => {
    const next = files.filter((_, i) => i !== index);
    setFiles(next);
    form.setError("files", chosenFilesProblem(next) ?? undefined);
    picker.current?.focus();
  };

  /** Whether the browser's checks would stop the form (then it shows them, and asks nothing). */
  const hasProblem = () => {
    const repoUrl = view.acceptRepoUrl ? form.values.repoUrl : "";
    return (
      (view.acceptFiles && chosenFilesProblem(files) !== null) ||
      emptyProblem(repoUrl, view.acceptFiles ? files : []) !== undefined ||
      !assignmentSubmissionFieldsSchema.safeParse({ repoUrl }).success
    );
  };

  // A resubmission replaces what was handed in: asked first, once the form passes the browser's checks.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (resubmitting && !confirmed.current && !form.isPending && !hasProblem()) {
      event.preventDefault();
      setConfirming(true);
      return;
    }
    confirmed.current = false;
    return form.onSubmit(event);
  };

  const replace = () => {
    setConfirming(false);
    confirmed.current = true;
    formElement.current?.requestSubmit();
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {resubmitting ? t.resubmitHeading : t.formHeading}
      </h3>
      <Form
        ref={formElement}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        pending={form.isPending}
        aria-labelledby={headingId}
        className="mt-3 grid gap-4"
      >
        {view.acceptFiles ? (
          <Field name="files" label={t.filesLabel} hint={t.filesHint} error={form.errors.files}>
            <FileInput
              name="files"
              multiple
              accept={assignmentFileAccept}
              ref={(element) => {
                picker.current = element;
                form.bind("files").ref(element);
              }}
              aria-controls={listId}
              onChange={(event) => choose(event.target.files)}
            />
          </Field>
        ) : null}
        {view.acceptFiles ? (
          <div>
            <p className="sr-only" aria-live="polite">
              {files.length === 0 ? t.noFilesChosen : `${t.chosenFiles}: ${files.length}`}
            </p>
            {files.length > 0 ? (
              <ul
                id={listId}
                aria-label={t.chosenFiles}
                className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white"
              >
                {files.map((file, index) => (
                  <li
                    key={`${file.name}:${file.size}:${file.lastModified}`}
                    className="flex items-center gap-3 py-1 pr-1 pl-3 text-sm"
                  >
                    <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                    <span className="min-w-0 flex-1 break-words text-slate-900">{file.name}</span>
                    <span className="shrink-0 text-slate-600">{formatFileSize(file.size)}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9 text-slate-600"
                      aria-label={t.removeFile(file.name)}
                      disabled={form.isPending}
                      onClick={() => remove(index)}
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <span id={listId} hidden />
            )}
          </div>
        ) : null}
        {view.acceptRepoUrl ? (
          <Field name="repoUrl" label={t.repoLabel} hint={t.repoHint} error={form.errors.repoUrl}>
            <Input
              {...form.bind("repoUrl")}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://github.com/you/project"
              maxLength={assignmentLimits.repoUrlMax + 20}
            />
          </Field>
        ) : null}
        <FormAlert>{form.formError}</FormAlert>
        {resubmitting ? <p className="text-sm text-slate-700">{t.replaceNote}</p> : null}
        <div>
          <SubmitButton
            pending={form.isPending}
            pendingLabel={t.uploading(progress)}
            className="w-full sm:w-auto"
          >
            {resubmitting ? t.resubmit : t.submit}
          </SubmitButton>
        </div>
        {form.isPending && progress !== null ? (
          <progress
            max={100}
            value={progress}
            aria-label={t.uploading(progress)}
            className="h-2 w-full max-w-sm overflow-hidden rounded-full accent-indigo-600"
          />
        ) : null}
      </Form>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t.confirmTitle}</DialogTitle>
            <DialogDescription>{t.confirmBody}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t.keepPrevious}</Button>
            </DialogClose>
            <Button onClick={replace}>{t.confirmReplace}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
