import { createContext, useContext } from "react";

// What every part of a tree editor's form (the quiz editor, the assignment editor) needs from the form
// around it, without passing it down four levels: the message of a slot (slot-issues.ts), the id of the
// control that fixes it, the focus and the spoken note that follow a move or a removal (the moved item's
// buttons are drawn again in its new place), and the editor's own words for the kit's parts.

/** The strings of the kit's parts; each editor passes its own (contracts/quiz-editor-text.ts...). */
export type TreeEditorText = {
  moveUp: (what: string) => string;
  moveDown: (what: string) => string;
  remove: (what: string) => string;
  moved: (what: string, position: number) => string;
  summary: (count: number) => string;
  summaryMore: (count: number) => string;
  save: string;
  saving: string;
  unsaved: string;
  allSaved: string;
  neverSaved: string;
  confirmLeave: string;
};

export type TreeEditorTools = {
  errorAt: (slot: string) => string | undefined;
  /** The DOM id of a slot's control: the summary links to it and focuses it. */
  idOf: (slot: string) => string;
  /** Focuses the element with this id once the change on its way is on the screen. */
  focusSoon: (id: string) => void;
  /** Says it to screen readers (a polite live region). */
  announce: (text: string) => void;
  text: TreeEditorText;
};

export const TreeEditorContext = createContext<TreeEditorTools | null>(null);

export function useTreeEditorTools(): TreeEditorTools {
  const tools = useContext(TreeEditorContext);
  if (!tools) throw new Error("useTreeEditorTools: outside a tree editor's form");
  return tools;
}
