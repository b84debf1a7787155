import { useQueryClient } from "@tanstack/react-query";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { type Redirect, redirectCreateSchema, redirectMessages } from "#contracts/seo-redirects.ts";
import { RedirectFields, redirectFields, redirectInput } from "./redirect-fields.tsx";
import { redirectsKey } from "./redirects-key.ts";

const schema = loadedModule(redirectCreateSchema);

/**
 * Edits a redirect in place: the same checks as adding one (a taken path, a loop, a chain come back under the old
 * path, input kept). The hits stay while the old path and what it covers stay.
 */
export function EditRedirectDialog({ redirect, onClose }: { redirect: Redirect; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: {
      from: redirect.from,
      match: redirect.match,
      status: redirect.status,
      target: redirect.target ?? "",
    },
    fields: redirectFields,
    schema,
    toInput: redirectInput,
    unavailableMessage: redirectMessages.updateFailed,
    failureMessage: (error) => error.message || redirectMessages.updateFailed,
    send: (body) => apiRequest(seoApi.updateRedirect, { params: { id: redirect.id }, body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: redirectsKey });
      toast({
        title: redirectMessages.updated,
        description: `${saved.from} now answers ${saved.status}${saved.target ? ` to ${saved.target}` : ""}.`,
      });
      onClose();
    },
  });
  const pending = form.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit the redirect from {redirect.from}</DialogTitle>
          <DialogDescription>
            Changes answer at once. Its {redirect.hits} hits are kept unless the old path or what it covers
            changes.
          </DialogDescription>
        </DialogHeader>
        <Form onSubmit={form.onSubmit} pending={pending} className="grid gap-4 sm:grid-cols-2">
          <FormAlert className="sm:col-span-2">{form.formError}</FormAlert>
          <RedirectFields form={form} />
          <DialogFooter className="sm:col-span-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton size="default" pending={pending} pendingLabel="Saving...">
              Save redirect
            </SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
