import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { AuthField } from "#app/features/auth/auth-field.tsx";
import { FormAlert } from "#app/features/auth/form-alert.tsx";
import { PendingLabel } from "#app/features/auth/pending-label.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import { profileApi } from "#contracts/api/profile.ts";
import { type PasswordChangeInput, passwordChangeSchema, profileMessages } from "#contracts/profile.ts";
import { type FieldErrors, schemaFieldErrors, serverErrors } from "./form-errors.ts";

type FieldName = keyof PasswordChangeInput;
const fields: readonly FieldName[] = ["currentPassword", "newPassword", "confirmPassword"];
const empty: PasswordChangeInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordForm() {
  const [values, setValues] = useState<PasswordChangeInput>(empty);
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const earlyInput = useEarlyInput();
  // After the first submit every change revalidates, so "Passwords don't match" clears once they agree.
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const idPrefix = useId();

  const focusFirst = (found: FieldErrors<FieldName>) => {
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const mutation = useSubmission({
    mutationFn: (body: PasswordChangeInput) => apiRequest(profileApi.changePassword, { body }),
    onSuccess: (result) => {
      setValues(empty);
      setSubmitted(false);
      toast({ title: "Password changed", description: result?.message ?? profileMessages.passwordChanged });
    },
    onError: (error) => {
      const { fieldErrors, formError: message } = serverErrors(
        error,
        fields,
        profileMessages.passwordChangeFailed,
      );
      setErrors(fieldErrors);
      setFormError(message);
      focusFirst(fieldErrors);
    },
  });

  const validate = (next: PasswordChangeInput) => {
    const result = passwordChangeSchema.safeParse(next);
    return result.success ? {} : schemaFieldErrors(result.error, fields);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    mutation.mutate(values);
  };

  const onChange = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
    else if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: FieldName, label: string, autoComplete: string) => (
    <AuthField
      ref={(element) => {
        inputs.current[name] = element;
      }}
      id={`${idPrefix}-${name}`}
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={errors[name]}
    />
  );

  return (
    <form
      {...earlyInput}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-busy={mutation.isPending}
    >
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      {field("currentPassword", "Current password", "current-password")}
      {field("newPassword", "New password", "new-password")}
      {field("confirmPassword", "Confirm new password", "new-password")}
      <p className="text-sm text-slate-600">
        8 to 100 characters. Changing it signs you out on your other devices; you stay signed in here.
      </p>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <PendingLabel>Changing password...</PendingLabel> : "Change password"}
        </Button>
      </div>
    </form>
  );
}
