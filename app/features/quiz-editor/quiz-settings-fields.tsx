import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { CheckField } from "#app/features/tree-editor/check-field.tsx";
import { useTreeEditorTools } from "#app/features/tree-editor/tree-editor-context.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { quizShowAnswersLabels, quizShowAnswersOptions } from "#contracts/quiz-text.ts";
import type { SettingsDraft } from "./quiz-draft.ts";

type QuizSettingsFieldsProps = {
  settings: SettingsDraft;
  onChange: (patch: Partial<SettingsDraft>) => void;
};

/** The quiz's rules: time, attempts, pass mark, when the right answers show, and shuffling. */
export function QuizSettingsFields({ settings, onChange }: QuizSettingsFieldsProps) {
  const { errorAt, idOf, focusSoon } = useTreeEditorTools();
  const slot = (path: string) => ({ id: idOf(path), error: errorAt(path) });
  const text = (key: "timeLimitMinutes" | "maxAttempts" | "passPercent") => ({
    value: settings[key],
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
    inputMode: "numeric" as const,
    autoComplete: "off",
  });
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-200 p-2.5 sm:p-4">
      <legend className="px-1 font-semibold text-slate-900">{t.settingsHeading}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid content-start gap-2">
          <Field label={t.timeLimit} {...slot("settings.timeLimitMinutes")}>
            <Input {...text("timeLimitMinutes")} disabled={settings.noTimeLimit} />
          </Field>
          <CheckField
            label={t.noTimeLimit}
            checked={settings.noTimeLimit}
            onChange={(none) => {
              onChange({ noTimeLimit: none });
              if (!none) focusSoon(idOf("settings.timeLimitMinutes"));
            }}
          />
        </div>
        <div className="grid content-start gap-2">
          <Field label={t.maxAttempts} {...slot("settings.maxAttempts")}>
            <Input {...text("maxAttempts")} disabled={settings.unlimitedAttempts} />
          </Field>
          <CheckField
            label={t.unlimitedAttempts}
            checked={settings.unlimitedAttempts}
            onChange={(unlimited) => {
              onChange({ unlimitedAttempts: unlimited });
              if (!unlimited) focusSoon(idOf("settings.maxAttempts"));
            }}
          />
        </div>
        <Field label={t.passPercent} {...slot("settings.passPercent")}>
          <Input {...text("passPercent")} />
        </Field>
      </div>
      <Field label={t.showAnswers} {...slot("settings.showAnswers")} className="max-w-2xl">
        <Select
          value={settings.showAnswers}
          onChange={(event) => onChange({ showAnswers: event.target.value })}
        >
          {quizShowAnswersOptions.map((value) => (
            <option key={value} value={value}>
              {quizShowAnswersLabels[value]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-2">
        <CheckField
          label={t.shuffleQuestions}
          checked={settings.shuffleQuestions}
          onChange={(shuffleQuestions) => onChange({ shuffleQuestions })}
          {...slot("definition.shuffleQuestions")}
        />
        <CheckField
          label={t.shuffleOptions}
          checked={settings.shuffleOptions}
          onChange={(shuffleOptions) => onChange({ shuffleOptions })}
          {...slot("definition.shuffleOptions")}
        />
      </div>
    </fieldset>
  );
}
