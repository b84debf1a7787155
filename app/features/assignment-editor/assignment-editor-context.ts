import { createContext, useContext } from "react";

// What every part of the assignment form needs from the form around it: the message of a slot
// (assignment-errors.ts), the id of the control that fixes it, and the focus and spoken note that follow a
// move or a removal (the moved item's buttons are drawn again in its new place).

export type AssignmentEditorTools = {
  errorAt: (slot: string) => string | undefined;
  /** The DOM id of a slot's control: the summary links to it and focuses it. */
  idOf: (slot: string) => string;
  /** Focuses the element with this id once the change on its way is on the screen. */
  focusSoon: (id: string) => void;
  /** Says it to screen readers (a polite live region). */
  announce: (text: string) => void;
};

export const AssignmentEditorContext = createContext<AssignmentEditorTools | null>(null);

export function useAssignmentEditorTools(): AssignmentEditorTools {
  const tools = useContext(AssignmentEditorContext);
  if (!tools) throw new Error("useAssignmentEditorTools: outside the assignment editor's form");
  return tools;
}
