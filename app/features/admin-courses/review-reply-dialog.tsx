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
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { type AdminReview, adminReviewUpdateSchema } from "#contracts/admin-courses.ts";
import { adminCoursesLimits, adminCoursesMessages as m } from "#contracts/admin-courses-text.ts";
import { adminCoursesApi } from "#contracts/api/admin-courses.ts";

const schema = loadedModule(adminReviewUpdateSchema);

type ReviewReplyDialogProps = {
  review: AdminReview;
  onSaved: (review: AdminReview) => void;
  onClose: () => void;
};

/** The school's reply under a review, shown on the course page as plain text; empty removes it. */
export function ReviewReplyDialog({ review, onSaved, onClose }: ReviewReplyDialogProps) {
  const form = useForm({
    initialValues: { reply: review.reply ?? "" },
    fields: ["reply"],
    schema,
    unavailableMessage: m.unavailable,
    failureMessage: m.reviewFailed,
    send: (body) => apiRequest(adminCoursesApi.updateReview, { params: { reviewId: review.id }, body }),
    onSuccess: onSaved,
  });
  const pending = form.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reply to {review.authorName}</DialogTitle>
          <DialogDescription>
            {review.rating} of 5 on {review.courseTitle}: “
            {review.body.length > 160 ? `${review.body.slice(0, 160)}…` : review.body}”
          </DialogDescription>
        </DialogHeader>
        <Form onSubmit={form.onSubmit} pending={pending} className="grid gap-4">
          <FormAlert>{form.formError}</FormAlert>
          <Field
            label="Reply"
            name="reply"
            error={form.errors.reply}
            hint={`Shown under the review on the course page, as plain text. Leave empty to remove the reply. ${form.values.reply.trim().length} of ${adminCoursesLimits.replyMax} characters.`}
          >
            <Textarea {...form.bind("reply")} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton size="default" pending={pending} pendingLabel="Saving...">
              Save reply
            </SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
