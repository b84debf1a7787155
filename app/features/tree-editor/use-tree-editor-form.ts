import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiFieldIssues, toFormRequestError } from "#app/lib/form-errors.ts";
import { type SlotIssue, type SlotRules, valueAt } from "./slot-issues.ts";

// A tree editor's form state (the quiz editor's, the assignment editor's). The one form hook
// (app/lib/use-form.ts, decision 0022) holds flat string fields; a quiz or a rubric is a tree of lists, so
// this keeps the same rules over its own state: the contract's schema checks before sending, its messages
// and the API's go to the controls they name (the error mapper of app/lib/form-errors.ts reads the API's),
// after the first save the schema's messages follow every change, a server message stays until its value is
// changed, and a failure never touches the input. What differs per editor comes in `TreeEditorSpec`.

/** What the editor's API answers: the saved thing, with the version a later save must name. */
type Saved = { updatedAt: string | null };
/** What the editor sends: its schema's body, with the version it last saw. */
type Body = { expectedUpdatedAt?: string | null };

export type TreeEditorSpec<Data extends Saved, Draft, SaveBody extends Body> = {
  /** The editable tree of what the API answered. */
  draftOf: (data: Data) => Draft;
  /** The body the draft makes, before the schema: what the API's messages are judged against. */
  toBodyInput: (draft: Draft) => unknown;
  /** The draft checked with the API's own schema: the body to send, or what is wrong. */
  checkDraft: (draft: Draft) => { body: SaveBody | null; issues: readonly SlotIssue[] };
  slots: Pick<SlotRules, "slotOf" | "isKnownSlot" | "issuesOf">;
  save: (body: SaveBody) => Promise<Data>;
  /** The editor's read, given the saved answer so that a remount shows it. */
  queryKey: QueryKey;
  text: { saved: string; savedBody: string; saveFailed: string };
};

type ServerFailure = { issues: SlotIssue[]; input: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useTreeEditorForm<Data extends Saved, Draft, SaveBody extends Body>(
  spec: TreeEditorSpec<Data, Draft, SaveBody>,
  data: Data,
  focusSlot: (slot: string) => void,
) {
  const { draftOf, toBodyInput, checkDraft, slots } = spec;
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(data));
  const [saved, setSaved] = useState(() => ({ draft, data }));
  const [checked, setChecked] = useState(false);
  const [serverFailure, setServerFailure] = useState<ServerFailure | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const sent = useRef<Draft | null>(null);

  const save = useMutation({
    mutationFn: spec.save,
    onSuccess: (result) => {
      client.setQueryData(spec.queryKey, result);
      const fromServer = draftOf(result);
      // What was typed while the save was on its way stays, and shows as unsaved.
      setDraft((current) => (current === sent.current ? fromServer : current));
      setSaved({ draft: fromServer, data: result });
      setChecked(false);
      setServerFailure(null);
      setFormError(null);
      toast({ title: spec.text.saved, description: spec.text.savedBody });
    },
    onError: (error) => {
      const items = apiFieldIssues(error).flatMap((issue) =>
        issue.field ? [{ path: issue.field, message: issue.message }] : [],
      );
      const issues = slots.issuesOf(items).filter((issue) => slots.isKnownSlot(issue.slot));
      const unplaced = apiFieldIssues(error).find(
        (issue) => !issue.field || !slots.isKnownSlot(slots.slotOf(issue.field)),
      );
      setServerFailure({ issues, input: toBodyInput(sent.current ?? draft) });
      setFormError(
        issues.length > 0 && !unplaced
          ? null
          : (unplaced?.message ?? toFormRequestError(error, spec.text.saveFailed).message),
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
    return slots.issuesOf(
      [...fromSchema, ...fromServer].map((issue) => ({ path: issue.slot, message: issue.message })),
    );
  }, [draft, checked, serverFailure, checkDraft, toBodyInput, slots]);

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
    save.mutate({ ...result.body, expectedUpdatedAt: saved.data.updatedAt });
  };

  return {
    draft,
    setDraft,
    issues,
    formError,
    onSubmit,
    pending: save.isPending,
    dirty: !same(draft, saved.draft),
    neverSaved: saved.data.updatedAt === null,
    /** The API's last answer (the initial read until the first save): counts of attempts, submissions... */
    saved: saved.data,
  };
}
