import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { PendingLabel, SubmitButton } from "#app/components/ui/submit-button.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import {
  accountEmailMessages,
  type EmailChangeRequestInput,
  type EmailStatus,
  emailChangeRequestSchema,
} from "#contracts/account-email.ts";
import { accountEmailApi } from "#contracts/api/account-email.ts";
import type { CurrentUser } from "#contracts/auth.ts";

const schema = loadedModule(emailChangeRequestSchema);
const empty: EmailChangeRequestInput = { newEmail: "", currentPassword: "" };

type Pending = EmailStatus["pendingChange"];

/**
 * /profile's email section (decision 0019): the address and whether it is verified (with "Resend
 * verification email"), a change waiting for its link, and the change form (new address + current
 * password). The address itself changes only when the link mailed to the new address is opened.
 */
export function EmailSection({ user, initialPending }: { user: CurrentUser; initialPending: Pending }) {
  const [pending, setPending] = useState<Pending>(initialPending);
  const [sent, setSent] = useState<string | null>(null);

  const change = useForm({
    initialValues: empty,
    fields: ["newEmail", "currentPassword"],
    schema,
    unavailableMessage: accountEmailMessages.changeFailed,
    // What was typed stays on a failure; the messages say what to correct.
    failureMessage: accountEmailMessages.changeFailed,
    resetOnSuccess: true,
    sendValues: (body: EmailChangeRequestInput) => apiRequest(accountEmailApi.requestEmailChange, { body }),
    onSuccess: (result) => {
      setPending(result.pendingChange);
      setSent(result.message);
    },
  });

  const resend = useSubmission({
    mutationFn: () =>
      apiRequest(accountEmailApi.resendVerification).catch(async (error: unknown) => {
        // Only a failure needs the error mapper: it loads then, not with the page.
        const { toFormRequestError } = await import("#app/lib/form-errors.ts");
        throw toFormRequestError(error, accountEmailMessages.resendFailed);
      }),
  });

  return (
    <div className="grid gap-4">
      <div className="text-sm text-slate-700">
        <p>
          <span className="font-medium text-slate-900">{user.email}</span>{" "}
          <span
            className={
              user.emailVerified
                ? "rounded bg-emerald-50 px-1.5 py-0.5 text-emerald-800"
                : "rounded bg-amber-50 px-1.5 py-0.5 text-amber-900"
            }
          >
            {user.emailVerified ? accountEmailMessages.verified : accountEmailMessages.notVerified}
          </span>
        </p>
        {user.emailVerified ? null : (
          <div className="mt-2 grid gap-2">
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={resend.isPending}
                onClick={() => resend.mutate(undefined)}
              >
                {resend.isPending ? (
                  <PendingLabel>{accountEmailMessages.resending}</PendingLabel>
                ) : (
                  accountEmailMessages.resendVerification
                )}
              </Button>
            </div>
            {resend.isSuccess ? <FormAlert tone="success">{resend.data.message}</FormAlert> : null}
            {resend.isError ? <FormAlert tone="error">{resend.error.message}</FormAlert> : null}
          </div>
        )}
      </div>
      {sent ? (
        <FormAlert tone="success">{sent}</FormAlert>
      ) : pending ? (
        <FormAlert tone="success">{accountEmailMessages.pendingChange(pending.email)}</FormAlert>
      ) : null}
      <Form
        onSubmit={(event) => {
          // A new attempt: the last confirmation no longer describes what the form holds.
          setSent(null);
          return change.onSubmit(event);
        }}
        pending={change.isPending}
        className="grid gap-4"
      >
        <FormAlert>{change.formError}</FormAlert>
        <Field label={accountEmailMessages.newEmailLabel} error={change.errors.newEmail}>
          <Input {...change.bind("newEmail")} type="email" autoComplete="email" spellCheck={false} required />
        </Field>
        <Field label={accountEmailMessages.currentPasswordLabel} error={change.errors.currentPassword}>
          <Input
            {...change.bind("currentPassword")}
            type="password"
            autoComplete="current-password"
            required
          />
        </Field>
        <p className="text-sm text-slate-600">
          We send a link to the new address; your email changes when you open it. Your current address is
          told, with a link to cancel.
        </p>
        <div>
          <SubmitButton
            size="default"
            pending={change.isPending}
            pendingLabel={accountEmailMessages.sendingChangeLink}
          >
            {accountEmailMessages.sendChangeLink}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
