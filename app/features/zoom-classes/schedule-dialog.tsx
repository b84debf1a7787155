import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Field, FieldError } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { TaughtCourse } from "#contracts/course-editor.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import {
  type LiveSchedule,
  liveScheduleLimits,
  liveScheduleSchema,
  scheduleWeekdayLabels,
  scheduleWeekdays,
} from "#contracts/live-schedule.ts";
import { scheduleText as s, sessionFormText } from "#contracts/zoom-classes-text.ts";
import { BatchOptions, batchChoices } from "./batch-options.tsx";
import { liveSessionsKey, useBatchSchedule } from "./live-session-queries.ts";
import { scheduleBody, scheduleFields, scheduleValuesOf, timeZoneChoices } from "./schedule-values.ts";
import { SessionDialogActions, SessionDialogForm, SessionDialogFrame } from "./session-dialog-frame.tsx";

const schema = loadedModule(liveScheduleSchema);

type ScheduleDialogProps = {
  courses: readonly TaughtCourse[];
  /** The batch to open with (the list's batch filter), if any. */
  initialBatchId?: string;
  onClose: () => void;
};

/** A batch's weekly schedule: pick the batch, change the pattern, save; the sessions follow. */
export function ScheduleDialog({ courses, initialBatchId = "", onClose }: ScheduleDialogProps) {
  const { user } = useAuth();
  const batchSelectId = useId();
  const choices = batchChoices(courses);
  const [batchId, setBatchId] = useState(
    choices.some((choice) => choice.id === initialBatchId) ? initialBatchId : "",
  );
  const [pending, setPending] = useState(false);
  const schedule = useBatchSchedule(user, batchId || null);
  const batchStart = courses
    .flatMap((course) => course.batches)
    .find((batch) => batch.id === batchId)?.startDate;

  return (
    <SessionDialogFrame title={s.title} description={s.description} wide pending={pending} onClose={onClose}>
      <div className="grid gap-1.5">
        <Label htmlFor={batchSelectId}>{s.batch}</Label>
        <Select
          id={batchSelectId}
          value={batchId}
          disabled={pending}
          onChange={(event) => setBatchId(event.target.value)}
        >
          <option value="">{s.chooseBatch}</option>
          <BatchOptions courses={courses} />
        </Select>
      </div>
      {batchId ? (
        <QueryState query={schedule} loading={s.loading} failed={s.loadFailed}>
          {(current) => (
            <ScheduleForm
              // A new batch starts a new form: nothing of the last batch's typing carries over.
              key={batchId}
              batchId={batchId}
              schedule={current}
              batchStart={batchStart}
              onPending={setPending}
            />
          )}
        </QueryState>
      ) : null}
      {batchId ? null : <SessionDialogActions closeLabel={sessionFormText.close} pending={false} />}
    </SessionDialogFrame>
  );
}

type ScheduleFormProps = {
  batchId: string;
  schedule: LiveSchedule | null;
  batchStart: string | undefined;
  onPending: (pending: boolean) => void;
};

function ScheduleForm({ batchId, schedule, batchStart, onPending }: ScheduleFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const viewerZone = useViewerTimeZone();
  const [result, setResult] = useState<string | null>(null);
  const form = useForm({
    initialValues: scheduleValuesOf(schedule, { timeZone: schoolTimeZone, firstDate: batchStart ?? "" }),
    fields: scheduleFields,
    schema,
    toInput: scheduleBody,
    unavailableMessage: s.saveFailed,
    failureMessage: s.saveFailed,
    send: (body) => {
      setResult(null);
      onPending(true);
      return apiRequest(liveClassesApi.setSchedule, { params: { batchId }, body }).finally(() =>
        onPending(false),
      );
    },
    onSuccess: async ({ created, removed }) => {
      setResult(s.result(created, removed));
      await queryClient.invalidateQueries({ queryKey: liveSessionsKey });
    },
  });
  const { values, errors } = form;
  const chosen = new Set(values.weekdays.split(",").filter(Boolean));
  const weekdaysRef = form.bind("weekdays").ref;
  const zones = timeZoneChoices([schedule?.timeZone, values.timeZone, viewerZone]);

  const toggleDay = (day: string, on: boolean) => {
    const next = scheduleWeekdays.filter((d) => (d === day ? on : chosen.has(d)));
    form.setValue("weekdays", next.join(","));
  };

  return (
    <SessionDialogForm
      onSubmit={form.onSubmit}
      pending={form.isPending}
      error={form.formError}
      lead={schedule ? null : <p className="text-sm text-slate-700">{s.noSchedule}</p>}
      closeLabel={sessionFormText.close}
      submitLabel={s.submit}
      pendingLabel={s.pending}
    >
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.weekdays ? `${id}-weekdays-error` : undefined}
        aria-invalid={errors.weekdays ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{s.weekdays}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {scheduleWeekdays.map((day, index) => (
            <div key={day} className="flex items-center gap-2">
              <input
                id={`${id}-${day}`}
                ref={index === 0 ? weekdaysRef : undefined}
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-indigo-600"
                checked={chosen.has(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
              <Label htmlFor={`${id}-${day}`}>{scheduleWeekdayLabels[day]}</Label>
            </div>
          ))}
        </div>
        <FieldError id={`${id}-weekdays-error`} message={errors.weekdays} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={s.startTime} error={errors.startTime} hint={s.startTimeHint}>
          <Input {...form.bind("startTime")} type="time" required />
        </Field>
        <Field label={s.duration} error={errors.durationMinutes}>
          <Input
            {...form.bind("durationMinutes")}
            type="number"
            inputMode="numeric"
            min={liveScheduleLimits.durationMinutesMin}
            max={liveScheduleLimits.durationMinutesMax}
            step={5}
            required
          />
        </Field>
        <Field label={s.timeZone} error={errors.timeZone} hint={s.timeZoneHint}>
          <Select {...form.bind("timeZone")} required>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={s.firstDate} error={errors.firstDate}>
          <Input {...form.bind("firstDate")} type="date" required />
        </Field>
        <Field label={s.lastDate} error={errors.lastDate}>
          <Input {...form.bind("lastDate")} type="date" required />
        </Field>
      </div>
      <FormAlert tone="success">{result}</FormAlert>
    </SessionDialogForm>
  );
}
