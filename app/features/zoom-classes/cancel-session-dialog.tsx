import { useQueryClient } from "@tanstack/react-query";
import { MailIcon } from "lucide-react";
import { Field } from "#app/components/ui/field.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import { cancelLiveSessionSchema, type LiveSession } from "#contracts/live-classes.ts";
import { cancelSessionText as c, sessionFormText as t } from "#contracts/zoom-classes-text.ts";
import { liveSessionsKey } from "./live-session-queries.ts";
import { SessionDialogForm, SessionDialogFrame } from "./session-dialog-frame.tsx";
import { formatInZone } from "./zoned-time.ts";

const schema = loadedModule(cancelLiveSessionSchema);

/** The confirmation before a session is cancelled: what is cancelled, who is told, and an optional reason. */
export function CancelSessionDialog({ session, onClose }: { session: LiveSession; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { reason: "" },
    fields: ["reason"],
    schema,
    toInput: (values) => ({ reason: values.reason.trim() === "" ? undefined : values.reason }),
    unavailableMessage: t.unavailable,
    failureMessage: c.failed,
    send: (body) => apiRequest(liveClassesApi.cancel, { params: { sessionId: session.id }, body }),
    onSuccess: async () => {
      toast({ title: c.done, description: c.doneBody });
      onClose();
      await queryClient.invalidateQueries({ queryKey: liveSessionsKey });
    },
  });
  const pending = form.isPending;
  const when = `${formatInZone(session.startsAt, session.timeZone)} (${session.timeZone})`;

  return (
    <SessionDialogFrame
      title={c.title(session.topic)}
      description={c.description(when)}
      pending={pending}
      onClose={onClose}
    >
      <SessionDialogForm
        onSubmit={form.onSubmit}
        pending={pending}
        error={form.formError}
        closeLabel={c.keep}
        submitLabel={c.submit}
        pendingLabel={c.pending}
        destructive
      >
        <Field label={c.reason} optional error={form.errors.reason} hint={c.reasonHint}>
          <Textarea {...form.bind("reason")} maxLength={c.reasonMax} className="min-h-20" />
        </Field>
        <p className="flex gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <MailIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {c.notice}
        </p>
      </SessionDialogForm>
    </SessionDialogFrame>
  );
}
