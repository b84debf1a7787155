import { PlusIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { moveAt, removeAt, replaceAt } from "#app/features/tree-editor/list-edits.ts";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import { assignmentLimits } from "#contracts/assignment-text.ts";
import { type CriterionDraft, newCriterion } from "./assignment-draft.ts";
import { RubricCriterionEditor } from "./rubric-criterion-editor.tsx";

type Props = {
  rubric: CriterionDraft[];
  onChange: (recipe: (rubric: CriterionDraft[]) => CriterionDraft[]) => void;
};

/** The rubric: criteria in order, each with its levels; none means the grader gives a score. */
export function RubricEditor({ rubric, onChange }: Props) {
  const { errorAt, idOf, focusSoon, announce } = useTreeEditorTools();
  const headingId = useId();
  const count = rubric.length;
  const add = () => {
    onChange((criteria) => [...criteria, newCriterion()]);
    announce(t.added(t.criterion(count + 1)));
    focusSoon(idOf(`settings.rubric.${count}.title`));
  };
  const remove = (at: number) => {
    if (!window.confirm(t.confirmRemoveCriterion(at + 1))) return;
    onChange((criteria) => removeAt(criteria, at));
    announce(t.removed(t.criterion(at + 1)));
    focusSoon(idOf("settings.rubric"));
  };
  const groupError = errorAt("settings.rubric");
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t.rubricHeading}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{count === 0 ? t.noRubric : t.rubricIntro}</p>
      </div>
      {count > 0 ? (
        <ol className="grid gap-3">
          {rubric.map((criterion, at) => (
            <li key={criterion.id}>
              <RubricCriterionEditor
                criterion={criterion}
                index={at}
                count={count}
                onChange={(recipe) => onChange((criteria) => replaceAt(criteria, at, recipe))}
                onMove={(step) => onChange((criteria) => moveAt(criteria, at, step))}
                onRemove={() => remove(at)}
              />
            </li>
          ))}
        </ol>
      ) : null}
      <div className="grid gap-1">
        <div>
          <Button
            id={idOf("settings.rubric")}
            variant="outline"
            onClick={add}
            disabled={count >= assignmentLimits.rubricCriteriaMax}
            aria-describedby={groupError ? `${idOf("settings.rubric")}-error` : undefined}
          >
            <PlusIcon aria-hidden="true" />
            {t.addCriterion}
          </Button>
        </div>
        <FieldError id={`${idOf("settings.rubric")}-error`} message={groupError} />
      </div>
    </section>
  );
}
