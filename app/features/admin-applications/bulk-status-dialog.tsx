import { useId, useState } from "react";
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
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { adminApplicationsApi } from "#contracts/api/admin-applications.ts";
import { type BulkStatusResult, bulkStatusBodySchema } from "#contracts/application-pipeline.ts";
import {
  applicationPipelineMessages,
  applicationStatusLabels,
  templateStatuses,
} from "#contracts/application-pipeline-text.ts";

const schema = loadedModule(bulkStatusBodySchema);

type BulkStatusDialogProps = {
  /** The selected applications with the version each was listed at. */
  items: { id: string; version: number; fullName: string }[];
  onDone: (result: BulkStatusResult) => void;
  onClose: () => void;
};

/**
 * The confirm step of a bulk change: one status for every selected application, each mailed its status's
 * template (no per-mail editing here: the detail's dialog is for that). The server reports every row.
 */
export function BulkStatusDialog({ items, onDone, onClose }: BulkStatusDialogProps) {
  const notifyId = useId();
  const [notify, setNotify] = useState(true);
  const [result, setResult] = useState<BulkStatusResult | null>(null);
  const form = useForm({
    initialValues: { status: "in_review" },
    fields: ["status"],
    schema,
    toInput: (values) => ({
      status: values.status,
      notify,
      items: items.map(({ id, version }) => ({ id, version })),
    }),
    unavailableMessage: applicationPipelineMessages.statusChangeFailed,
    failureMessage: applicationPipelineMessages.statusChangeFailed,
    send: (body) => apiRequest(adminApplicationsApi.bulkStatus, { body }),
    onSuccess: (answer) => {
      setResult(answer);
      onDone(answer);
    },
  });
  const names = new Map(items.map((item) => [item.id, item.fullName]));
  const count = `${items.length} ${items.length === 1 ? "application" : "applications"}`;

  return (
    <Dialog open onOpenChange={(open) => !open && !form.isPending && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Change the status of {count}</DialogTitle>
          <DialogDescription>
            Each application moves only if its status allows it and nobody changed it since the list loaded.
          </DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="grid gap-3">
            <p role="status" className="font-medium text-slate-900">
              {result.changed} of {result.results.length} changed.
            </p>
            <ul className="grid gap-1 text-sm">
              {result.results.map((row) => (
                <li key={row.id} className={row.ok ? "text-slate-700" : "text-red-700"}>
                  {names.get(row.id) ?? row.id}:{" "}
                  {row.ok ? (row.mailed ? "changed, mailed" : "changed") : row.error}
                </li>
              ))}
            </ul>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button">Close</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-4">
            <FormAlert>{form.formError}</FormAlert>
            <Field label="New status" error={form.errors.status}>
              <Select {...form.bind("status")}>
                {templateStatuses.map((status) => (
                  <option key={status} value={status}>
                    {applicationStatusLabels[status]}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="flex items-center gap-2">
              <input
                id={notifyId}
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-indigo-600"
                checked={notify}
                onChange={(event) => setNotify(event.target.checked)}
              />
              <label htmlFor={notifyId} className="text-sm font-medium text-slate-900">
                Mail each applicant their status's template
              </label>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={form.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <SubmitButton size="default" pending={form.isPending} pendingLabel="Changing...">
                Change {count}
              </SubmitButton>
            </DialogFooter>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
