import { useQueryClient } from "@tanstack/react-query";
import { RotateCwIcon } from "lucide-react";
import { useId, useState } from "react";
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
import { Field, FieldError } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { gradingApi } from "#contracts/api/grading.ts";
import type { Rubric } from "#contracts/assignment.ts";
import { assignmentLimits, assignmentMessages } from "#contracts/assignment-text.ts";
import type { SubmissionForGrading } from "#contracts/grading.ts";
import { gradingText as t } from "#contracts/grading-text.ts";
import { submissionQuery } from "./grading-queries.ts";

// The schema comes with the first edit, not with the page's first load.
const schema = lazyModule(() => import("#contracts/grading.ts").then((m) => m.returnGradeBodySchema));

/** Cancelling the confirmation: no request left, and nothing to say. */
class GradeNotConfirmed extends Error {}

/** The rubric's total for the levels chosen so far (unchosen criteria count 0). */
function rubricTotal(rubric: Rubric, values: Record<string, string>) {
  return rubric.reduce(
    (sum, criterion) =>
      sum + (criterion.levels.find((level) => level.id === values[criterion.id])?.points ?? 0),
    0,
  );
}

/**
 * Grading one submission (issue 16): a level for each rubric criterion (or a typed score without a
 * rubric), comments, and a confirmation before the grade goes out: it is final and mailed at once.
 */
export function GradeForm({ submission, userId }: { submission: SubmissionForGrading; userId: string }) {
  const { rubric, points, passPercent } = submission.assignment;
  const queryClient = useQueryClient();
  const id = useId();
  const usesRubric = rubric.length > 0;
  const fields = [...rubric.map((criterion) => criterion.id), "score", "comments"];
  const [confirming, setConfirming] = useState<{
    resolve: () => void;
    reject: (error: Error) => void;
  } | null>(null);
  const possible = usesRubric
    ? rubric.reduce((sum, c) => sum + Math.max(0, ...c.levels.map((level) => level.points)), 0)
    : points;

  const form = useForm({
    initialValues: Object.fromEntries(fields.map((field) => [field, ""])) as Record<string, string>,
    fields,
    schema,
    unavailableMessage: t.submissionLoadFailed,
    toInput: (values) => ({
      rubricChoices: Object.fromEntries(
        rubric
          .filter((criterion) => values[criterion.id])
          .map((criterion) => [criterion.id, values[criterion.id]]),
      ),
      score: usesRubric || values.score?.trim() === "" ? null : Number(values.score),
      comments: values.comments ?? "",
      expectedVersion: submission.version,
      expectedAssignmentUpdatedAt: submission.assignment.updatedAt,
    }),
    check: (values) => {
      const errors: Record<string, string> = {};
      for (const criterion of rubric)
        if (!values[criterion.id]) errors[criterion.id] = assignmentMessages.rubricChoiceMissing;
      if (!usesRubric && values.score?.trim() === "") errors.score = assignmentMessages.scoreInvalid;
      return errors;
    },
    failureMessage: (error) => (error instanceof GradeNotConfirmed ? null : error.message),
    send: async (body) => {
      // The grade is final and mailed at once: the grader confirms what they are about to send.
      await new Promise<void>((resolve, reject) => setConfirming({ resolve, reject }));
      return apiRequest(gradingApi.returnGrade, { params: { submissionId: submission.id }, body });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(submissionQuery(userId, submission.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ["grading-queue", userId] });
      toast({ title: t.returned(submission.student.name) });
    },
  });
  const conflict = form.error instanceof ApiRequestError && form.error.status === 409;
  const total = usesRubric ? rubricTotal(rubric, form.values) : Number(form.values.score) || 0;
  const percent = possible === 0 ? 100 : Math.round((total / possible) * 10_000) / 100;

  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {usesRubric ? t.rubric : "Score"}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.passMark(passPercent)}</p>
      </div>
      <FormAlert>
        {form.formError ? (
          <span className="flex flex-wrap items-center gap-3">
            {form.formError}
            {conflict ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  void queryClient.invalidateQueries({
                    queryKey: submissionQuery(userId, submission.id).queryKey,
                  })
                }
              >
                <RotateCwIcon aria-hidden="true" />
                Reload
              </Button>
            ) : null}
          </span>
        ) : null}
      </FormAlert>
      {rubric.map((criterion) => {
        const errorId = `${id}-${criterion.id}-error`;
        return (
          <fieldset
            key={criterion.id}
            aria-describedby={form.errors[criterion.id] ? errorId : undefined}
            className="grid gap-2"
          >
            <legend className="font-medium text-slate-900">{criterion.title}</legend>
            {criterion.description ? <p className="text-sm text-slate-600">{criterion.description}</p> : null}
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {criterion.levels.map((level, index) => {
                const checked = form.values[criterion.id] === level.id;
                return (
                  <label
                    key={level.id}
                    className={cn(
                      "flex cursor-pointer gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600",
                      checked ? "border-indigo-600 bg-indigo-50" : "border-slate-200 hover:border-slate-300",
                    )}
                  >
                    <input
                      type="radio"
                      name={criterion.id}
                      value={level.id}
                      checked={checked}
                      onChange={() => form.setValue(criterion.id, level.id)}
                      aria-invalid={form.errors[criterion.id] ? true : undefined}
                      // The first level takes the focus when the criterion is left unchosen.
                      ref={index === 0 ? form.bind(criterion.id).ref : undefined}
                      className="mt-0.5 size-4 accent-indigo-700"
                    />
                    <span>
                      <span className="block font-medium text-slate-900">
                        {level.title}
                        <span className="ml-2 font-normal tabular-nums text-slate-600">
                          {t.levelPoints(level.points)}
                        </span>
                      </span>
                      {level.description ? (
                        <span className="mt-1 block text-slate-600">{level.description}</span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
            <FieldError id={errorId} message={form.errors[criterion.id]} />
          </fieldset>
        );
      })}
      {usesRubric ? null : (
        <Field label={t.score(points)} error={form.errors.score}>
          <Input {...form.bind("score")} inputMode="decimal" autoComplete="off" className="max-w-32" />
        </Field>
      )}
      <p className="text-sm text-slate-800" aria-live="polite">
        Total: <strong className="tabular-nums">{t.total(total, possible, percent)}</strong>
        {" · "}
        {percent >= passPercent ? t.passed : t.notPassed}
      </p>
      <Field label={t.comments} hint={t.commentsHint} error={form.errors.comments}>
        <Textarea {...form.bind("comments")} rows={6} maxLength={assignmentLimits.commentsMax} />
      </Field>
      <div>
        <SubmitButton size="default" pending={form.isPending} pendingLabel={t.returning}>
          {t.returnGrade}
        </SubmitButton>
      </div>
      {confirming ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) {
              confirming.reject(new GradeNotConfirmed());
              setConfirming(null);
            }
          }}
        >
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t.returnGrade}</DialogTitle>
              <DialogDescription>{t.confirmReturn(submission.student.name)}</DialogDescription>
            </DialogHeader>
            <p className="text-sm font-medium text-slate-900">{t.total(total, possible, percent)}</p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button
                onClick={() => {
                  confirming.resolve();
                  setConfirming(null);
                }}
              >
                {t.returnGrade}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </Form>
  );
}
