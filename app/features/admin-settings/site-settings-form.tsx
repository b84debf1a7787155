import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useShellStore } from "#app/lib/shell-data.tsx";
import { useForm } from "#app/lib/use-form.ts";
import { type AdminSiteSettings, adminSiteSettingsUpdateSchema } from "#contracts/admin-settings.ts";
import { adminSettingsMessages } from "#contracts/admin-settings-text.ts";
import { adminSettingsApi } from "#contracts/api/admin-settings.ts";
import { limits } from "#contracts/limits.ts";

const schema = loadedModule(adminSiteSettingsUpdateSchema);

/**
 * The site's phone, email and promo banner. It saves with the version it was opened with: a save someone
 * made meanwhile makes it 409, and the message shows above the form with everything typed kept.
 */
export function SiteSettingsForm({ settings }: { settings: AdminSiteSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const shell = useShellStore();
  const [promoBanner, setPromoBanner] = useState(settings.promoBanner);
  const [version, setVersion] = useState(settings.version);
  const form = useForm({
    initialValues: { phone: settings.phone, email: settings.email },
    fields: ["phone", "email"],
    schema,
    toInput: (values) => ({ ...values, promoBanner, version }),
    unavailableMessage: adminSettingsMessages.saveFailed,
    failureMessage: adminSettingsMessages.saveFailed,
    send: (body) => apiRequest(adminSettingsApi.updateSettings, { body }),
    onSuccess: (saved) => {
      setVersion(saved.version);
      queryClient.setQueryData(["admin-settings"], saved);
      // This tab's shell (bottom bar, footer, banner) shows the new values at once; other visitors get
      // them on their next page, which the save made fresh.
      const current = shell.get("siteSettings").data;
      if (current) {
        shell.set("siteSettings", {
          ...current,
          phone: saved.phone,
          email: saved.email,
          promoBanner: saved.promoBanner,
        });
      }
      toast({ title: adminSettingsMessages.saved });
    },
  });
  const { errors } = form;

  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      className="grid max-w-xl gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <FormAlert>{form.formError}</FormAlert>
      <Field label="Phone number" error={errors.phone} hint="Shown in the bottom bar and the footer.">
        <Input {...form.bind("phone")} type="tel" autoComplete="off" maxLength={limits.phoneMax} />
      </Field>
      <Field
        label="Email"
        error={errors.email}
        hint="Shown in the footer, the contact dialog and chat messages."
      >
        <Input {...form.bind("email")} type="email" autoComplete="off" maxLength={limits.emailMax} />
      </Field>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-banner`}
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600"
          checked={promoBanner}
          onChange={(event) => setPromoBanner(event.target.checked)}
          aria-describedby={`${id}-banner-hint`}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-banner`}>Show the promo banner</Label>
          <p id={`${id}-banner-hint`} className="text-sm text-slate-600">
            The banner of upcoming batches at the top of every page.
          </p>
        </div>
      </div>
      <div>
        <SubmitButton size="default" pending={form.isPending} pendingLabel="Saving...">
          Save settings
        </SubmitButton>
      </div>
    </Form>
  );
}
