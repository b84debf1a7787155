import { useQueryClient } from "@tanstack/react-query";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { TaughtCourse } from "#contracts/course-editor.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import { createLiveSessionSchema } from "#contracts/live-classes.ts";
import { liveClassLimits } from "#contracts/live-classes-text.ts";
import { createSessionText as c, sessionFormText as t } from "#contracts/zoom-classes-text.ts";
import { BatchOptions, batchChoices } from "./batch-options.tsx";
import { liveSessionsKey, useBatchSchedule } from "./live-session-queries.ts";
import { InstructorSelect, LessonSelect } from "./session-choices.tsx";
import { SessionDialogForm, SessionDialogFrame } from "./session-dialog-frame.tsx";
import { createBody, createFields, emptyCreateValues } from "./session-form-values.ts";
import { SessionUrlInput } from "./session-url-input.tsx";

const schema = loadedModule(createLiveSessionSchema);

type CreateSessionDialogProps = {
  courses: readonly TaughtCourse[];
  onClose: () => void;
};

/**
 * A session made by hand. The date and time are the batch's wall clock (the server makes the instant from
 * the batch's zone), so the zone is named under the time; what was typed stays on any failure.
 */
export function CreateSessionDialog({ courses, onClose }: CreateSessionDialogProps) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: emptyCreateValues,
    fields: createFields,
    schema,
    toInput: createBody,
    emptyMessage: { message: t.batchRequired, fields: ["batchId"] },
    unavailableMessage: t.unavailable,
    failureMessage: t.saveFailed,
    send: (body) => apiRequest(liveClassesApi.create, { body }),
    onSuccess: async (session) => {
      toast({ title: c.created, description: c.createdBody(session.topic) });
      onClose();
      await queryClient.invalidateQueries({ queryKey: liveSessionsKey });
    },
  });
  const { values, errors } = form;
  const pending = form.isPending;
  const batch = batchChoices(courses).find((choice) => choice.id === values.batchId) ?? null;
  const schedule = useBatchSchedule(user, batch?.id ?? null);
  const zoneHint = !batch
    ? t.chooseBatchFirst
    : schedule.data
      ? t.zoneHint(schedule.data.timeZone)
      : schedule.data === null
        ? t.zoneFallbackHint(schoolTimeZone)
        : undefined;

  return (
    <SessionDialogFrame title={c.title} description={c.description} wide pending={pending} onClose={onClose}>
      <SessionDialogForm
        onSubmit={form.onSubmit}
        pending={pending}
        error={form.formError}
        closeLabel={t.dismiss}
        submitLabel={c.submit}
        pendingLabel={c.pending}
      >
        <Field label={t.batch} error={errors.batchId}>
          <Select
            {...form.bind("batchId")}
            onChange={(event) => {
              form.setValue("batchId", event.target.value);
              // Another course's lesson would be refused: the lesson goes with the batch.
              if (values.lessonId) form.setValue("lessonId", "", { quiet: true });
            }}
            disabled={pending}
            required
          >
            <option value="">{t.chooseBatch}</option>
            <BatchOptions courses={courses} />
          </Select>
        </Field>
        <Field label={t.topic} error={errors.topic}>
          <Input {...form.bind("topic")} maxLength={liveClassLimits.topicMax} autoComplete="off" required />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t.date} error={errors.date}>
            <Input {...form.bind("date")} type="date" required />
          </Field>
          <Field label={t.startTime} error={errors.startTime} hint={zoneHint}>
            <Input {...form.bind("startTime")} type="time" required />
          </Field>
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
        </div>
        <Field label={t.meetingUrl} optional error={errors.meetingUrl} hint={t.meetingUrlHint}>
          <SessionUrlInput {...form.bind("meetingUrl")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.lesson} optional error={errors.lessonId}>
            <LessonSelect {...form.bind("lessonId")} courseSlug={batch?.courseSlug ?? null} />
          </Field>
          <Field label={t.instructor} optional error={errors.instructorId}>
            <InstructorSelect {...form.bind("instructorId")} courseSlug={batch?.courseSlug ?? null} />
          </Field>
        </div>
      </SessionDialogForm>
    </SessionDialogFrame>
  );
}
