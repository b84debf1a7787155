import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { leadsApi } from "#contracts/api/leads.ts";
import {
  type CallbackRequestInput,
  callbackNameMax,
  callbackRequestSchema,
  callbackTopicLabels,
  callbackTopics,
  leadsMessages,
  preferredTimeLabels,
  preferredTimes,
} from "#contracts/leads.ts";

// The dialog is loaded lazily, with its contract (and zod): its schema is there when it opens.
const callbackSchema = loadedModule(callbackRequestSchema);

type CallbackDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

// 'Request a Callback' in the bottom bar: a short form stored as a lead of kind 'callback'.
export function CallbackDialog({ open, onOpenChange }: CallbackDialogProps) {
  // The values live in the hook, outside DialogContent (which unmounts when closed), so closing by accident keeps them.
  const form = useForm({
    initialValues: { name: "", phone: "", preferredTime: "", topic: "" },
    fields: ["name", "phone", "preferredTime", "topic"],
    schema: callbackSchema,
    // Text fields left empty read 'Required'; the selects keep their own 'Choose ...' message.
    emptyMessage: { message: "Required", fields: ["name", "phone"] },
    unavailableMessage: leadsMessages.callbackFailureBody,
    // Success and failure are toasts; the values go back to empty once sent.
    failureMessage: () => null,
    resetOnSuccess: true,
    send: (input: CallbackRequestInput) => apiRequest(leadsApi.callbackRequest, { body: input }),
    onSuccess: () => {
      toast({ title: leadsMessages.callbackSuccessTitle, description: leadsMessages.callbackSuccessBody });
      onOpenChange(false);
    },
    onError: () =>
      toast({
        variant: "destructive",
        title: leadsMessages.callbackFailureTitle,
        description: leadsMessages.callbackFailureBody,
      }),
  });
  const { errors } = form;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request a Callback</DialogTitle>
          <DialogDescription>
            Leave your number and an admissions advisor will call you about programs, schedules and pricing.
          </DialogDescription>
        </DialogHeader>
        <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-4">
          <Field name="name" label="Full Name" error={errors.name}>
            <Input
              {...form.bind("name")}
              required
              type="text"
              autoComplete="name"
              maxLength={callbackNameMax}
            />
          </Field>
          <Field name="phone" label="Phone Number" error={errors.phone}>
            <Input {...form.bind("phone")} required type="tel" autoComplete="tel" />
          </Field>
          <Field name="preferredTime" label="Preferred Time" error={errors.preferredTime}>
            <Select {...form.bind("preferredTime")} required>
              <option value="">Choose a time</option>
              {preferredTimes.map((time) => (
                <option key={time} value={time}>
                  {preferredTimeLabels[time]}
                </option>
              ))}
            </Select>
          </Field>
          <Field name="topic" label="Topic" error={errors.topic}>
            <Select {...form.bind("topic")} required>
              <option value="">Choose a topic</option>
              {callbackTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {callbackTopicLabels[topic]}
                </option>
              ))}
            </Select>
          </Field>
          <SubmitButton
            pending={form.isPending}
            pendingLabel={leadsMessages.callbackSending}
            className="w-full"
          >
            Request Callback
          </SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
