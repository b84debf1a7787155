import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { adminApplicationsApi } from "#contracts/api/admin-applications.ts";
import { type ApplicationTemplate, templateUpdateSchema } from "#contracts/application-pipeline.ts";
import {
  applicationPipelineMessages,
  applicationStatusLabels,
  type TemplateStatus,
  templatePlaceholders,
  templateStatuses,
} from "#contracts/application-pipeline-text.ts";
import { formatMoment } from "./format.ts";
import { templatesQueryKey, templatesQueryOptions } from "./templates-query.ts";

const schema = loadedModule(templateUpdateSchema);

/** The small editor of the status mails' templates: pick a status, edit its subject and text, save. */
export function TemplatesDialog({ onClose }: { onClose: () => void }) {
  const templates = useQuery(templatesQueryOptions);
  const [status, setStatus] = useState<TemplateStatus>("accepted");
  const template = templates.data?.find((item) => item.status === status);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Mail templates</DialogTitle>
          <DialogDescription>
            The mail each status sends. Placeholders:{" "}
            {Object.entries(templatePlaceholders).map(([name, meaning], index) => (
              <span key={name} title={meaning}>
                {index > 0 ? ", " : ""}
                <code className="text-xs">{`{${name}}`}</code>
              </span>
            ))}
            . Text only: anything else in braces is refused.
          </DialogDescription>
        </DialogHeader>
        <FilterSelect
          label="Template of the status"
          allLabel="Choose a status"
          value={status}
          options={labelledOptions(templateStatuses, applicationStatusLabels)}
          onChange={(value) => value && setStatus(value)}
        />
        {template ? (
          // Keyed: another status (or a saved version) starts the form from its own text.
          <TemplateForm key={`${template.status}-${template.version}`} template={template} />
        ) : templates.isError ? (
          <FormAlert>{applicationPipelineMessages.loadFailed}</FormAlert>
        ) : (
          <p role="status" className="text-sm text-slate-700">
            Loading the templates...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({ template }: { template: ApplicationTemplate }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { subject: template.subject, body: template.body },
    fields: ["subject", "body"],
    schema,
    toInput: (values) => ({ ...values, version: template.version }),
    unavailableMessage: applicationPipelineMessages.templateSaveFailed,
    failureMessage: applicationPipelineMessages.templateSaveFailed,
    send: (body) =>
      apiRequest(adminApplicationsApi.saveTemplate, { params: { status: template.status }, body }),
    onSuccess: (saved) => {
      toast({ title: applicationPipelineMessages.templateSaved });
      queryClient.setQueryData<ApplicationTemplate[]>(templatesQueryKey, (list) =>
        list?.map((item) => (item.status === saved.status ? saved : item)),
      );
    },
  });
  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-4" aria-label="Template">
      <FormAlert>{form.formError}</FormAlert>
      <Field label="Subject" error={form.errors.subject}>
        <Input {...form.bind("subject")} autoComplete="off" />
      </Field>
      <Field label="Mail text" error={form.errors.body}>
        <Textarea {...form.bind("body")} rows={10} />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-600">
          {template.updatedAt
            ? `Last saved ${formatMoment(template.updatedAt)} by ${template.updatedByName ?? "an admin"}.`
            : "The built-in text, never edited."}
        </p>
        <SubmitButton size="default" pending={form.isPending} pendingLabel="Saving...">
          Save template
        </SubmitButton>
      </div>
    </Form>
  );
}
