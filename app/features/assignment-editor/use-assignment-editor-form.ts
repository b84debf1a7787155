import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { apiFieldIssues, toFormRequestError } from "#app/lib/form-errors.ts";
import { assignmentsApi } from "#contracts/api/assignments.ts";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import type { AssignmentEditor, AssignmentEditorBody } from "#contracts/assignment-views.ts";
import { type AssignmentDraft, draftOf, toBodyInput } from "./assignment-draft.ts";
import { assignmentEditorQuery } from "./assignment-editor-queries.ts";
import {
  type AssignmentIssue,
  checkDraft,
  isKnownSlot,
  issuesOf,
  slotOf,
  valueAt,
} from "./assignment-errors.ts";

// The assignment form's state. The one form hook (app/lib/use-form.ts, decision 0022) holds flat string
// fields; a rubric is a list of lists, so this keeps the same rules over its own state as the quiz editor
// does (decision 0036, point 7): the contract's schema checks before sending, its messages and the API's go
// to the controls they name, after the first save the schema's messages follow every change, a server
// message stays until its value is changed, and a failure never touches the input.

type Lesson = { userId: string; courseSlug: string; lessonId: string };
type ServerFailure = { issues: AssignmentIssue[]; input: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useAssignmentEditorForm(
  lesson: Lesson,
  editor: AssignmentEditor,
  focusSlot: (slot: string) => void,
) {
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(editor));
  const [saved, setSaved] = useState(() => ({ draft, updatedAt: editor.updatedAt }));
  const [submissionCount, setSubmissionCount] = useState(editor.submissionCount);
  const [checked, setChecked] = useState(false);
  const [serverFailure, setServerFailure] = useState<ServerFailure | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const sent = useRef<AssignmentDraft | null>(null);

  const save = useMutation({
    mutationFn: (body: AssignmentEditorBody) =>
      apiRequest(assignmentsApi.saveEditor, {
        params: { courseSlug: lesson.courseSlug, lessonId: lesson.lessonId },
        body,
      }),
    onSuccess: (result) => {
      client.setQueryData(
        assignmentEditorQuery(lesson.userId, lesson.courseSlug, lesson.lessonId).queryKey,
        result,
      );
      const fromServer = draftOf(result);
      // What was typed while the save was on its way stays, and shows as unsaved.
      setDraft((current) => (current === sent.current ? fromServer : current));
      setSaved({ draft: fromServer, updatedAt: result.updatedAt });
      setSubmissionCount(result.submissionCount);
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
    setFormError(null);
    if (!result.body) {
      if (result.issues[0]) focusSlot(result.issues[0].slot);
      return;
    }
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
    submissionCount,
  };
}
