import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import {
  type AdminBatch,
  type AdminBatchesPage,
  batchCreateSchema,
  batchUpdateSchema,
} from "#contracts/admin-batches.ts";
import { adminBatchesLimits, adminBatchesMessages, batchTypeLabels } from "#contracts/admin-batches-text.ts";
import { batchTypes } from "#contracts/batches-text.ts";
import {
  type BatchFormValues,
  batchChecks,
  batchFields,
  createBody,
  emptyBatch,
  updateBody,
  valuesOf,
} from "./batch-fields.ts";

const createSchema = loadedModule(batchCreateSchema);
const updateSchema = loadedModule(batchUpdateSchema);

type BatchFormDialogProps = {
  /** The batch to edit; null for a new one. */
  batch: AdminBatch | null;
  options: Pick<AdminBatchesPage, "courses" | "instructors">;
  /** Sends the body; the screen closes the dialog on success, a failure (400, 409) shows in here. */
  onSave: (body: unknown) => Promise<unknown>;
  onClose: () => void;
};

/** Create or edit a batch. What was typed stays on every failure, a 409 included (decision 0042). */
export function BatchFormDialog({ batch, options, onSave, onClose }: BatchFormDialogProps) {
  const [instructorIds, setInstructorIds] = useState<string[]>(batch?.instructors.map((i) => i.id) ?? []);
  const initialValues: BatchFormValues = batch ? valuesOf(batch) : emptyBatch(options.courses[0]?.slug ?? "");
  const form = useForm({
    initialValues,
    fields: batchFields,
    schema: (batch ? updateSchema : createSchema) as typeof createSchema,
    toInput: (values) =>
      batch ? updateBody(values, instructorIds, batch.version) : createBody(values, instructorIds),
    check: batchChecks,
    unavailableMessage: adminBatchesMessages.saveFailed,
    failureMessage: adminBatchesMessages.saveFailed,
    send: (body) => onSave(body),
  });
  const { errors } = form;
  const pending = form.isPending;
  const toggle = (id: string, on: boolean) =>
    setInstructorIds((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{batch ? `Edit ${batch.course.title} batch` : "New batch"}</DialogTitle>
          <DialogDescription>
            {batch
              ? `Starts ${batch.startDate}: ${batch.seatsSold} sold, ${batch.seatsHeld} held. Seats can't go below that.`
              : "An open batch shows in the banner and on its course page as soon as it is saved."}
          </DialogDescription>
        </DialogHeader>
        <Form onSubmit={form.onSubmit} pending={pending} className="grid gap-4">
          <FormAlert>{form.formError}</FormAlert>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Course" error={errors.course}>
              <Select {...form.bind("course")} disabled={batch !== null}>
                {options.courses.map((course) => (
                  <option key={course.slug} value={course.slug}>
                    {course.title}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Type" error={errors.type}>
              <Select {...form.bind("type")}>
                {batchTypes.map((type) => (
                  <option key={type} value={type}>
                    {batchTypeLabels[type]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Start date" error={errors.startDate}>
              <Input {...form.bind("startDate")} type="date" />
            </Field>
            <Field label="End date" optional error={errors.endDate}>
              <Input {...form.bind("endDate")} type="date" />
            </Field>
          </div>
          <Field
            label="Schedule"
            hint="Shown on the banner and the course page, e.g. Sat & Sun, 10:00-14:00 ET."
            error={errors.schedule}
          >
            <Textarea {...form.bind("schedule")} rows={2} maxLength={adminBatchesLimits.scheduleMax} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Time zone" hint="IANA name, e.g. America/New_York" error={errors.timeZone}>
              <Input {...form.bind("timeZone")} autoComplete="off" spellCheck={false} />
            </Field>
            <Field label="Seats" error={errors.seatsTotal}>
              <Input {...form.bind("seatsTotal")} inputMode="numeric" autoComplete="off" />
            </Field>
            <Field
              label="Early-bird deadline"
              optional
              hint="Empty: 30 days before the start."
              error={errors.earlyBirdDeadline}
            >
              <Input {...form.bind("earlyBirdDeadline")} type="date" />
            </Field>
            <Field
              label="Price override (USD)"
              optional
              hint="Empty: the course's price."
              error={errors.priceOverrideCents}
            >
              <Input
                {...form.bind("priceOverrideCents")}
                inputMode="decimal"
                autoComplete="off"
                placeholder="1499"
              />
            </Field>
            {batch ? null : (
              <Field label="Status" error={errors.status}>
                <Select {...form.bind("status")}>
                  <option value="open">Open for enrollment</option>
                  <option value="draft">Draft (not shown yet)</option>
                </Select>
              </Field>
            )}
          </div>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-900">Instructors</legend>
            {options.instructors.length === 0 ? (
              <p className="text-sm text-slate-600">No instructor accounts yet.</p>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                {options.instructors.map((person) => (
                  <label key={person.id} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4 rounded border-slate-300 accent-indigo-600"
                      checked={instructorIds.includes(person.id)}
                      onChange={(event) => toggle(person.id, event.target.checked)}
                    />
                    {person.name}
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton size="default" pending={pending} pendingLabel="Saving...">
              {batch ? "Save changes" : "Create batch"}
            </SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
