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
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { communityModerationApi } from "#contracts/api/community-moderation.ts";
import type { ModerationAction } from "#contracts/community-moderation.ts";
import { moderationLimits, suspensionDays } from "#contracts/community-moderation-text.ts";
import { communityModerationPageText as t } from "#contracts/community-page-text.ts";

const schema = lazyModule(() =>
  import("#contracts/community-moderation.ts").then((m) => m.moderationActionSchema),
);

/**
 * Warning the author of a post (a message they read in the forum), or suspending them from posting for a
 * number of days (with an optional message). Checked with the API's own schema; a failure keeps the text.
 */
export function SanctionDialog({
  kind,
  id,
  sanction,
  authorName,
  onClose,
}: {
  kind: "thread" | "reply";
  id: string;
  sanction: "warn" | "suspend";
  authorName: string | null;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const client = useQueryClient();
  const form = useForm({
    initialValues: { message: "", days: "3" },
    fields: ["message", "days"] as const,
    schema,
    toInput: (values) =>
      sanction === "warn"
        ? { action: "warn", message: values.message }
        : {
            action: "suspend",
            days: Number(values.days),
            ...(values.message.trim() ? { message: values.message } : {}),
          },
    unavailableMessage: "That did not work. Please try again.",
    send: (body: ModerationAction) =>
      apiRequest(communityModerationApi.act, {
        params: { kind: kind === "thread" ? "threads" : "replies", id },
        body,
      }),
    onSuccess: async () => {
      toast({ title: t.done(sanction === "warn" ? "warning sent" : "author suspended") });
      await client.invalidateQueries({ queryKey: ["community", user?.id ?? ""] });
      onClose();
    },
  });
  const heading = sanction === "warn" ? t.warnHeading : t.suspendHeading;
  return (
    <Dialog open onOpenChange={(open) => !open && !form.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription>{authorName ?? "A former member"}</DialogDescription>
        </DialogHeader>
        <Form onSubmit={form.onSubmit} pending={form.isPending} aria-label={heading} className="grid gap-4">
          <FormAlert>{form.formError}</FormAlert>
          {sanction === "suspend" ? (
            <Field label={t.daysLabel} error={form.errors.days}>
              <Select {...form.bind("days")}>
                {suspensionDays.map((days) => (
                  <option key={days} value={String(days)}>
                    {t.days(days)}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Field label={t.messageLabel} error={form.errors.message}>
            <Textarea
              {...form.bind("message")}
              rows={4}
              maxLength={moderationLimits.warningMax}
              required={sanction === "warn"}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={form.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton
              variant={sanction === "suspend" ? "destructive" : "default"}
              pending={form.isPending}
              pendingLabel="Saving..."
            >
              {sanction === "warn" ? t.sendWarning : t.confirmSuspend}
            </SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
