import { PlusIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldError } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { ItemActions } from "#app/features/tree-editor/item-actions.tsx";
import { moveAt, removeAt, replaceAt } from "#app/features/tree-editor/list-edits.ts";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import { assignmentLimits } from "#contracts/assignment-text.ts";
import { type CriterionDraft, type LevelDraft, newLevel } from "./assignment-draft.ts";

type Props = {
  criterion: CriterionDraft;
  index: number;
  count: number;
  onChange: (recipe: (criterion: CriterionDraft) => CriterionDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

const l = assignmentLimits;

/** One criterion: its title and description, and its levels (best first), each with points. */
export function RubricCriterionEditor({ criterion, index, count, onChange, onMove, onRemove }: Props) {
  const { errorAt, idOf, focusSoon, announce } = useTreeEditorTools();
  const headingId = useId();
  const path = `settings.rubric.${index}`;
  const n = index + 1;
  const levels = criterion.levels.length;
  const setLevels = (recipe: (levels: LevelDraft[]) => LevelDraft[]) =>
    onChange((c) => ({ ...c, levels: recipe(c.levels) }));
  const addLevel = () => {
    setLevels((list) => [...list, newLevel()]);
    announce(t.added(t.level(levels + 1)));
    focusSoon(idOf(`${path}.levels.${levels}.title`));
  };
  const removeLevel = (at: number) => {
    setLevels((list) => removeAt(list, at));
    announce(t.removed(t.level(at + 1)));
    focusSoon(idOf(`${path}.levels`));
  };
  const levelsError = errorAt(`${path}.levels`);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-2.5 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
          {criterion.title.trim() ? `${t.criterion(n)}: ${criterion.title.trim()}` : t.criterion(n)}
        </h4>
        <ItemActions
          name={t.criterionName(n)}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t.criterionTitle} id={idOf(`${path}.title`)} error={errorAt(`${path}.title`)}>
          <Input
            value={criterion.title}
            onChange={(event) => {
              const title = event.target.value;
              onChange((c) => ({ ...c, title }));
            }}
            maxLength={l.rubricTitleMax}
            autoComplete="off"
          />
        </Field>
        <Field
          label={t.criterionDescription}
          optional
          id={idOf(`${path}.description`)}
          error={errorAt(`${path}.description`)}
        >
          <Textarea
            value={criterion.description}
            onChange={(event) => {
              const description = event.target.value;
              onChange((c) => ({ ...c, description }));
            }}
            rows={2}
            maxLength={l.rubricDescriptionMax}
            className="min-h-0"
          />
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t.levels}</legend>
        <ol className="grid gap-2">
          {criterion.levels.map((level, at) => {
            const levelPath = `${path}.levels.${at}`;
            const setLevel = (patch: Partial<LevelDraft>) =>
              setLevels((list) => replaceAt(list, at, (current) => ({ ...current, ...patch })));
            return (
              <li
                key={level.id}
                className="grid gap-2 rounded-md border border-slate-200 bg-white p-2.5 sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,3fr)_auto] sm:items-start"
              >
                <Field
                  label={t.levelTitle}
                  id={idOf(`${levelPath}.title`)}
                  error={errorAt(`${levelPath}.title`)}
                >
                  <Input
                    value={level.title}
                    onChange={(event) => setLevel({ title: event.target.value })}
                    maxLength={l.rubricTitleMax}
                    autoComplete="off"
                  />
                </Field>
                <Field
                  label={t.levelPoints}
                  id={idOf(`${levelPath}.points`)}
                  error={errorAt(`${levelPath}.points`)}
                >
                  <Input
                    value={level.points}
                    onChange={(event) => setLevel({ points: event.target.value })}
                    inputMode="numeric"
                    autoComplete="off"
                  />
                </Field>
                <Field
                  label={t.levelDescription}
                  optional
                  id={idOf(`${levelPath}.description`)}
                  error={errorAt(`${levelPath}.description`)}
                >
                  <Input
                    value={level.description}
                    onChange={(event) => setLevel({ description: event.target.value })}
                    maxLength={l.rubricDescriptionMax}
                    autoComplete="off"
                  />
                </Field>
                <div className="sm:pt-6">
                  <ItemActions
                    name={t.levelName(n, at + 1)}
                    index={at}
                    count={levels}
                    onMove={(step) => setLevels((list) => moveAt(list, at, step))}
                    onRemove={levels > l.rubricLevelsMin ? () => removeLevel(at) : undefined}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <div className="grid gap-1">
          <div>
            <Button
              id={idOf(`${path}.levels`)}
              variant="outline"
              size="sm"
              onClick={addLevel}
              disabled={levels >= l.rubricLevelsMax}
              aria-describedby={levelsError ? `${idOf(`${path}.levels`)}-error` : undefined}
            >
              <PlusIcon aria-hidden="true" />
              {t.addLevel}
            </Button>
          </div>
          <FieldError id={`${idOf(`${path}.levels`)}-error`} message={levelsError} />
        </div>
      </fieldset>
    </section>
  );
}
