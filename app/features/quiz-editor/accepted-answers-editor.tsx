import { PlusIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { ItemActions } from "#app/features/tree-editor/item-actions.tsx";
import { removeAt, replaceAt } from "#app/features/tree-editor/list-edits.ts";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { quizLimits } from "#contracts/quiz-text.ts";
import { newAcceptedAnswer, type QuestionDraft } from "./quiz-draft.ts";

type ShortAnswerDraft = Extract<QuestionDraft, { kind: "short_answer" }>;

type AcceptedAnswersEditorProps = {
  question: ShortAnswerDraft;
  path: string;
  onChange: (recipe: (question: ShortAnswerDraft) => ShortAnswerDraft) => void;
};

/** A short-answer question's accepted answers: any one of them, typed by the student, is right. */
export function AcceptedAnswersEditor({ question, path, onChange }: AcceptedAnswersEditorProps) {
  const { errorAt, idOf, focusSoon } = useTreeEditorTools();
  const id = useId();
  const count = question.acceptedAnswers.length;
  const listSlot = `${path}.acceptedAnswers`;
  const listError = errorAt(listSlot);
  const describedBy = [`${id}-hint`, listError ? `${idOf(listSlot)}-error` : null].filter(Boolean).join(" ");

  const add = () => {
    onChange((q) => ({ ...q, acceptedAnswers: [...q.acceptedAnswers, newAcceptedAnswer()] }));
    focusSoon(idOf(`${listSlot}.${count}`));
  };
  const remove = (index: number) => {
    onChange((q) => ({ ...q, acceptedAnswers: removeAt(q.acceptedAnswers, index) }));
    focusSoon(idOf(listSlot));
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">{t.acceptedAnswers}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t.acceptedAnswersHint}
      </p>
      <ul className="grid gap-2">
        {question.acceptedAnswers.map((answer, index) => {
          const slot = `${listSlot}.${index}`;
          const error = errorAt(slot);
          return (
            <li key={answer.key} className="grid gap-1">
              <div className="flex items-center gap-2">
                <Input
                  id={idOf(slot)}
                  value={answer.text}
                  onChange={(event) => {
                    const text = event.target.value;
                    onChange((q) => ({
                      ...q,
                      acceptedAnswers: replaceAt(q.acceptedAnswers, index, (a) => ({ ...a, text })),
                    }));
                  }}
                  maxLength={quizLimits.acceptedAnswerMax}
                  autoComplete="off"
                  aria-label={t.acceptedAnswer(index + 1)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${idOf(slot)}-error` : undefined}
                  className="flex-1"
                />
                <ItemActions
                  name={t.acceptedAnswerName(index + 1)}
                  index={index}
                  count={count}
                  onRemove={count > 1 ? () => remove(index) : undefined}
                />
              </div>
              <FieldError id={`${idOf(slot)}-error`} message={error} />
            </li>
          );
        })}
      </ul>
      <FieldError id={`${idOf(listSlot)}-error`} message={listError} />
      <div>
        <Button
          id={idOf(listSlot)}
          variant="outline"
          size="sm"
          disabled={count >= quizLimits.acceptedAnswersMax}
          onClick={add}
        >
          <PlusIcon aria-hidden="true" />
          {t.addAcceptedAnswer}
        </Button>
      </div>
    </fieldset>
  );
}
