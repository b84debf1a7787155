import { useQuery, useQueryClient } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { useEffect, useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { leadsApi } from "#contracts/api/leads.ts";
import {
  callbackTopicLabels,
  type LeadDetail,
  type LeadNoteCreate,
  type LeadStatusUpdate,
  leadKindLabels,
  leadNoteCreateSchema,
  leadNoteMax,
  leadStatuses,
  leadStatusLabels,
  leadStatusUpdateSchema,
  leadsMessages,
  preferredTimeLabels,
} from "#contracts/leads.ts";

import { DateTime, StatusBadge } from "./lead-badges.tsx";
import { adminLeadQueryKey, adminLeadsQueryKey } from "./leads-filters.ts";

const statusSchema = loadedModule(leadStatusUpdateSchema);
const noteSchema = loadedModule(leadNoteCreateSchema);

function labelOf(labels: Record<string, string>, value: unknown): string | undefined {
  return typeof value === "string" ? (labels[value] ?? value) : undefined;
}

/** The lead's extra fields, as label and text pairs; values are always rendered as text. */
function detailRows(lead: LeadDetail): Array<[string, string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ["Source", leadKindLabels[lead.kind]],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Company", lead.company],
    ["Preferred time", labelOf(preferredTimeLabels, lead.details.preferredTime)],
    ["Topic", labelOf(callbackTopicLabels, lead.details.topic)],
    // Corporate training inquiries (POST /api/corporate-inquiry).
    ["Team size", typeof lead.details.teamSize === "string" ? lead.details.teamSize : undefined],
    ["Message", typeof lead.details.message === "string" ? lead.details.message : undefined],
    ["Sent from page", typeof lead.details.page === "string" ? lead.details.page : undefined],
  ];
  return rows.filter((row): row is [string, string] => typeof row[1] === "string" && row[1] !== "");
}

type LeadDetailPanelProps = { id: string; onClose: () => void };

export function LeadDetailPanel({ id, onClose }: LeadDetailPanelProps) {
  const lead = useQuery({
    queryKey: adminLeadQueryKey(id),
    queryFn: ({ signal }) => apiRequest(leadsApi.lead, { params: { id }, signal }),
  });
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {lead.data ? lead.data.name : "Lead"}
        </h2>
        <Button variant="ghost" size="sm" aria-label="Close lead" onClick={onClose}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {lead.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading lead..." />
        </div>
      ) : lead.isError ? (
        <FormAlert tone="error">{lead.error.message}</FormAlert>
      ) : (
        <LeadBody lead={lead.data} />
      )}
    </section>
  );
}

function LeadBody({ lead }: { lead: LeadDetail }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <StatusBadge status={lead.status} />
        <span>
          Received <DateTime iso={lead.createdAt} />
        </span>
      </div>
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {detailRows(lead).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <StatusForm lead={lead} />
      {lead.kind === "chat" ? <Transcript lead={lead} /> : null}
      <Notes lead={lead} />
    </>
  );
}

function useLeadInvalidation(id: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminLeadQueryKey(id) }),
      queryClient.invalidateQueries({ queryKey: adminLeadsQueryKey }),
    ]);
  };
}

function StatusForm({ lead }: { lead: LeadDetail }) {
  const invalidate = useLeadInvalidation(lead.id);
  const form = useForm({
    initialValues: { status: lead.status as string },
    fields: ["status"],
    schema: statusSchema,
    unavailableMessage: leadsMessages.statusFailed,
    // A failure is told in a toast; the chosen status stays in the select for another try.
    failureMessage: () => null,
    send: ({ status: next }: LeadStatusUpdate) =>
      apiRequest(leadsApi.setLeadStatus, { params: { id: lead.id }, body: { status: next } }),
    onSuccess: (updated) => {
      toast({
        title: leadsMessages.statusSaved,
        description: `${updated.name} is now ${leadStatusLabels[updated.status].toLowerCase()}.`,
      });
      void invalidate();
    },
    onError: (error) => {
      toast({ variant: "destructive", title: leadsMessages.statusFailed, description: error.message });
      void invalidate();
    },
  });
  const unchanged = form.values.status === lead.status;
  // Another save (or a refetch) moved the lead on: show what the server holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the server's status only.
  useEffect(() => {
    form.setValue("status", lead.status, { quiet: true });
  }, [lead.status]);

  return (
    <Form
      onSubmit={(event) => (unchanged ? event.preventDefault() : form.onSubmit(event))}
      pending={form.isPending}
      className="flex flex-wrap items-end gap-3"
    >
      <Field label="Status" className="min-w-[12rem] flex-1">
        <Select {...form.bind("status")} disabled={form.isPending}>
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitButton size="default" pending={form.isPending} pendingLabel="Saving..." disabled={unchanged}>
        Save status
      </SubmitButton>
    </Form>
  );
}

function Transcript({ lead }: { lead: LeadDetail }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Chat transcript
      </h3>
      {lead.transcript.length === 0 ? (
        <p className="text-sm text-slate-700">No messages in this chat.</p>
      ) : (
        <ol className="grid max-h-96 gap-2 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3">
          {lead.transcript.map((message, index) => (
            <li
              // Messages never reorder or change; their position is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              className={cn(
                "max-w-[85%] rounded-lg px-3 py-2 text-sm",
                message.sender === "user"
                  ? "justify-self-end bg-indigo-600 text-white"
                  : "justify-self-start border border-slate-200 bg-white text-slate-900",
              )}
            >
              <p className="text-xs font-semibold opacity-80">
                {message.sender === "user" ? lead.name : "Assistant"} · <DateTime iso={message.createdAt} />
              </p>
              {/* Text, never HTML: whatever the visitor typed shows as typed. */}
              <p className="whitespace-pre-wrap break-words">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Notes({ lead }: { lead: LeadDetail }) {
  const headingId = useId();
  const invalidate = useLeadInvalidation(lead.id);
  const form = useForm({
    initialValues: { text: "" },
    fields: ["text"],
    schema: noteSchema,
    // The textarea's maxLength keeps a note within the limit; an empty one reads the spec's "Required".
    emptyMessage: { message: "Required" },
    unavailableMessage: leadsMessages.noteFailed,
    // A failure is told in a toast; the note stays in the box so it can be sent again.
    failureMessage: () => null,
    resetOnSuccess: true,
    send: ({ text: body }: LeadNoteCreate) =>
      apiRequest(leadsApi.addLeadNote, { params: { id: lead.id }, body: { text: body } }),
    onSuccess: () => {
      toast({ title: leadsMessages.noteAdded });
      void invalidate();
    },
    onError: (failure) => {
      toast({ variant: "destructive", title: leadsMessages.noteFailed, description: failure.message });
      void invalidate();
    },
  });

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Notes
      </h3>
      {lead.notes.length === 0 ? (
        <p className="text-sm text-slate-700">No notes yet.</p>
      ) : (
        <ul className="grid gap-2">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="text-xs text-slate-600">
                {note.authorName ?? "Former staff member"} · <DateTime iso={note.createdAt} />
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-2">
        <Field label="Add a note" error={form.errors.text}>
          <Textarea {...form.bind("text")} rows={3} maxLength={leadNoteMax} required />
        </Field>
        <div>
          <SubmitButton size="default" variant="outline" pending={form.isPending} pendingLabel="Adding...">
            Add note
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
