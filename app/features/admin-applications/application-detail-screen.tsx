import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, ExternalLinkIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { experienceLevelLabels } from "#contracts/admissions-text.ts";
import { adminApplicationsApi } from "#contracts/api/admin-applications.ts";
import { type ApplicationDetail, applicationNoteBodySchema } from "#contracts/application-pipeline.ts";
import {
  applicationPipelineMessages,
  applicationStatusLabels,
} from "#contracts/application-pipeline-text.ts";
import { applicationsQueryKey } from "./applications-filters.ts";
import { formatMoment } from "./format.ts";
import { ApplicationStatusBadge } from "./status-badge.tsx";
import { StatusChangeDialog } from "./status-change-dialog.tsx";

const noteSchema = loadedModule(applicationNoteBodySchema);

export const detailQueryKey = (id: string) => [...applicationsQueryKey, "detail", id] as const;

/** /dashboard/admin/applications/:applicationId: every answer, notes, history and the status change. */
export function ApplicationDetailScreen({ id }: { id: string }) {
  const detail = useQuery({
    queryKey: detailQueryKey(id),
    queryFn: ({ signal }) => apiRequest(adminApplicationsApi.detail, { params: { id }, signal }),
  });
  return (
    <div className="grid grid-cols-1 gap-6">
      <Link
        to="/dashboard/admin/applications"
        className="flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" /> All applications
      </Link>
      <AdminQueryGate
        query={detail}
        loadingLabel="Loading the application..."
        loadFailed={applicationPipelineMessages.detailLoadFailed}
      >
        {(application) => <Detail application={application} />}
      </AdminQueryGate>
    </div>
  );
}

function Detail({ application }: { application: ApplicationDetail }) {
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900">
            {application.fullName}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <ApplicationStatusBadge status={application.status} /> Applied{" "}
            {formatMoment(application.createdAt)}
          </p>
        </div>
        <Button
          type="button"
          disabled={application.nextStatuses.length === 0}
          onClick={() => setChanging(true)}
        >
          Change status
        </Button>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="answers-heading"
          className="grid content-start gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="answers-heading" className="text-lg font-semibold text-slate-900">
            Answers
          </h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Answer term="Email">
              <a
                href={`mailto:${application.email}`}
                className="break-all text-indigo-700 underline-offset-4 hover:underline"
              >
                {application.email}
              </a>
            </Answer>
            <Answer term="Phone">{application.phone}</Answer>
            <Answer term="Country">{application.country}</Answer>
            <Answer term="Current role">{application.currentRole}</Answer>
            <Answer term="Experience">{experienceLevelLabels[application.experienceLevel]}</Answer>
            <Answer term="Preferred cohort">{application.batch?.label ?? "Not chosen"}</Answer>
            <Answer term="Portfolio, GitHub or LinkedIn">
              {application.portfolioUrl ? (
                <a
                  href={application.portfolioUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 break-all text-indigo-700 underline-offset-4 hover:underline"
                >
                  {application.portfolioUrl}
                  <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                "Not given"
              )}
            </Answer>
            <Answer term="Account">
              {application.hasAccount
                ? "Applied signed in"
                : "Applied signed out (enrolls once the address is verified)"}
            </Answer>
          </dl>
          <Answer term="Background" block>
            {application.background}
          </Answer>
          <Answer term="Goals" block>
            {application.goals}
          </Answer>
        </section>

        <div className="grid content-start gap-6">
          <Notes application={application} />
          <section
            aria-labelledby="history-heading"
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
              Status history
            </h2>
            {application.history.length === 0 ? (
              <p className="text-sm text-slate-600">Submitted; not moved yet.</p>
            ) : (
              <ol className="grid gap-3">
                {application.history.map((entry) => (
                  <li key={entry.id} className="grid gap-0.5 text-sm">
                    <span className="font-medium text-slate-900">
                      {entry.fromStatus ? applicationStatusLabels[entry.fromStatus] : "New"} →{" "}
                      {applicationStatusLabels[entry.toStatus]}
                    </span>
                    <span className="text-slate-600">
                      {entry.byName}, {formatMoment(entry.at)}
                    </span>
                    <span className="text-slate-600">
                      {entry.mailSubject ? `Mailed: “${entry.mailSubject}”` : "Not mailed"}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>

      {changing ? (
        <StatusChangeDialog
          application={application}
          onDone={(updated) => {
            setChanging(false);
            queryClient.setQueryData(detailQueryKey(application.id), updated);
            void queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
            toast({
              title: applicationPipelineMessages.statusChanged,
              description: `${updated.fullName} is now ${applicationStatusLabels[updated.status].toLowerCase()}.`,
            });
          }}
          onClose={() => setChanging(false)}
        />
      ) : null}
    </>
  );
}

function Answer({ term, block = false, children }: { term: string; block?: boolean; children: ReactNode }) {
  const content = (
    <>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
      <dd
        className={
          block ? "mt-1 whitespace-pre-wrap break-words text-slate-900" : "mt-0.5 break-words text-slate-900"
        }
      >
        {children}
      </dd>
    </>
  );
  return block ? <dl>{content}</dl> : <div>{content}</div>;
}

function Notes({ application }: { application: ApplicationDetail }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { body: "" },
    fields: ["body"],
    schema: noteSchema,
    unavailableMessage: applicationPipelineMessages.noteFailed,
    failureMessage: applicationPipelineMessages.noteFailed,
    resetOnSuccess: true,
    send: (body) => apiRequest(adminApplicationsApi.addNote, { params: { id: application.id }, body }),
    onSuccess: (note) => {
      toast({ title: applicationPipelineMessages.noteAdded });
      queryClient.setQueryData<ApplicationDetail>(detailQueryKey(application.id), (current) =>
        current ? { ...current, notes: [note, ...current.notes] } : current,
      );
    },
  });
  return (
    <section
      aria-labelledby="notes-heading"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="notes-heading" className="text-lg font-semibold text-slate-900">
        Notes
      </h2>
      <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-2" aria-label="Add a note">
        <FormAlert>{form.formError}</FormAlert>
        <Field label="Add a note (admins only)" error={form.errors.body}>
          <Textarea {...form.bind("body")} rows={3} />
        </Field>
        <SubmitButton size="sm" className="w-fit" pending={form.isPending} pendingLabel="Adding...">
          Add note
        </SubmitButton>
      </Form>
      {application.notes.length === 0 ? (
        <p className="text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ul className="grid gap-3">
          {application.notes.map((note) => (
            <li key={note.id} className="grid gap-0.5 border-t border-slate-100 pt-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
              <p className="text-xs text-slate-600">
                {note.authorName}, {formatMoment(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
