import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";

type NumericAnswerFieldsProps = {
  answer: string;
  tolerance: string;
  path: string;
  onChange: (patch: { answer?: string; tolerance?: string }) => void;
};

/** A number question's right answer and how far from it a response may be and still count. */
export function NumericAnswerFields({ answer, tolerance, path, onChange }: NumericAnswerFieldsProps) {
  const { errorAt, idOf } = useTreeEditorTools();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t.numericAnswer} id={idOf(`${path}.answer`)} error={errorAt(`${path}.answer`)}>
        <Input
          value={answer}
          onChange={(event) => onChange({ answer: event.target.value })}
          // No decimal keypad: on iOS it has no minus sign, and answers may be negative.
          autoComplete="off"
        />
      </Field>
      <Field
        label={t.tolerance}
        hint={t.toleranceHint}
        id={idOf(`${path}.tolerance`)}
        error={errorAt(`${path}.tolerance`)}
      >
        <Input
          value={tolerance}
          onChange={(event) => onChange({ tolerance: event.target.value })}
          inputMode="decimal"
          autoComplete="off"
        />
      </Field>
    </div>
  );
}
