import { AcceptedAnswersEditor } from "./accepted-answers-editor.tsx";
import { ChoiceOptionsEditor } from "./choice-options-editor.tsx";
import { NumericAnswerFields } from "./numeric-answer-fields.tsx";
import type { QuestionDraft } from "./quiz-draft.ts";
import { TrueFalseChoice } from "./true-false-choice.tsx";

type QuestionAnswerFieldsProps = {
  question: QuestionDraft;
  path: string;
  onChange: (recipe: (question: QuestionDraft) => QuestionDraft) => void;
};

/** What makes an answer right, by the question's kind. A question keeps its kind: a change of kind is a new question. */
export function QuestionAnswerFields({ question, path, onChange }: QuestionAnswerFieldsProps) {
  switch (question.kind) {
    case "single":
    case "multiple":
      return (
        <ChoiceOptionsEditor
          question={question}
          path={path}
          onChange={(recipe) =>
            onChange((q) => (q.kind === "single" || q.kind === "multiple" ? recipe(q) : q))
          }
        />
      );
    case "true_false":
      return (
        <TrueFalseChoice
          correct={question.correct}
          path={path}
          onChange={(correct) => onChange((q) => (q.kind === "true_false" ? { ...q, correct } : q))}
        />
      );
    case "short_answer":
      return (
        <AcceptedAnswersEditor
          question={question}
          path={path}
          onChange={(recipe) => onChange((q) => (q.kind === "short_answer" ? recipe(q) : q))}
        />
      );
    case "numeric":
      return (
        <NumericAnswerFields
          answer={question.answer}
          tolerance={question.tolerance}
          path={path}
          onChange={(patch) => onChange((q) => (q.kind === "numeric" ? { ...q, ...patch } : q))}
        />
      );
  }
}
