import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import { type LiveSession, updateLiveSessionSchema } from "#contracts/live-classes.ts";
import {
  editSessionText as e,
  instructorSessionsText as i,
  sessionFormText as t,
} from "#contracts/zoom-classes-text.ts";
import { liveSessionQueryKey, liveSessionsKey } from "./live-session-queries.ts";
import { editBody } from "./session-form-values.ts";
import { SessionLinkFields } from "./session-link-fields.tsx";

const schema = loadedModule(updateLiveSessionSchema);
const fields = ["meetingUrl", "recordingUrl", "notes"] as const;

/** The instructor's part of a session: the meeting link, the recording and notes. */
export function SessionDetailsForm({ session }: { session: LiveSession }) {
  const headingId = useId();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: {
      meetingUrl: session.meetingUrl ?? "",
      recordingUrl: session.recordingUrl ?? "",
      notes: session.notes ?? "",
    },
    fields,
    schema,
    toInput: (values) => editBody(values, session),
    unavailableMessage: t.unavailable,
    failureMessage: t.saveFailed,
    send: async (body) =>
      Object.keys(body).length === 0
        ? null
        : apiRequest(liveClassesApi.update, { params: { sessionId: session.id }, body }),
    onSuccess: async (saved) => {
      toast({ title: saved ? i.saved : e.nothingChanged });
      if (!saved) return;
      queryClient.setQueryData(liveSessionQueryKey(user?.id ?? "", session.id), saved);
      await queryClient.invalidateQueries({ queryKey: liveSessionsKey });
    },
  });
  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {i.editHeading}
      </h2>
      <FormAlert>{form.formError}</FormAlert>
      <SessionLinkFields form={form} />
      <div>
        <SubmitButton size="default" pending={form.isPending} pendingLabel={e.pending}>
          {e.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
