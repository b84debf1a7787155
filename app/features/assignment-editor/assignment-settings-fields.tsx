import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { MarkdownPreview } from "#app/features/course-editor/markdown-preview.tsx";
import { CheckField } from "#app/features/tree-editor/check-field.tsx";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import {
  assignmentLatePolicies,
  assignmentLatePolicyLabels,
  assignmentLimits,
} from "#contracts/assignment-text.ts";
import type { AssignmentDraft } from "./assignment-draft.ts";

type Settings = Omit<AssignmentDraft, "rubric">;
type Props = { draft: AssignmentDraft; onChange: (patch: Partial<Settings>) => void };

/** Instructions, due date, late policy, what students hand in, points and pass mark. */
export function AssignmentSettingsFields({ draft, onChange }: Props) {
  const { errorAt, idOf, focusSoon } = useTreeEditorTools();
  const slot = (name: keyof Settings) => ({
    id: idOf(`settings.${name}`),
    error: errorAt(`settings.${name}`),
  });
  const text = (key: "dueDays" | "dueTime" | "points" | "passPercent") => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
    autoComplete: "off",
  });
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <Field label={t.instructions} hint={t.instructionsHint} {...slot("instructions")}>
          <Textarea
            value={draft.instructions}
            onChange={(event) => onChange({ instructions: event.target.value })}
            rows={12}
            maxLength={assignmentLimits.instructionsMax}
            className="font-mono text-sm"
            spellCheck
          />
        </Field>
        <section aria-label={t.preview} className="min-w-0 rounded-md border border-slate-200 bg-white p-4">
          <h3 className="mb-3 text-sm font-semibold text-slate-700">{t.preview}</h3>
          <MarkdownPreview markdown={draft.instructions} />
        </section>
      </div>

      <fieldset className="grid gap-4 rounded-md border border-slate-200 p-2.5 sm:p-4">
        <legend className="px-1 font-semibold text-slate-900">{t.dueHeading}</legend>
        <CheckField
          label={t.hasDue}
          checked={draft.hasDue}
          onChange={(hasDue) => {
            onChange({ hasDue });
            if (hasDue) focusSoon(idOf("settings.dueDays"));
          }}
        />
        {draft.hasDue ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t.dueDays} {...slot("dueDays")}>
              <Input {...text("dueDays")} inputMode="numeric" />
            </Field>
            <Field label={t.dueTime} {...slot("dueTime")}>
              <Input {...text("dueTime")} inputMode="numeric" placeholder="23:59" />
            </Field>
            <Field label={t.latePolicy} {...slot("latePolicy")}>
              <Select
                value={draft.latePolicy}
                onChange={(event) => onChange({ latePolicy: event.target.value })}
              >
                {assignmentLatePolicies.map((policy) => (
                  <option key={policy} value={policy}>
                    {assignmentLatePolicyLabels[policy]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        ) : null}
        <p className="text-sm text-slate-600">{draft.hasDue ? t.dueHint : t.noDueHint}</p>
      </fieldset>

      <fieldset className="grid gap-2 rounded-md border border-slate-200 p-2.5 sm:p-4">
        <legend className="px-1 font-semibold text-slate-900">{t.submitHeading}</legend>
        <CheckField
          label={t.acceptFiles}
          checked={draft.acceptFiles}
          onChange={(acceptFiles) => onChange({ acceptFiles })}
          {...slot("acceptFiles")}
        />
        <CheckField
          label={t.acceptRepoUrl}
          checked={draft.acceptRepoUrl}
          onChange={(acceptRepoUrl) => onChange({ acceptRepoUrl })}
          {...slot("acceptRepoUrl")}
        />
      </fieldset>
    </>
  );
}

/** Points (when there is no rubric) and the pass mark. */
export function AssignmentGradingFields({ draft, rubricTotal, onChange }: Props & { rubricTotal: number }) {
  const { errorAt, idOf } = useTreeEditorTools();
  const hasRubric = draft.rubric.length > 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t.points}
        hint={hasRubric ? t.rubricTotal(rubricTotal) : t.pointsHint}
        id={idOf("settings.points")}
        error={errorAt("settings.points")}
      >
        <Input
          value={draft.points}
          onChange={(event) => onChange({ points: event.target.value })}
          inputMode="numeric"
          autoComplete="off"
        />
      </Field>
      <Field label={t.passPercent} id={idOf("settings.passPercent")} error={errorAt("settings.passPercent")}>
        <Input
          value={draft.passPercent}
          onChange={(event) => onChange({ passPercent: event.target.value })}
          inputMode="numeric"
          autoComplete="off"
        />
      </Field>
    </div>
  );
}
