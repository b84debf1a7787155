import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { AuthField } from "#app/features/auth/auth-field.tsx";
import { FormAlert } from "#app/features/auth/form-alert.tsx";
import { PendingLabel } from "#app/features/auth/pending-label.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import { profileApi } from "#contracts/api/profile.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { type ProfileUpdateInput, profileMessages, profileUpdateSchema } from "#contracts/profile.ts";
import { AvatarPreview } from "./avatar-preview.tsx";
import { type FieldErrors, schemaFieldErrors, serverErrors } from "./form-errors.ts";

// The email address changes in its own section (email-section.tsx): that needs the password and a link.
type FieldName = "name" | "avatar";
type Values = Record<FieldName, string>;
const fields: readonly FieldName[] = ["name", "avatar"];

function valuesOf(user: CurrentUser): Values {
  return { name: user.name, avatar: user.avatar ?? "" };
}

export function ProfileForm({ user }: { user: CurrentUser }) {
  const { updateUser } = useAuth();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const earlyInput = useEarlyInput();
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const idPrefix = useId();

  const focusFirst = (found: FieldErrors<FieldName>) => {
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const mutation = useSubmission({
    mutationFn: (body: ProfileUpdateInput) => apiRequest(profileApi.updateProfile, { body }),
    onSuccess: (updated) => {
      // The header, portal and every guard read the shell's user: they show the new name at once.
      updateUser(updated);
      setValues(valuesOf(updated));
      toast({ title: "Profile saved", description: profileMessages.profileSaved });
    },
    onError: (error) => {
      // What was typed stays in the form; the messages say what to correct.
      const { fieldErrors, formError: message } = serverErrors(
        error,
        fields,
        profileMessages.profileSaveFailed,
      );
      setErrors(fieldErrors);
      setFormError(message);
      focusFirst(fieldErrors);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const result = profileUpdateSchema.safeParse(values);
    if (!result.success) {
      const found = schemaFieldErrors(result.error, fields);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    mutation.mutate(values);
  };

  const onChange = (name: FieldName, next: string) => {
    setValues((current) => ({ ...current, [name]: next }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

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
      <div className="flex items-center gap-4">
        <AvatarPreview url={values.avatar} name={values.name || user.name} />
        <div className="min-w-0 text-sm text-slate-700">
          <p className="truncate font-medium text-slate-900">@{user.username}</p>
          <p>Your username can't be changed.</p>
        </div>
      </div>
      <AuthField
        ref={(element) => {
          inputs.current.name = element;
        }}
        id={`${idPrefix}-name`}
        label="Full name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => onChange("name", event.target.value)}
        error={errors.name}
      />
      <AuthField
        ref={(element) => {
          inputs.current.avatar = element;
        }}
        id={`${idPrefix}-avatar`}
        label="Avatar URL (optional)"
        name="avatar"
        type="url"
        inputMode="url"
        placeholder="https://example.com/me.png"
        spellCheck={false}
        value={values.avatar}
        onChange={(event) => onChange("avatar", event.target.value)}
        error={errors.avatar}
      />
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <PendingLabel>Saving...</PendingLabel> : "Save profile"}
        </Button>
      </div>
    </form>
  );
}
