import { PlusIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { ItemActions } from "#app/features/tree-editor/item-actions.tsx";
import { moveAt, removeAt, replaceAt } from "#app/features/tree-editor/list-edits.ts";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { quizLimits } from "#contracts/quiz-text.ts";
import { type ChoiceDraft, newOption } from "./quiz-draft.ts";

type ChoiceOptionsEditorProps = {
  question: ChoiceDraft;
  /** The question's body path: "definition.pools.0.questions.1". */
  path: string;
  onChange: (recipe: (question: ChoiceDraft) => ChoiceDraft) => void;
};

/** A choice question's options, and which are right: one radio group (single) or a checkbox each (multiple). */
export function ChoiceOptionsEditor({ question, path, onChange }: ChoiceOptionsEditorProps) {
  const { errorAt, idOf, focusSoon } = useTreeEditorTools();
  const id = useId();
  const multiple = question.kind === "multiple";
  const count = question.options.length;
  const groupErrors = [`${path}.correctOptionIds`, `${path}.options`].filter((slot) => errorAt(slot));
  const describedBy = [`${id}-hint`, ...groupErrors.map((slot) => `${idOf(slot)}-error`)].join(" ");

  const mark = (optionId: string, right: boolean) =>
    onChange((q) => {
      if (q.kind === "single") return { ...q, correctOptionIds: right ? [optionId] : [] };
      const others = q.correctOptionIds.filter((one) => one !== optionId);
      return { ...q, correctOptionIds: right ? [...others, optionId] : others };
    });
  const add = () => {
    onChange((q) => ({ ...q, options: [...q.options, newOption()] }));
    focusSoon(idOf(`${path}.options.${count}.text`));
  };
  const remove = (index: number, optionId: string) => {
    onChange((q) => ({
      ...q,
      options: removeAt(q.options, index),
      correctOptionIds: q.correctOptionIds.filter((one) => one !== optionId),
    }));
    focusSoon(idOf(`${path}.options`));
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">{t.options}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t.optionsHint(multiple)}
      </p>
      <ol className="grid gap-2">
        {question.options.map((option, index) => {
          const slot = `${path}.options.${index}.text`;
          const error = errorAt(slot);
          return (
            <li key={option.id} className="grid gap-1">
              <div className="flex items-center gap-2">
                <input
                  // The first one is where "mark the right option" sends the focus.
                  id={index === 0 ? idOf(`${path}.correctOptionIds`) : undefined}
                  type={multiple ? "checkbox" : "radio"}
                  name={`${id}-right`}
                  className="size-5 shrink-0 accent-emerald-600"
                  checked={question.correctOptionIds.includes(option.id)}
                  onChange={(event) => mark(option.id, event.target.checked)}
                  aria-label={t.rightOption(index + 1)}
                />
                <Input
                  id={idOf(slot)}
                  value={option.text}
                  onChange={(event) => {
                    const text = event.target.value;
                    onChange((q) => ({
                      ...q,
                      options: replaceAt(q.options, index, (o) => ({ ...o, text })),
                    }));
                  }}
                  maxLength={quizLimits.optionTextMax}
                  autoComplete="off"
                  aria-label={t.optionText(index + 1)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${idOf(slot)}-error` : undefined}
                  className="flex-1"
                />
                <ItemActions
                  name={t.option(index + 1)}
                  index={index}
                  count={count}
                  onMove={(step) => onChange((q) => ({ ...q, options: moveAt(q.options, index, step) }))}
                  onRemove={count > quizLimits.optionsMin ? () => remove(index, option.id) : undefined}
                />
              </div>
              <FieldError id={`${idOf(slot)}-error`} message={error} />
            </li>
          );
        })}
      </ol>
      {groupErrors.map((slot) => (
        <FieldError key={slot} id={`${idOf(slot)}-error`} message={errorAt(slot)} />
      ))}
      <div>
        <Button
          id={idOf(`${path}.options`)}
          variant="outline"
          size="sm"
          disabled={count >= quizLimits.optionsMax}
          onClick={add}
        >
          <PlusIcon aria-hidden="true" />
          {t.addOption}
        </Button>
      </div>
    </fieldset>
  );
}
