import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toAuthRequestError } from "#app/features/auth/auth-error.ts";
import { AuthField } from "#app/features/auth/auth-field.tsx";
import { FormAlert } from "#app/features/auth/form-alert.tsx";
import { PendingLabel } from "#app/features/auth/pending-label.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import {
  accountEmailMessages,
  type EmailChangeRequestInput,
  type EmailStatus,
  emailChangeRequestSchema,
} from "#contracts/account-email.ts";
import { accountEmailApi } from "#contracts/api/account-email.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { type FieldErrors, schemaFieldErrors, serverErrors } from "./form-errors.ts";

type FieldName = keyof EmailChangeRequestInput;
const fields: readonly FieldName[] = ["newEmail", "currentPassword"];
const empty: EmailChangeRequestInput = { newEmail: "", currentPassword: "" };

type Pending = EmailStatus["pendingChange"];

/**
 * /profile's email section (decision 0019): the address and whether it is verified (with "Resend
 * verification email"), a change waiting for its link, and the change form (new address + current
 * password). The address itself changes only when the link mailed to the new address is opened.
 */
export function EmailSection({ user, initialPending }: { user: CurrentUser; initialPending: Pending }) {
  const [pending, setPending] = useState<Pending>(initialPending);
  const [values, setValues] = useState<EmailChangeRequestInput>(empty);
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const idPrefix = useId();

  const focusFirst = (found: FieldErrors<FieldName>) => {
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const change = useSubmission({
    mutationFn: (body: EmailChangeRequestInput) => apiRequest(accountEmailApi.requestEmailChange, { body }),
    onSuccess: (result) => {
      setPending(result.pendingChange);
      setSent(result.message);
      setValues(empty);
    },
    onError: (error) => {
      // What was typed stays; the messages say what to correct.
      const { fieldErrors, formError: message } = serverErrors(
        error,
        fields,
        accountEmailMessages.changeFailed,
      );
      setErrors(fieldErrors);
      setFormError(message);
      focusFirst(fieldErrors);
    },
  });

  const resend = useSubmission({
    mutationFn: () =>
      apiRequest(accountEmailApi.resendVerification).catch((error: unknown) => {
        throw toAuthRequestError(error, accountEmailMessages.resendFailed);
      }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setFormError(null);
    setSent(null);
    const result = emailChangeRequestSchema.safeParse(values);
    if (!result.success) {
      const found = schemaFieldErrors(result.error, fields);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    change.mutate(values);
  };

  const onChange = (name: FieldName, next: string) => {
    setValues((current) => ({ ...current, [name]: next }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

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
                type="button"
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
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={change.isPending}>
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <AuthField
          ref={(element) => {
            inputs.current.newEmail = element;
          }}
          id={`${idPrefix}-new-email`}
          label={accountEmailMessages.newEmailLabel}
          name="newEmail"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          value={values.newEmail}
          onChange={(event) => onChange("newEmail", event.target.value)}
          error={errors.newEmail}
        />
        <AuthField
          ref={(element) => {
            inputs.current.currentPassword = element;
          }}
          id={`${idPrefix}-current-password`}
          label={accountEmailMessages.currentPasswordLabel}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={(event) => onChange("currentPassword", event.target.value)}
          error={errors.currentPassword}
        />
        <p className="text-sm text-slate-600">
          We send a link to the new address; your email changes when you open it. Your current address is
          told, with a link to cancel.
        </p>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? (
              <PendingLabel>{accountEmailMessages.sendingChangeLink}</PendingLabel>
            ) : (
              accountEmailMessages.sendChangeLink
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
