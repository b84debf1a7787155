import { Field } from "#app/components/ui/field.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { useForm } from "#app/lib/use-form.ts";
import { liveClassLimits } from "#contracts/live-classes-text.ts";
import { sessionFormText as t } from "#contracts/zoom-classes-text.ts";
import { SessionUrlInput } from "./session-url-input.tsx";

type LinkField = "meetingUrl" | "recordingUrl" | "notes";
type Bound = ReturnType<ReturnType<typeof useForm>["bind"]>;

type SessionLinkFieldsProps = {
  form: { errors: Partial<Record<LinkField, string | undefined>>; bind: (name: LinkField) => Bound };
};

/** The meeting link, recording link and notes: edited by admins (the edit dialog) and instructors. */
export function SessionLinkFields({ form }: SessionLinkFieldsProps) {
  const { errors } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.meetingUrl} optional error={errors.meetingUrl} hint={t.meetingUrlHint}>
          <SessionUrlInput {...form.bind("meetingUrl")} />
        </Field>
        <Field label={t.recordingUrl} optional error={errors.recordingUrl} hint={t.recordingUrlHint}>
          <SessionUrlInput {...form.bind("recordingUrl")} />
        </Field>
      </div>
      <Field label={t.notes} optional error={errors.notes} hint={t.notesHint}>
        <Textarea {...form.bind("notes")} maxLength={liveClassLimits.notesMax} className="min-h-24" />
      </Field>
    </>
  );
}
