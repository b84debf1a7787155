import type { Ref } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { pageBuilderLimits as limits, pageBuilderMessages } from "#contracts/page-builder-text.ts";
import type { SettingsErrors, SettingsField } from "./save-issues.ts";

export type PageSettings = Record<SettingsField, string>;

type PageSettingsPanelProps = {
  values: PageSettings;
  errors: SettingsErrors;
  onChange: (field: SettingsField, value: string) => void;
  /** The controls, so a failed save can focus the first invalid one. */
  controlRef: (field: SettingsField) => Ref<HTMLInputElement & HTMLTextAreaElement>;
  disabled?: boolean;
  /** A published page keeps its path (the server refuses a change with 409). */
  pathLocked?: boolean;
};

/** The page's title, path and description: saved with its blocks, checked by the contract's schema. */
export function PageSettingsPanel({
  values,
  errors,
  onChange,
  controlRef,
  disabled,
  pathLocked,
}: PageSettingsPanelProps) {
  return (
    <section
      aria-labelledby="page-settings-title"
      className="grid min-w-0 content-start gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="page-settings-title" className="text-lg font-semibold text-slate-900">
        Settings
      </h2>
      <Field
        label="Title"
        name="title"
        error={errors.title}
        hint="The browser tab and search results show it."
      >
        <Input
          name="title"
          ref={controlRef("title")}
          value={values.title}
          maxLength={limits.titleMax}
          required
          disabled={disabled}
          onChange={(event) => onChange("title", event.target.value)}
        />
      </Field>
      <Field
        label="Path"
        name="path"
        error={errors.path}
        hint={pathLocked ? pageBuilderMessages.pathLocked : "Where the page lives, e.g. /ai-for-managers."}
      >
        <Input
          name="path"
          ref={controlRef("path")}
          value={values.path}
          maxLength={limits.pathMax}
          required
          readOnly={pathLocked}
          spellCheck={false}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => onChange("path", event.target.value)}
        />
      </Field>
      <Field
        label="Description"
        name="description"
        error={errors.description}
        hint={`Search results and link previews; up to ${limits.descriptionMax} characters.`}
      >
        <Textarea
          name="description"
          ref={controlRef("description")}
          value={values.description}
          maxLength={limits.descriptionMax}
          rows={3}
          required
          disabled={disabled}
          onChange={(event) => onChange("description", event.target.value)}
        />
      </Field>
    </section>
  );
}
