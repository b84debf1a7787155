import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { useDialogForm } from "#app/lib/use-dialog-form.ts";
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

type FieldName = "name" | "phone" | "preferredTime" | "topic";
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const emptyValues: Values = { name: "", phone: "", preferredTime: "", topic: "" };
const fieldOrder: readonly FieldName[] = ["name", "phone", "preferredTime", "topic"];

const selectClassName = cn(
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm md:text-sm",
  "focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40",
  "aria-[invalid=true]:border-red-600",
);

function validate(values: Values) {
  const result = callbackRequestSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (!field || errors[field]) continue;
    // Text fields left empty read 'Required'; the selects keep their own 'Choose ...' message.
    errors[field] =
      (field === "name" || field === "phone") && values[field].trim() === "" ? "Required" : issue.message;
  }
  return { data: null, errors };
}

type CallbackDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

// 'Request a Callback' in the bottom bar: a short form stored as a lead of kind 'callback'.
export function CallbackDialog({ open, onOpenChange }: CallbackDialogProps) {
  // The values live in the hook, outside DialogContent (which unmounts when closed), so closing by accident keeps them.
  const { values, setValues, errors, setErrors, controls, onSubmit, isPending } = useDialogForm({
    emptyValues,
    fieldOrder,
    validate,
    send: (input: CallbackRequestInput) => apiRequest(leadsApi.callbackRequest, { body: input }),
    success: { title: leadsMessages.callbackSuccessTitle, description: leadsMessages.callbackSuccessBody },
    failure: { title: leadsMessages.callbackFailureTitle, description: leadsMessages.callbackFailureBody },
    onSent: () => onOpenChange(false),
  });
  const idPrefix = useId();
  const earlyInput = useEarlyInput();

  const bind = (name: FieldName) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      required: true,
      value: values[name],
      ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
        controls.current[name] = element;
      },
      onChange: (event: { target: { value: string } }) => {
        const next = event.target.value;
        setValues((current) => ({ ...current, [name]: next }));
        // Clear a field's message once the visitor starts correcting it; submit validates again.
        if (error) setErrors((current) => ({ ...current, [name]: undefined }));
      },
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
    } as const;
  };

  const errorText = (name: FieldName) =>
    errors[name] ? (
      <p id={`${idPrefix}-${name}-error`} className="text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request a Callback</DialogTitle>
          <DialogDescription>
            Leave your number and an admissions advisor will call you about programs, schedules and pricing.
          </DialogDescription>
        </DialogHeader>
        {/* noValidate: our own messages show under each field in every browser. */}
        <form
          {...earlyInput}
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4"
          aria-busy={isPending}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-name`}>Full Name</Label>
            <Input {...bind("name")} type="text" autoComplete="name" maxLength={callbackNameMax} />
            {errorText("name")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-phone`}>Phone Number</Label>
            <Input {...bind("phone")} type="tel" autoComplete="tel" />
            {errorText("phone")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-preferredTime`}>Preferred Time</Label>
            <select {...bind("preferredTime")} className={selectClassName}>
              <option value="">Choose a time</option>
              {preferredTimes.map((time) => (
                <option key={time} value={time}>
                  {preferredTimeLabels[time]}
                </option>
              ))}
            </select>
            {errorText("preferredTime")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-topic`}>Topic</Label>
            <select {...bind("topic")} className={selectClassName}>
              <option value="">Choose a topic</option>
              {callbackTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {callbackTopicLabels[topic]}
                </option>
              ))}
            </select>
            {errorText("topic")}
          </div>
          <Button type="submit" size="lg" disabled={isPending} className="w-full">
            {isPending ? (
              <>
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                />
                {leadsMessages.callbackSending}
              </>
            ) : (
              "Request Callback"
            )}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
