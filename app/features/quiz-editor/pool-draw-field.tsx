import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { CheckField } from "#app/features/tree-editor/check-field.tsx";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";

type PoolDrawFieldProps = {
  drawAll: boolean;
  draw: string;
  poolSize: number;
  /** "definition.pools.0". */
  path: string;
  onChange: (patch: { drawAll?: boolean; draw?: string }) => void;
};

/** All of a pool's questions on every attempt, or a random draw of N of its M. */
export function PoolDrawField({ drawAll, draw, poolSize, path, onChange }: PoolDrawFieldProps) {
  const { errorAt, idOf, focusSoon } = useTreeEditorTools();
  const slot = `${path}.draw`;
  return (
    <div className="grid content-start gap-3">
      <CheckField
        label={t.drawAll}
        checked={drawAll}
        onChange={(all) => {
          onChange({ drawAll: all });
          if (!all) focusSoon(idOf(slot));
        }}
      />
      {drawAll ? null : (
        <Field label={t.draw} hint={t.drawOf(poolSize)} id={idOf(slot)} error={errorAt(slot)}>
          <Input
            value={draw}
            onChange={(event) => onChange({ draw: event.target.value })}
            inputMode="numeric"
            autoComplete="off"
            className="w-28"
          />
        </Field>
      )}
    </div>
  );
}
