import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { profileApi } from "#contracts/api/profile.ts";
import { type PasswordChangeInput, passwordChangeSchema, profileMessages } from "#contracts/profile.ts";

type FieldName = keyof PasswordChangeInput;
const schema = loadedModule(passwordChangeSchema);
const empty: PasswordChangeInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordForm() {
  const form = useForm({
    initialValues: empty,
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    schema,
    // After the first submit every change revalidates, so "Passwords don't match" clears once they agree.
    revalidate: "afterSubmit",
    unavailableMessage: profileMessages.passwordChangeFailed,
    failureMessage: profileMessages.passwordChangeFailed,
    resetOnSuccess: true,
    sendValues: (body: PasswordChangeInput) => apiRequest(profileApi.changePassword, { body }),
    onSuccess: (result) => {
      toast({ title: "Password changed", description: result?.message ?? profileMessages.passwordChanged });
    },
  });

  const field = (name: FieldName, label: string, autoComplete: string) => (
    <Field label={label} error={form.errors[name]}>
      <Input {...form.bind(name)} type="password" autoComplete={autoComplete} required />
    </Field>
  );

  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-4">
      <FormAlert>{form.formError}</FormAlert>
      {field("currentPassword", "Current password", "current-password")}
      {field("newPassword", "New password", "new-password")}
      {field("confirmPassword", "Confirm new password", "new-password")}
      <p className="text-sm text-slate-600">
        8 to 100 characters. Changing it signs you out on your other devices; you stay signed in here.
      </p>
      <div>
        <SubmitButton size="default" pending={form.isPending} pendingLabel="Changing password...">
          Change password
        </SubmitButton>
      </div>
    </Form>
  );
}
