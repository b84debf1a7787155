import { type FormEvent, type ReactNode, useMemo } from "react";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import { ErrorSummary } from "./error-summary.tsx";
import type { SlotIssue, SlotRules } from "./slot-issues.ts";
import { TreeEditorContext, type TreeEditorText, type TreeEditorTools } from "./tree-editor-context.ts";
import { useLeaveConfirm } from "./use-leave-confirm.ts";
import type { SlotFocus } from "./use-slot-focus.ts";

type TreeEditorFormProps = {
  /** What useTreeEditorForm returns (and the editor's wrapper around it). */
  form: {
    issues: readonly SlotIssue[];
    formError: string | null;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    pending: boolean;
    dirty: boolean;
  };
  focus: SlotFocus;
  slots: Pick<SlotRules, "isKnownSlot" | "placeOf">;
  text: TreeEditorText & { heading: string };
  /** The editor's fields and lists, then its SaveBar. */
  children: ReactNode;
};

/**
 * A tree editor's form around its fields: the form's alert and summary of problems above them, the tools
 * every field reads (tree-editor-context.ts), the questions before leaving with unsaved changes, and the
 * live region that says where a moved item went.
 */
export function TreeEditorForm({ form, focus, slots, text, children }: TreeEditorFormProps) {
  useLeaveWarning(form.dirty);
  useLeaveConfirm(form.dirty, text.confirmLeave);
  const { issues } = form;
  const { idOf, focusSoon, announce } = focus;
  const tools = useMemo<TreeEditorTools>(() => {
    const messages = new Map(issues.map((issue) => [issue.slot, issue.message]));
    return { errorAt: (slot) => messages.get(slot), idOf, focusSoon, announce, text };
  }, [issues, idOf, focusSoon, announce, text]);

  return (
    <TreeEditorContext value={tools}>
      <Form onSubmit={form.onSubmit} pending={form.pending} aria-label={text.heading} className="grid gap-5">
        <FormAlert>{form.formError}</FormAlert>
        <ErrorSummary issues={issues} slots={slots} />
        {children}
      </Form>
      <p aria-live="polite" className="sr-only">
        {focus.announcement}
      </p>
    </TreeEditorContext>
  );
}
