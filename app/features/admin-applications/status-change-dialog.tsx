import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
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
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { adminApplicationsApi } from "#contracts/api/admin-applications.ts";
import {
  type ApplicationDetail,
  type RenderedStatusMail,
  statusChangeBodySchema,
} from "#contracts/application-pipeline.ts";
import {
  type ApplicationStatus,
  applicationPipelineMessages,
  applicationStatusLabels,
  applicationTransitions,
  templatePlaceholders,
} from "#contracts/application-pipeline-text.ts";
import { templatesQueryOptions } from "./templates-query.ts";

const schema = loadedModule(statusChangeBodySchema);
const previewDelayMs = 400;

export type MovingApplication = { id: string; version: number; fullName: string; status: ApplicationStatus };

type StatusChangeDialogProps = {
  application: MovingApplication;
  /** The status chosen where the dialog was opened from (a board card's menu); else the first allowed. */
  initialStatus?: ApplicationStatus;
  onDone: (updated: ApplicationDetail) => void;
  onClose: () => void;
};

/**
 * Moves one application (decision 0043). With "Mail the applicant" on, the status's template fills the
 * subject and text, which the admin may edit for this one mail; the preview below is what the server
 * renders for exactly that text, and the change can only be sent once the preview shows the current text.
 */
export function StatusChangeDialog({ application, initialStatus, onDone, onClose }: StatusChangeDialogProps) {
  const templates = useQuery(templatesQueryOptions);
  const next = applicationTransitions[application.status];
  const first =
    initialStatus && next.includes(initialStatus) ? initialStatus : (next[0] ?? application.status);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Change status: {application.fullName}</DialogTitle>
          <DialogDescription>
            Now {applicationStatusLabels[application.status].toLowerCase()}. The applicant is mailed only if
            you leave "Mail the applicant" on.
          </DialogDescription>
        </DialogHeader>
        {templates.data ? (
          <StatusChangeForm
            application={application}
            first={first}
            next={next}
            templateOf={(status) => templates.data.find((template) => template.status === status)}
            onDone={onDone}
          />
        ) : templates.isError ? (
          <FormAlert>{applicationPipelineMessages.previewFailed}</FormAlert>
        ) : (
          <p role="status" className="text-sm text-slate-700">
            Loading the mail templates...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = {
  application: MovingApplication;
  first: ApplicationStatus;
  next: readonly ApplicationStatus[];
  templateOf: (status: ApplicationStatus) => { subject: string; body: string } | undefined;
  onDone: (updated: ApplicationDetail) => void;
};

function StatusChangeForm({ application, first, next, templateOf, onDone }: FormProps) {
  const notifyId = useId();
  const [notify, setNotify] = useState(true);
  const form = useForm({
    initialValues: {
      status: first,
      subject: templateOf(first)?.subject ?? "",
      body: templateOf(first)?.body ?? "",
    },
    fields: ["status", "subject", "body"],
    schema,
    toInput: (values) => ({
      status: values.status,
      version: application.version,
      notify,
      ...(notify ? { subject: values.subject, body: values.body } : {}),
    }),
    unavailableMessage: applicationPipelineMessages.statusChangeFailed,
    failureMessage: applicationPipelineMessages.statusChangeFailed,
    send: (body) => apiRequest(adminApplicationsApi.changeStatus, { params: { id: application.id }, body }),
    onSuccess: onDone,
  });
  const { values, errors } = form;
  const preview = useMailPreview(application.id, notify, values);

  const chooseStatus = (status: string) => {
    form.setValue("status", status);
    const template = templateOf(status as ApplicationStatus);
    if (template) {
      form.setValue("subject", template.subject, { quiet: true });
      form.setValue("body", template.body, { quiet: true });
    }
  };

  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-4">
      <FormAlert>{form.formError}</FormAlert>
      <Field label="New status" error={errors.status}>
        <Select {...form.bind("status")} onChange={(event) => chooseStatus(event.target.value)}>
          {next.map((status) => (
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
          Mail the applicant
        </label>
      </div>
      {notify ? (
        <>
          <Field label="Subject" error={errors.subject}>
            <Input {...form.bind("subject")} autoComplete="off" />
          </Field>
          <Field
            label="Mail text (for this mail only; the template stays as it is)"
            hint={`Placeholders: ${Object.keys(templatePlaceholders)
              .map((name) => `{${name}}`)
              .join(" ")}`}
            error={errors.body}
          >
            <Textarea {...form.bind("body")} rows={8} />
          </Field>
          <MailPreview preview={preview} />
        </>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={form.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton
          size="default"
          pending={form.isPending}
          pendingLabel="Saving..."
          disabled={notify && !preview.current}
        >
          {notify ? "Change status and send mail" : "Change status without mail"}
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}

type PreviewState = { mail: RenderedStatusMail | null; error: string | null; current: boolean };

/** The server's rendering of the text as typed, fetched once typing pauses; `current` when it matches. */
function useMailPreview(
  id: string,
  notify: boolean,
  values: { status: string; subject: string; body: string },
): PreviewState {
  const key = JSON.stringify([values.status, values.subject, values.body]);
  const [state, setState] = useState<{ key: string; mail: RenderedStatusMail | null; error: string | null }>({
    key: "",
    mail: null,
    error: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the three values.
  useEffect(() => {
    if (!notify) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest(adminApplicationsApi.previewStatus, {
        params: { id },
        body: {
          status: values.status as ApplicationStatus,
          subject: values.subject,
          body: values.body,
        },
        signal: controller.signal,
      })
        .then((mail) => setState({ key, mail, error: null }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState({
            key,
            mail: null,
            error: error instanceof Error ? error.message : applicationPipelineMessages.previewFailed,
          });
        });
    }, previewDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, notify, id]);
  return { mail: state.mail, error: state.error, current: state.key === key && state.mail !== null };
}

function MailPreview({ preview }: { preview: PreviewState }) {
  return (
    <section aria-labelledby="mail-preview-heading" aria-busy={!preview.current} className="grid gap-2">
      <h3 id="mail-preview-heading" className="text-sm font-semibold text-slate-900">
        Preview of the mail
      </h3>
      {preview.error ? (
        <p role="alert" className="text-sm text-red-700">
          {preview.error}
        </p>
      ) : preview.mail ? (
        <div
          className={
            preview.current
              ? "grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3"
              : "grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 opacity-60"
          }
        >
          <p className="text-sm text-slate-700">
            To: <span className="font-medium text-slate-900">{preview.mail.to}</span>
          </p>
          <p className="text-sm text-slate-700">
            Subject: <span className="font-medium text-slate-900">{preview.mail.subject}</span>
          </p>
          <iframe
            title="Mail as the applicant sees it"
            // No scripts, no same-origin: the mail's HTML is shown, never run.
            sandbox=""
            srcDoc={preview.mail.html}
            className="h-72 w-full rounded border border-slate-200 bg-white"
          />
        </div>
      ) : (
        <p role="status" className="text-sm text-slate-700">
          Preparing the preview...
        </p>
      )}
    </section>
  );
}
