import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { communityApi } from "#contracts/api/community.ts";
import type { Reply, ReplyInput } from "#contracts/community.ts";
import { communityModerationPageText as m, communityPageText as t } from "#contracts/community-page-text.ts";
import { communityLimits } from "#contracts/community-text.ts";
import { useRefreshCommunity } from "./community-queries.ts";

const schema = lazyModule(() => import("#contracts/community.ts").then((m) => m.replyInputSchema));
const fields = ["body"] as const;

/**
 * A reply to the thread, or (with `parentId`) to one of its top-level replies. The form empties once the
 * reply is posted; a failure keeps what was typed.
 */
export function ReplyForm({
  threadId,
  parentId = null,
  label = t.replyLabel,
  heading,
  onPosted,
  onCancel,
}: {
  threadId: string;
  parentId?: string | null;
  label?: string;
  heading?: string;
  onPosted?: (reply: Reply) => void;
  onCancel?: () => void;
}) {
  const { user } = useAuth();
  const refresh = useRefreshCommunity();
  const id = useId();
  const form = useForm({
    initialValues: { body: "" },
    fields,
    schema,
    toInput: (values) => ({ body: values.body, parentId }),
    unavailableMessage: t.actionFailed,
    resetOnSuccess: true,
    send: (body: ReplyInput) => apiRequest(communityApi.reply, { params: { id: threadId }, body }),
    onSuccess: async (reply) => {
      toast({ title: reply.moderation === "held" ? m.heldNotice : t.replyPosted });
      await refresh(user?.id ?? "");
      onPosted?.(reply);
    },
  });
  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-labelledby={heading ? `${id}-heading` : undefined}
      aria-label={heading ? undefined : label}
      className="grid gap-3"
    >
      {heading ? (
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
      ) : null}
      <FormAlert>{form.formError}</FormAlert>
      <Field label={label} hint={t.bodyHint} error={form.errors.body}>
        <Textarea
          {...form.bind("body")}
          rows={parentId ? 3 : 5}
          maxLength={communityLimits.bodyMax}
          required
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <SubmitButton size="sm" pending={form.isPending} pendingLabel={t.posting}>
          {t.postReply}
        </SubmitButton>
        {onCancel ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
