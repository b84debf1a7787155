import { useId } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import type { WaitlistJoinInput } from "#contracts/admin-batches.ts";
import { waitlistMessages } from "#contracts/admin-batches-text.ts";
import { adminBatchesApi } from "#contracts/api/admin-batches.ts";

type FieldName = "name" | "email";
const fields: readonly FieldName[] = ["name", "email"];

// The contract's schema, loaded on first use: zod stays out of the course page's first load.
const joinSchema = lazyModule(() => import("#contracts/admin-batches.ts").then((m) => m.waitlistJoinSchema));

/**
 * The waitlist's name and email, inside the disclosure of lazy-waitlist-form.tsx. The answer is the same
 * whether the address was in line already (nobody learns who waits); it goes to `onJoined`.
 */
export function WaitlistForm({
  batchId,
  onJoined,
}: {
  batchId: string;
  onJoined: (message: string) => void;
}) {
  const id = useId();
  const form = useForm({
    fields,
    emptyMessage: { message: "Required" },
    initialValues: { name: "", email: "" },
    schema: joinSchema,
    unavailableMessage: waitlistMessages.joinFailed,
    failureMessage: (error) =>
      error instanceof ApiRequestError && error.status !== 500 ? error.message : waitlistMessages.joinFailed,
    send: (input: WaitlistJoinInput) =>
      apiRequest(adminBatchesApi.joinWaitlist, { params: { batchId }, body: input }),
    onSuccess: (result) => onJoined(result.message),
  });

  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-md bg-slate-50 p-3"
    >
      <p id={`${id}-title`} className="text-sm font-medium text-slate-900">
        Join the waitlist: when a seat frees up, the first in line gets it held for 24 hours.
      </p>
      <Field name="name" label="Name" error={form.errors.name}>
        <Input {...form.bind("name")} autoComplete="name" required />
      </Field>
      <Field name="email" label="Email" error={form.errors.email}>
        <Input {...form.bind("email")} type="email" autoComplete="email" required />
      </Field>
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton pending={form.isPending} pendingLabel="Joining..." size="default">
        Join the waitlist
      </SubmitButton>
    </Form>
  );
}
