import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { profileApi } from "#contracts/api/profile.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { type ProfileUpdateInput, profileMessages, profileUpdateSchema } from "#contracts/profile.ts";
import { AvatarPreview } from "./avatar-preview.tsx";

// The email address changes in its own section (email-section.tsx): that needs the password and a link.
const schema = loadedModule(profileUpdateSchema);

function valuesOf(user: CurrentUser) {
  return { name: user.name, avatar: user.avatar ?? "" };
}

export function ProfileForm({ user }: { user: CurrentUser }) {
  const { updateUser } = useAuth();
  const form = useForm({
    initialValues: valuesOf(user),
    fields: ["name", "avatar"],
    schema,
    unavailableMessage: profileMessages.profileSaveFailed,
    // What was typed stays in the form on a failure; the messages say what to correct.
    failureMessage: profileMessages.profileSaveFailed,
    sendValues: (body: ProfileUpdateInput) => apiRequest(profileApi.updateProfile, { body }),
    onSuccess: (updated) => {
      // The header, portal and every guard read the shell's user: they show the new name at once.
      updateUser(updated);
      const saved = valuesOf(updated);
      form.setValue("name", saved.name, { quiet: true });
      form.setValue("avatar", saved.avatar, { quiet: true });
      toast({ title: "Profile saved", description: profileMessages.profileSaved });
    },
  });
  const { values, errors } = form;

  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-4">
      <FormAlert>{form.formError}</FormAlert>
      <div className="flex items-center gap-4">
        <AvatarPreview url={values.avatar} name={values.name || user.name} />
        <div className="min-w-0 text-sm text-slate-700">
          <p className="truncate font-medium text-slate-900">@{user.username}</p>
          <p>Your username can't be changed.</p>
        </div>
      </div>
      <Field label="Full name" error={errors.name}>
        <Input {...form.bind("name")} autoComplete="name" required />
      </Field>
      <Field label="Avatar URL (optional)" error={errors.avatar}>
        <Input
          {...form.bind("avatar")}
          type="url"
          inputMode="url"
          placeholder="https://example.com/me.png"
          spellCheck={false}
        />
      </Field>
      <div>
        <SubmitButton size="default" pending={form.isPending} pendingLabel="Saving...">
          Save profile
        </SubmitButton>
      </div>
    </Form>
  );
}
