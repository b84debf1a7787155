import { useQueryClient } from "@tanstack/react-query";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { redirectCreateSchema, redirectMessages } from "#contracts/seo-redirects.ts";
import { RedirectFields, redirectFields, redirectInput } from "./redirect-fields.tsx";
import { redirectsKey } from "./redirects-key.ts";

const schema = loadedModule(redirectCreateSchema);

/**
 * Adds a redirect; a loop, a chain or a taken path comes back as the old path's message, input kept.
 * `initialFrom` fills the old path (Internal Links' "Redirect it" on a broken link).
 */
export function RedirectForm({ initialFrom = "" }: { initialFrom?: string }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { from: initialFrom, match: "exact", status: "301", target: "" },
    fields: redirectFields,
    schema,
    toInput: redirectInput,
    unavailableMessage: redirectMessages.createFailed,
    failureMessage: (error) => error.message || redirectMessages.createFailed,
    resetOnSuccess: true,
    send: (body) => apiRequest(seoApi.createRedirect, { body }),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: redirectsKey });
      toast({
        title: redirectMessages.created,
        description: `${created.from} now answers ${created.status}${created.target ? ` to ${created.target}` : ""}.`,
      });
    },
  });
  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-label="Add a redirect"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <FormAlert className="sm:col-span-2">{form.formError}</FormAlert>
      <RedirectFields form={form} />
      <div className="sm:col-span-2">
        <SubmitButton size="default" pending={form.isPending} pendingLabel="Adding...">
          Add redirect
        </SubmitButton>
      </div>
    </Form>
  );
}
