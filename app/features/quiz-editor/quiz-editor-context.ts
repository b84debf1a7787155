import { createContext, useContext } from "react";

// What every part of the quiz form needs from the form around it, without passing it down four levels:
// the message of a slot (quiz-errors.ts), the id of the control that fixes it, and the focus and the
// spoken note that follow a move or a removal (the moved item's buttons are re-rendered elsewhere).

export type QuizEditorTools = {
  errorAt: (slot: string) => string | undefined;
  /** The DOM id of a slot's control: the summary links to it and focuses it. */
  idOf: (slot: string) => string;
  /** Focuses the element with this id once the change on its way is on the screen. */
  focusSoon: (id: string) => void;
  /** Says it to screen readers (a polite live region). */
  announce: (text: string) => void;
};

export const QuizEditorContext = createContext<QuizEditorTools | null>(null);

export function useQuizEditorTools(): QuizEditorTools {
  const tools = useContext(QuizEditorContext);
  if (!tools) throw new Error("useQuizEditorTools: outside the quiz editor's form");
  return tools;
}
