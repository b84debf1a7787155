import { useId } from "react";
import { FieldError } from "#app/components/ui/field.tsx";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { quizTrueFalseLabels } from "#contracts/quiz-text.ts";

type TrueFalseChoiceProps = {
  correct: boolean | null;
  path: string;
  onChange: (correct: boolean) => void;
};

/** Whether a true-or-false statement is true: none is chosen for a new question, so it is a decision. */
export function TrueFalseChoice({ correct, path, onChange }: TrueFalseChoiceProps) {
  const { errorAt, idOf } = useTreeEditorTools();
  const name = useId();
  const slot = `${path}.correct`;
  const error = errorAt(slot);
  const errorId = `${idOf(slot)}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t.rightAnswer}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {([true, false] as const).map((value) => (
          <label key={String(value)} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              // "True" is where a missing choice sends the focus.
              id={value ? idOf(slot) : undefined}
              type="radio"
              name={name}
              className="size-4 accent-indigo-600"
              checked={correct === value}
              onChange={() => onChange(value)}
              aria-invalid={error ? true : undefined}
            />
            {quizTrueFalseLabels[String(value) as "true" | "false"]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
