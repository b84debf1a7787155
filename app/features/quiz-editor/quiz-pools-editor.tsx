import { PlusIcon } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { removeAt, replaceAt } from "#app/features/tree-editor/list-edits.ts";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { quizLimits } from "#contracts/quiz-text.ts";
import { newPool, type PoolDraft } from "./quiz-draft.ts";
import { QuizPoolEditor } from "./quiz-pool-editor.tsx";

type QuizPoolsEditorProps = {
  pools: PoolDraft[];
  onChange: (recipe: (pools: PoolDraft[]) => PoolDraft[]) => void;
};

/** The quiz's pools, and adding and removing one (a pool with questions only after a confirmation). */
export function QuizPoolsEditor({ pools, onChange }: QuizPoolsEditorProps) {
  const { errorAt, idOf, focusSoon, announce } = useTreeEditorTools();
  const slot = "definition.pools";
  const error = errorAt(slot);

  const add = () => {
    onChange((current) => [...current, newPool()]);
    focusSoon(idOf(`${slot}.${pools.length}.title`));
  };
  const remove = (index: number) => {
    const size = pools[index]?.questions.length ?? 0;
    if (size > 0 && !window.confirm(t.confirmRemovePool(index + 1, size))) return;
    onChange((current) => removeAt(current, index));
    announce(t.removed(t.pool(index + 1)));
    focusSoon(idOf(slot));
  };

  return (
    <div className="grid gap-4">
      {pools.map((pool, index) => (
        <QuizPoolEditor
          key={pool.id}
          pool={pool}
          index={index}
          onChange={(recipe) => onChange((current) => replaceAt(current, index, recipe))}
          onRemove={pools.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <div className="grid justify-items-start gap-1.5">
        <Button
          id={idOf(slot)}
          variant="outline"
          disabled={pools.length >= quizLimits.poolsMax}
          onClick={add}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idOf(slot)}-error` : undefined}
        >
          <PlusIcon aria-hidden="true" />
          {t.addPool}
        </Button>
        <FieldError id={`${idOf(slot)}-error`} message={error} />
      </div>
    </div>
  );
}
