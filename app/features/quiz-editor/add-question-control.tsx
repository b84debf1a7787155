import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { type QuizQuestionKind, quizQuestionKindLabels, quizQuestionKinds } from "#contracts/quiz-text.ts";

type AddQuestionControlProps = {
  /** The select's id: where "add at least one question" sends the focus. */
  id: string;
  error: string | undefined;
  disabled: boolean;
  onAdd: (kind: QuizQuestionKind) => void;
};

/** The type of the next question and the button that adds it at the end of the pool. */
export function AddQuestionControl({ id, error, disabled, onAdd }: AddQuestionControlProps) {
  const [kind, setKind] = useState<QuizQuestionKind>("single");
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t.questionKind}</Label>
      <div className="flex flex-wrap gap-2">
        <Select
          id={id}
          value={kind}
          onChange={(event) => setKind(event.target.value as QuizQuestionKind)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-auto min-w-0 flex-1 sm:max-w-xs"
        >
          {quizQuestionKinds.map((value) => (
            <option key={value} value={value}>
              {quizQuestionKindLabels[value]}
            </option>
          ))}
        </Select>
        <Button variant="outline" disabled={disabled} onClick={() => onAdd(kind)}>
          <PlusIcon aria-hidden="true" />
          {t.addQuestion}
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
