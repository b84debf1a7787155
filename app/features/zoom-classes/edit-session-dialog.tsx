import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import { type LiveSession, updateLiveSessionSchema } from "#contracts/live-classes.ts";
import { liveClassLimits } from "#contracts/live-classes-text.ts";
import { editSessionText as e, sessionFormText as t } from "#contracts/zoom-classes-text.ts";
import { liveSessionsKey } from "./live-session-queries.ts";
import { InstructorSelect, LessonSelect } from "./session-choices.tsx";
import { SessionDialogForm, SessionDialogFrame } from "./session-dialog-frame.tsx";
import { editBody, editFields, editValuesOf } from "./session-form-values.ts";
import { SessionLinkFields } from "./session-link-fields.tsx";

const schema = loadedModule(updateLiveSessionSchema);

/** Edits a session in place (not its time: that is a reschedule, with its own mail). */
export function EditSessionDialog({ session, onClose }: { session: LiveSession; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [markHeld, setMarkHeld] = useState(false);
  const canMarkHeld = session.status === "scheduled" || session.status === "rescheduled";
  const form = useForm({
    initialValues: editValuesOf(session),
    fields: editFields,
    schema,
    toInput: (values) => editBody(values, session, markHeld),
    unavailableMessage: t.unavailable,
    failureMessage: t.saveFailed,
    send: async (body) =>
      // Nothing changed: nothing to send (and no "updated" stamp on the session).
      Object.keys(body).length === 0
        ? null
        : apiRequest(liveClassesApi.update, { params: { sessionId: session.id }, body }),
    onSuccess: async (saved) => {
      toast({ title: saved ? e.saved : e.nothingChanged });
      onClose();
      if (saved) await queryClient.invalidateQueries({ queryKey: liveSessionsKey });
    },
  });
  const { errors } = form;
  const pending = form.isPending;

  return (
    <SessionDialogFrame
      title={e.title(session.topic)}
      description={e.description}
      wide
      pending={pending}
      onClose={onClose}
    >
      <SessionDialogForm
        onSubmit={form.onSubmit}
        pending={pending}
        error={form.formError}
        closeLabel={t.dismiss}
        submitLabel={e.submit}
        pendingLabel={e.pending}
      >
        <Field label={t.topic} error={errors.topic}>
          <Input {...form.bind("topic")} maxLength={liveClassLimits.topicMax} autoComplete="off" required />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.lesson} optional error={errors.lessonId}>
            <LessonSelect
              {...form.bind("lessonId")}
              courseSlug={session.courseSlug}
              currentTitle={session.lessonTitle}
            />
          </Field>
          <Field label={t.instructor} optional error={errors.instructorId}>
            <InstructorSelect
              {...form.bind("instructorId")}
              courseSlug={session.courseSlug}
              currentName={session.instructorName}
            />
          </Field>
        </div>
        <SessionLinkFields form={form} />
        {canMarkHeld ? (
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <input
                id={`${id}-held`}
                type="checkbox"
                aria-describedby={`${id}-held-hint`}
                className="size-4 rounded border-slate-300 accent-indigo-600"
                checked={markHeld}
                onChange={(event) => setMarkHeld(event.target.checked)}
              />
              <Label htmlFor={`${id}-held`}>{t.markHeld}</Label>
            </div>
            <p id={`${id}-held-hint`} className="text-sm text-slate-600">
              {t.markHeldHint}
            </p>
          </div>
        ) : null}
      </SessionDialogForm>
    </SessionDialogFrame>
  );
}
