import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import { newsletterCampaignsApi } from "#contracts/api/newsletter-campaigns.ts";
import { type Campaign, campaignDraftSchema, campaignLimits } from "#contracts/newsletter-campaigns.ts";
import { useAudienceCount } from "./audience-count.tsx";
import { AudienceFields } from "./audience-fields.tsx";
import { BodyField } from "./body-field.tsx";
import { campaignKey, campaignListKey, campaignParams } from "./campaign-params.ts";
import {
  audienceOf,
  blankCampaign,
  campaignFields,
  draftInput,
  sameValues,
  valuesOf,
} from "./campaign-values.ts";

const schema = loadedModule(campaignDraftSchema);

/**
 * A draft's form: a new one is created, then saved at the version it was opened at (or last saved). Any
 * failure (a 400 naming fields, a 409 when someone else saved or the draft left the draft state) keeps
 * every value as typed.
 */
export function useCampaignForm(campaign: Campaign | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => (campaign ? valuesOf(campaign) : blankCampaign));
  const [version, setVersion] = useState(campaign?.version ?? 0);
  const form = useForm({
    initialValues: saved,
    fields: campaignFields,
    schema,
    toInput: draftInput,
    unavailableMessage: "The form could not be checked. Check your connection and try again.",
    failureMessage: (error) => error.message || "The draft could not be saved. Try again.",
    invalidMessage: "Some fields need a change: see the messages below them.",
    send: (body) =>
      campaign
        ? apiRequest(newsletterCampaignsApi.update, {
            params: { id: campaign.id },
            body: { ...body, version },
          })
        : apiRequest(newsletterCampaignsApi.create, { body }),
    onSuccess: (result) => {
      queryClient.setQueryData(campaignKey(result.id), result);
      void queryClient.invalidateQueries({ queryKey: campaignListKey });
      toast({ title: "Draft saved" });
      setSaved(valuesOf(result));
      setVersion(result.version);
      // The new draft gets its address: reloading or sharing it opens this campaign.
      if (!campaign)
        void navigate(`?${campaignParams(result.id)}`, { replace: true, preventScrollReset: true });
    },
  });
  const dirty = !campaign || !sameValues(form.values, saved);
  useLeaveWarning(campaign ? dirty : !sameValues(form.values, blankCampaign));
  return { form, dirty, version };
}

export type CampaignForm = ReturnType<typeof useCampaignForm>["form"];

export function CampaignFormFields({ form, isNew }: { form: CampaignForm; isNew: boolean }) {
  const rules = audienceOf(form.values);
  const countQuery = useAudienceCount(rules);
  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-label={isNew ? "New campaign" : "Edit campaign"}
      className="grid min-w-0 gap-5"
    >
      <FormAlert>{form.formError}</FormAlert>
      <Field label="Subject" name="subject" error={form.errors.subject}>
        <Input {...form.bind("subject")} maxLength={campaignLimits.subjectMax} required />
      </Field>
      <Field
        label="Preheader"
        name="preheader"
        optional
        error={form.errors.preheader}
        hint="The line mail apps show after the subject."
      >
        <Input {...form.bind("preheader")} maxLength={campaignLimits.preheaderMax} />
      </Field>
      <BodyField
        value={form.values.body}
        error={form.errors.body}
        control={form.bind("body")}
        disabled={form.isPending}
        onChange={(value) => form.setValue("body", value)}
      />
      <AudienceFields
        values={form.values}
        errors={form.errors}
        bind={form.bind}
        setValue={form.setValue}
        countQuery={countQuery}
        disabled={form.isPending}
      />
      <div>
        <SubmitButton pending={form.isPending} pendingLabel="Saving...">
          Save draft
        </SubmitButton>
      </div>
    </Form>
  );
}
