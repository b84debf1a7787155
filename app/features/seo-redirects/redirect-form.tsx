import { useQueryClient } from "@tanstack/react-query";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { seoApi } from "#contracts/api/seo.ts";
import {
  redirectCreateSchema,
  redirectLimits,
  redirectMatches,
  redirectMatchLabels,
  redirectMessages,
  redirectStatuses,
  redirectStatusLabels,
} from "#contracts/seo-redirects.ts";
import { redirectsKey } from "./redirects-key.ts";

const schema = loadedModule(redirectCreateSchema);
const fields = ["from", "match", "status", "target"] as const;

/**
 * Adds a redirect; a loop, a chain or a taken path comes back as the old path's message, input kept.
 * `initialFrom` fills the old path (Internal Links' "Redirect it" on a broken link).
 */
export function RedirectForm({ initialFrom = "" }: { initialFrom?: string }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { from: initialFrom, match: "exact", status: "301", target: "" },
    fields,
    schema,
    // A 410 has no destination: whatever the (then disabled) field still holds is not sent.
    toInput: (values) => ({ ...values, target: values.status === "410" ? "" : values.target }),
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
  const { errors } = form;
  const gone = form.values.status === "410";
  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-label="Add a redirect"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <FormAlert className="sm:col-span-2">{form.formError}</FormAlert>
      <Field label="Old path" error={errors.from} hint="A path of this site, for example /courses/old-name.">
        <Input {...form.bind("from")} autoComplete="off" spellCheck={false} maxLength={redirectLimits.path} />
      </Field>
      <Field label="Covers" error={errors.match}>
        <Select {...form.bind("match")}>
          {redirectMatches.map((match) => (
            <option key={match} value={match}>
              {redirectMatchLabels[match]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Answer" error={errors.status}>
        <Select {...form.bind("status")}>
          {redirectStatuses.map((status) => (
            <option key={status} value={status}>
              {redirectStatusLabels[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Goes to"
        error={errors.target}
        hint={
          gone
            ? "Nothing: a 410 tells search engines the page is gone for good."
            : "A path of this site or an https:// address."
        }
      >
        <Input
          {...form.bind("target")}
          autoComplete="off"
          spellCheck={false}
          maxLength={redirectLimits.target}
          disabled={gone}
        />
      </Field>
      <div className="sm:col-span-2">
        <SubmitButton size="default" pending={form.isPending} pendingLabel="Adding...">
          Add redirect
        </SubmitButton>
      </div>
    </Form>
  );
}
