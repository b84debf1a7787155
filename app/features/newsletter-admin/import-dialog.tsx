import { useQueryClient } from "@tanstack/react-query";
import { FileTextIcon } from "lucide-react";
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
import { Field, FieldError } from "#app/components/ui/field.tsx";
import { FilePicker } from "#app/components/ui/file-picker.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { newsletterAdminApi } from "#contracts/api/newsletter-admin.ts";
import {
  newsletterAdminLimits,
  newsletterAdminMessages,
  type SubscriberImport,
  type SubscriberImportProblem,
  type SubscriberImportResult,
  subscriberImportSchema,
} from "#contracts/newsletter-admin.ts";
import { newsletterTopics } from "#contracts/newsletter-text.ts";
import { subscribersQueryKey } from "./subscriber-filters.ts";

const schema = loadedModule(subscriberImportSchema);
const problemColumns: readonly TableColumn[] = [{ label: "Row" }, { label: "Column" }, { label: "Problem" }];
const example =
  "email,consent_at,consent_page,source,topics\nada@example.com,2025-03-31,/webinars,spring-fair,courses;events";

/** What a refused import listed, read from the 400's body. */
function refusalOf(error: Error): { problems: SubscriberImportProblem[]; count: number } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const body = error.body as { problems?: SubscriberImportProblem[]; problemCount?: number } | undefined;
  const rows = body?.problems?.filter((problem) => problem.row > 0) ?? [];
  return rows.length > 0 ? { problems: rows, count: body?.problemCount ?? rows.length } : null;
}

function summary(result: SubscriberImportResult): string {
  const parts = [
    `${result.added} added`,
    `${result.merged} already on the list (kept as they were, missing consent filled in)`,
    result.duplicates > 0
      ? `${result.duplicates} repeated ${result.duplicates === 1 ? "row" : "rows"} merged`
      : "",
    result.skippedSuppressed > 0
      ? `${result.skippedSuppressed} skipped: erased on request, bounced or complained`
      : "",
    result.ignoredColumns.length > 0 ? `columns not read: ${result.ignoredColumns.join(", ")}` : "",
  ];
  return `${parts.filter(Boolean).join("; ")}.`;
}

/**
 * The CSV import: paste the file or choose it, vouch for everyone's consent, import. The server checks every
 * row first; a refused file changes nothing, its problems are listed by row and column, and the text stays
 * here to be fixed.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf>>(null);
  const form = useForm({
    initialValues: { csv: "", attestation: "" },
    fields: ["csv", "attestation"] as const,
    schema,
    toInput: (values) => ({ csv: values.csv, attestation: values.attestation === "true" }),
    unavailableMessage: newsletterAdminMessages.importFailed,
    failureMessage: (error) => error.message || newsletterAdminMessages.importFailed,
    send: (body: SubscriberImport) => apiRequest(newsletterAdminApi.importSubscribers, { body }),
    onSuccess: async (result) => {
      toast({ title: newsletterAdminMessages.imported, description: summary(result) });
      onClose();
      await queryClient.invalidateQueries({ queryKey: subscribersQueryKey });
    },
    onError: (error) => setRefusal(refusalOf(error)),
  });
  const attestation = form.bind("attestation");

  return (
    <Dialog open onOpenChange={(open) => !open && !form.isPending && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import subscribers</DialogTitle>
          <DialogDescription>
            A CSV with a header row and an <code>email</code> column; optional <code>consent_at</code> (a
            date, or a date and time with its zone), <code>consent_page</code>, <code>source</code> and{" "}
            <code>topics</code> ({newsletterTopics.map((topic) => topic.id).join(", ")}; separated by ; or |,
            empty for all). New addresses are subscribed at once; addresses already on the list keep their
            status. Every row is checked first: if one is wrong, nothing is imported.
          </DialogDescription>
        </DialogHeader>
        <Form
          onSubmit={(event) => {
            setRefusal(null);
            return form.onSubmit(event);
          }}
          pending={form.isPending}
          aria-label="Import subscribers"
          className="grid gap-4"
        >
          <FormAlert>{form.formError}</FormAlert>
          {refusal ? <ProblemList refusal={refusal} /> : null}
          {fileName ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-file`}>CSV</Label>
              <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
                <FileTextIcon aria-hidden="true" className="size-4 text-slate-600" />
                <output id={`${id}-file`} className="min-w-0 flex-1 break-all">
                  {fileName} (
                  {form.values.csv
                    .split(/\r\n|\r|\n/)
                    .filter(Boolean)
                    .length.toLocaleString("en")}{" "}
                  lines)
                </output>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setFileName(null);
                    form.setValue("csv", "");
                  }}
                >
                  Paste instead
                </Button>
              </div>
              <FieldError id={`${id}-csv-error`} message={form.errors.csv} />
            </div>
          ) : (
            <Field label="CSV" name="csv" error={form.errors.csv}>
              <Textarea
                {...form.bind("csv")}
                rows={8}
                spellCheck={false}
                autoComplete="off"
                className="font-mono text-xs"
                placeholder={example}
              />
            </Field>
          )}
          <FilePicker
            label={fileName ? "Choose another file" : "Or choose a file"}
            accept={[".csv", "text/csv"]}
            hint={`At most ${newsletterAdminLimits.csvChars / 1_000_000} MB and ${newsletterAdminLimits.rows.toLocaleString("en")} rows.`}
            error={null}
            disabled={form.isPending}
            maxBytes={newsletterAdminLimits.csvChars}
            tooLarge={newsletterAdminMessages.csvTooLarge}
            onError={(message) => form.setError("csv", message)}
            onFile={async (file) => {
              form.setValue("csv", await file.text());
              form.setError("csv", undefined);
              setFileName(file.name);
              setRefusal(null);
            }}
          />
          <div className="grid gap-1">
            <div className="flex items-start gap-2">
              <input
                id={`${id}-attestation`}
                type="checkbox"
                name={attestation.name}
                ref={attestation.ref}
                className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600"
                checked={form.values.attestation === "true"}
                onChange={(event) => form.setValue("attestation", event.target.checked ? "true" : "")}
                aria-invalid={form.errors.attestation ? true : undefined}
                aria-describedby={form.errors.attestation ? `${id}-attestation-error` : undefined}
              />
              <Label htmlFor={`${id}-attestation`} className="leading-snug font-normal">
                {newsletterAdminMessages.attestationLabel}
              </Label>
            </div>
            <FieldError id={`${id}-attestation-error`} message={form.errors.attestation} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={form.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton size="default" pending={form.isPending} pendingLabel="Importing...">
              Import
            </SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function ProblemList({ refusal }: { refusal: NonNullable<ReturnType<typeof refusalOf>> }) {
  const more = refusal.count - refusal.problems.length;
  return (
    <div className="grid gap-2">
      <Table
        caption="Problems in the file"
        description={more > 0 ? `The first ${refusal.problems.length} of ${refusal.count}.` : undefined}
        minWidth="min-w-[18rem]"
        columns={problemColumns}
        className="max-h-64 overflow-y-auto"
      >
        {refusal.problems.map((problem) => (
          <tr key={`${problem.row}:${problem.column}:${problem.message}`}>
            <th scope="row" className={tableCell("tabular-nums font-normal")}>
              {problem.row}
            </th>
            <td className={tableCell("font-mono text-xs")}>{problem.column}</td>
            <td className={tableCell("text-red-800")}>{problem.message}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
