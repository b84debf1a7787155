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
import { newsletterCampaignsApi } from "#contracts/api/newsletter-campaigns.ts";
import { campaignTestSendSchema } from "#contracts/newsletter-campaigns.ts";

const schema = loadedModule(campaignTestSendSchema);

/** The saved version, to one address (the admin's own by default), marked "[Test]" and sent at once. */
export function TestSendForm({ campaignId }: { campaignId: string }) {
  const { user } = useAuth();
  const form = useForm({
    initialValues: { email: user?.email ?? "" },
    fields: ["email"] as const,
    schema,
    unavailableMessage: "The form could not be checked. Check your connection and try again.",
    failureMessage: (error) => error.message || "The test mail could not be sent. Try again.",
    send: (body) => apiRequest(newsletterCampaignsApi.testSend, { params: { id: campaignId }, body }),
    onSuccess: (result) => toast({ title: result.message, description: `To ${form.values.email}` }),
  });
  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} aria-label="Send a test" className="grid gap-3">
      <FormAlert>{form.formError}</FormAlert>
      <Field label="Send a test to" name="email" error={form.errors.email}>
        <div className="flex gap-2">
          <Input {...form.bind("email")} type="email" autoComplete="email" spellCheck={false} />
          <SubmitButton
            size="default"
            variant="outline"
            className="shrink-0"
            pending={form.isPending}
            pendingLabel="Sending..."
          >
            Send test
          </SubmitButton>
        </div>
      </Field>
    </Form>
  );
}
