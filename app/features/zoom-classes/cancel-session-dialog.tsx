import { useQueryClient } from "@tanstack/react-query";
import { MailIcon } from "lucide-react";
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
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import { cancelLiveSessionSchema, type LiveSession } from "#contracts/live-classes.ts";
import { cancelSessionText as c, sessionFormText as t } from "#contracts/zoom-classes-text.ts";
import { liveSessionsKey } from "./live-session-queries.ts";
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
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{c.title(session.topic)}</DialogTitle>
          <DialogDescription>{c.description(when)}</DialogDescription>
        </DialogHeader>
        <Form onSubmit={form.onSubmit} pending={pending} className="grid gap-4">
          <FormAlert>{form.formError}</FormAlert>
          <Field label={c.reason} optional error={form.errors.reason} hint={c.reasonHint}>
            <Textarea {...form.bind("reason")} maxLength={c.reasonMax} className="min-h-20" />
          </Field>
          <p className="flex gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
            <MailIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {c.notice}
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {c.keep}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? <PendingLabel>{c.pending}</PendingLabel> : c.submit}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
