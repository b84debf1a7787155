import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { apiFieldIssues, toFormRequestError } from "#app/lib/form-errors.ts";
import { quizzesApi } from "#contracts/api/quizzes.ts";
import type { QuizEditor, QuizEditorBody } from "#contracts/quiz-attempts.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { draftOf, type QuizDraft, toBodyInput } from "./quiz-draft.ts";
import { quizEditorQuery } from "./quiz-editor-queries.ts";
import { checkDraft, isKnownSlot, issuesOf, type QuizIssue, slotOf, valueAt } from "./quiz-errors.ts";

// The quiz form's state. The one form hook (app/lib/use-form.ts, decision 0022) holds flat string fields;
// a quiz is a tree of lists, so this keeps the same rules over its own state: the contract's schema
// checks before sending, its messages and the API's go to the controls they name (the error mapper of
// app/lib/form-errors.ts reads the API's), after the first save the schema's messages follow every
// change, a server message stays until its value is changed, and a failure never touches the input.

type Lesson = { userId: string; courseSlug: string; lessonId: string };
type ServerFailure = { issues: QuizIssue[]; input: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useQuizEditorForm(lesson: Lesson, quiz: QuizEditor, focusSlot: (slot: string) => void) {
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(quiz));
  const [saved, setSaved] = useState(() => ({ draft, updatedAt: quiz.updatedAt }));
  const [attemptCount, setAttemptCount] = useState(quiz.attemptCount);
  const [checked, setChecked] = useState(false);
  const [serverFailure, setServerFailure] = useState<ServerFailure | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const sent = useRef<QuizDraft | null>(null);

  const save = useMutation({
    mutationFn: (body: QuizEditorBody) =>
      apiRequest(quizzesApi.saveEditor, {
        params: { courseSlug: lesson.courseSlug, lessonId: lesson.lessonId },
        body,
      }),
    onSuccess: (result) => {
      client.setQueryData(
        quizEditorQuery(lesson.userId, lesson.courseSlug, lesson.lessonId).queryKey,
        result,
      );
      const fromServer = draftOf(result);
      // What was typed while the save was on its way stays, and shows as unsaved.
      setDraft((current) => (current === sent.current ? fromServer : current));
      setSaved({ draft: fromServer, updatedAt: result.updatedAt });
      setAttemptCount(result.attemptCount);
      setChecked(false);
      setServerFailure(null);
      setFormError(null);
      toast({ title: t.saved, description: t.savedBody });
    },
    onError: (error) => {
      const items = apiFieldIssues(error).flatMap((issue) =>
        issue.field ? [{ path: issue.field, message: issue.message }] : [],
      );
      const issues = issuesOf(items).filter((issue) => isKnownSlot(issue.slot));
      const unplaced = apiFieldIssues(error).find(
        (issue) => !issue.field || !isKnownSlot(slotOf(issue.field)),
      );
      setServerFailure({ issues, input: toBodyInput(sent.current ?? draft) });
      setFormError(
        issues.length > 0 && !unplaced
          ? null
          : (unplaced?.message ?? toFormRequestError(error, t.saveFailed).message),
      );
      if (issues[0]) focusSlot(issues[0].slot);
    },
  });

  const issues = useMemo(() => {
    const fromSchema = checked ? checkDraft(draft).issues : [];
    const input = serverFailure ? toBodyInput(draft) : null;
    const fromServer = (serverFailure?.issues ?? []).filter((issue) =>
      same(valueAt(input, issue.slot), valueAt(serverFailure?.input, issue.slot)),
    );
    // The schema's message wins where both speak of one control: it judges the value as it is now.
    return issuesOf(
      [...fromSchema, ...fromServer].map((issue) => ({ path: issue.slot, message: issue.message })),
    );
  }, [draft, checked, serverFailure]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = checkDraft(draft);
    setChecked(true);
    setServerFailure(null);
    if (!result.body) {
      setFormError(null);
      if (result.issues[0]) focusSlot(result.issues[0].slot);
      return;
    }
    setFormError(null);
    sent.current = draft;
    // The version this editor last saw: a save over someone else's newer one is refused (409), not lost.
    save.mutate({ ...result.body, expectedUpdatedAt: saved.updatedAt });
  };

  return {
    draft,
    setDraft,
    issues,
    formError,
    onSubmit,
    pending: save.isPending,
    dirty: !same(draft, saved.draft),
    neverSaved: saved.updatedAt === null,
    attemptCount,
  };
}
