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
import { lazyModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import type { ReportInput } from "#contracts/community-moderation.ts";
import { moderationLimits, reportReasonLabels } from "#contracts/community-moderation-text.ts";
import { communityModerationPageText as t } from "#contracts/community-page-text.ts";
import { sendReport } from "./moderation-queries.ts";

const schema = lazyModule(() =>
  import("#contracts/community-moderation.ts").then((m) => m.reportInputSchema),
);
const reasons = Object.entries(reportReasonLabels) as [keyof typeof reportReasonLabels, string][];

/**
 * Reporting a post to the space's staff: a reason and optional details. A second report of the same post
 * says it was reported already (409); a failure keeps what was typed.
 */
export function ReportDialog({
  kind,
  id,
  onClose,
}: {
  kind: "thread" | "reply";
  id: string;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: { reason: "spam", details: "" },
    fields: ["reason", "details"] as const,
    schema,
    unavailableMessage: "The report could not be sent. Please try again.",
    send: (body: ReportInput) => sendReport(kind, id, body),
    onSuccess: () => {
      toast({ title: t.reportSent });
      onClose();
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !form.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.reportHeading}</DialogTitle>
          <DialogDescription>{t.reportIntro}</DialogDescription>
        </DialogHeader>
        <Form
          onSubmit={form.onSubmit}
          pending={form.isPending}
          aria-label={t.reportHeading}
          className="grid gap-4"
        >
          <FormAlert>{form.formError}</FormAlert>
          <Field label={t.reasonLabel} error={form.errors.reason}>
            <Select {...form.bind("reason")}>
              {reasons.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t.detailsLabel} hint={t.detailsHint} error={form.errors.details}>
            <Textarea {...form.bind("details")} rows={3} maxLength={moderationLimits.detailsMax} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={form.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton pending={form.isPending} pendingLabel={t.sendingReport}>
              {t.sendReport}
            </SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
