import { useQueryClient } from "@tanstack/react-query";
import { MailIcon } from "lucide-react";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import { type LiveSession, rescheduleLiveSessionSchema } from "#contracts/live-classes.ts";
import { liveClassLimits } from "#contracts/live-classes-text.ts";
import { rescheduleText as r, sessionFormText as t } from "#contracts/zoom-classes-text.ts";
import { liveSessionsKey } from "./live-session-queries.ts";
import { SessionDialogForm, SessionDialogFrame } from "./session-dialog-frame.tsx";
import { rescheduleBody, rescheduleFields, rescheduleValuesOf } from "./session-form-values.ts";
import { formatInZone } from "./zoned-time.ts";

const schema = loadedModule(rescheduleLiveSessionSchema);

/** Moves a session: a new date, time and length in the batch's zone; the students are mailed. */
export function RescheduleDialog({ session, onClose }: { session: LiveSession; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: rescheduleValuesOf(session),
    fields: rescheduleFields,
    schema,
    toInput: rescheduleBody,
    unavailableMessage: t.unavailable,
    failureMessage: t.saveFailed,
    send: (body) => apiRequest(liveClassesApi.reschedule, { params: { sessionId: session.id }, body }),
    onSuccess: async () => {
      toast({ title: r.done, description: r.doneBody });
      onClose();
      await queryClient.invalidateQueries({ queryKey: liveSessionsKey });
    },
  });
  const { errors } = form;
  const pending = form.isPending;

  return (
    <SessionDialogFrame
      title={r.title(session.topic)}
      description={r.description(session.timeZone)}
      pending={pending}
      onClose={onClose}
    >
      <SessionDialogForm
        onSubmit={form.onSubmit}
        pending={pending}
        error={form.formError}
        lead={
          <p className="text-sm text-slate-700">
            {r.now(`${formatInZone(session.startsAt, session.timeZone)} (${session.timeZone})`)}
          </p>
        }
        closeLabel={t.dismiss}
        submitLabel={r.submit}
        pendingLabel={r.pending}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.date} error={errors.date}>
            <Input {...form.bind("date")} type="date" required />
          </Field>
          <Field label={t.startTime} error={errors.startTime} hint={t.zoneHint(session.timeZone)}>
            <Input {...form.bind("startTime")} type="time" required />
          </Field>
        </div>
        <Field label={t.duration} error={errors.durationMinutes} hint={t.durationHint}>
          <Input
            {...form.bind("durationMinutes")}
            type="number"
            inputMode="numeric"
            min={liveClassLimits.durationMin}
            max={liveClassLimits.durationMax}
            step={5}
            required
          />
        </Field>
        <p className="flex gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <MailIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {r.notice}
        </p>
      </SessionDialogForm>
    </SessionDialogFrame>
  );
}
