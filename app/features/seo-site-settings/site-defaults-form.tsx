import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { seoSiteSettingsApi } from "#contracts/api/seo-site-settings.ts";
import {
  type SiteSeoSettings,
  siteSeoLimits,
  siteSeoMessages,
  siteSeoSaveSchema,
} from "#contracts/seo-site-settings.ts";
import { siteSettingsKey } from "./site-settings-key.ts";

const schema = loadedModule(siteSeoSaveSchema);
const fields = [
  "titleSuffix",
  "defaultDescription",
  "profiles",
  "googleVerification",
  "bingVerification",
] as const;
const dateFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/**
 * The site-wide defaults' text, saved under their version: a 409 keeps what was typed and says to reload. The
 * example title shows the suffix as pages will carry it.
 */
export function SiteDefaultsForm({ settings }: { settings: SiteSeoSettings }) {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(settings.version);
  const form = useForm({
    initialValues: {
      titleSuffix: settings.titleSuffix,
      defaultDescription: settings.defaultDescription,
      profiles: settings.profiles.join("\n"),
      googleVerification: settings.googleVerification,
      bingVerification: settings.bingVerification,
    },
    fields,
    schema,
    toInput: (values) => ({ ...values, version }),
    unavailableMessage: siteSeoMessages.saveFailed,
    failureMessage: (error) => error.message || siteSeoMessages.saveFailed,
    // The server reads the profiles' text box itself (one schema for both), so the values go as typed.
    sendValues: (values) => apiRequest(seoSiteSettingsApi.save, { body: { ...values, version } }),
    onSuccess: (saved) => {
      setVersion(saved.version);
      queryClient.setQueryData(siteSettingsKey, saved);
      toast({ title: siteSeoMessages.saved, description: "Every page shows them from now on." });
    },
  });
  const suffix = form.values.titleSuffix.trim() || settings.builtIn.titleSuffix;

  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-label="Site-wide defaults"
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <FormAlert>{form.formError}</FormAlert>
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label="Title suffix"
          error={form.errors.titleSuffix}
          hint={
            <>
              After the name of every page named by its content, for example{" "}
              <span className="font-medium text-slate-800">Deep Learning Certification {suffix}</span>. Built
              in: {settings.builtIn.titleSuffix}
            </>
          }
        >
          <Input {...form.bind("titleSuffix")} maxLength={siteSeoLimits.titleSuffix} autoComplete="off" />
        </Field>
        <Field
          label="Default description"
          optional
          error={form.errors.defaultDescription}
          hint={`For a page without a description of its own. At most ${siteSeoLimits.description} characters (${form.values.defaultDescription.length} now).`}
        >
          <Textarea {...form.bind("defaultDescription")} rows={3} maxLength={siteSeoLimits.description} />
        </Field>
      </div>
      <Field
        label="Organisation profiles"
        optional
        error={form.errors.profiles}
        hint={`One https:// address a line, at most ${siteSeoLimits.profiles}: LinkedIn, YouTube, X, GitHub. Search engines tie them to AI Labs through the home page's structured data (sameAs).`}
      >
        <Textarea
          {...form.bind("profiles")}
          rows={4}
          spellCheck={false}
          className="font-mono text-sm"
          placeholder="https://www.linkedin.com/company/..."
        />
      </Field>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Verification tags (home page)</legend>
        <Field
          label="Google Search Console"
          optional
          error={form.errors.googleVerification}
          hint="Settings, Ownership verification, HTML tag: paste the tag or the code in its content."
        >
          <Input {...form.bind("googleVerification")} autoComplete="off" spellCheck={false} />
        </Field>
        <Field
          label="Bing Webmaster Tools"
          optional
          error={form.errors.bingVerification}
          hint="Add a site, HTML Meta tag (msvalidate.01): paste the tag or its code."
        >
          <Input {...form.bind("bingVerification")} autoComplete="off" spellCheck={false} />
        </Field>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton size="default" pending={form.isPending} pendingLabel="Saving...">
          Save defaults
        </SubmitButton>
        {settings.updatedBy && settings.updatedAt ? (
          <span className="text-xs text-slate-600">
            Last changed by {settings.updatedBy} on {dateFormat.format(new Date(settings.updatedAt))} UTC.
          </span>
        ) : null}
      </div>
    </Form>
  );
}
