import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { communityApi } from "#contracts/api/community.ts";
import type { Reply, ReplyEdit, Thread, ThreadEdit } from "#contracts/community.ts";
import { communityPageText as t } from "#contracts/community-page-text.ts";
import { communityLimits } from "#contracts/community-text.ts";
import { useRefreshCommunity } from "./community-queries.ts";
import { parseTagList } from "./tag-list.ts";

const threadSchema = lazyModule(() => import("#contracts/community.ts").then((m) => m.threadEditSchema));
const replySchema = lazyModule(() => import("#contracts/community.ts").then((m) => m.replyEditSchema));

/**
 * The author's edit of a thread (title, message, tags), from the Markdown they wrote, at the version they
 * opened: if someone saved in between, the API's 409 message shows and the text stays (decision 0042).
 */
export function EditThreadForm({ thread, onDone }: { thread: Thread; onDone: () => void }) {
  const { user } = useAuth();
  const refresh = useRefreshCommunity();
  const form = useForm({
    initialValues: { title: thread.title, body: thread.body ?? "", tags: thread.tags.join(", ") },
    fields: ["title", "body", "tags"] as const,
    schema: threadSchema,
    toInput: (values) => ({
      version: thread.version,
      title: values.title,
      body: values.body,
      tags: parseTagList(values.tags),
    }),
    unavailableMessage: t.actionFailed,
    send: (body: ThreadEdit) => apiRequest(communityApi.editThread, { params: { id: thread.id }, body }),
    onSuccess: async () => {
      toast({ title: t.saved });
      await refresh(user?.id ?? "");
      onDone();
    },
  });
  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} aria-label={t.edit} className="grid gap-3">
      <FormAlert>{form.formError}</FormAlert>
      <Field label={t.titleLabel} error={form.errors.title}>
        <Input {...form.bind("title")} autoComplete="off" maxLength={communityLimits.titleMax} required />
      </Field>
      <Field label={t.bodyLabel} hint={t.bodyHint} error={form.errors.body}>
        <Textarea {...form.bind("body")} rows={8} maxLength={communityLimits.bodyMax} required />
      </Field>
      <Field label={t.tagsLabel} hint={t.tagsHint} error={form.errors.tags}>
        <Input {...form.bind("tags")} autoComplete="off" />
      </Field>
      <EditButtons pending={form.isPending} onCancel={onDone} />
    </Form>
  );
}

/** The author's edit of a reply, as the thread's. */
export function EditReplyForm({ reply, onDone }: { reply: Reply; onDone: () => void }) {
  const { user } = useAuth();
  const refresh = useRefreshCommunity();
  const form = useForm({
    initialValues: { body: reply.body ?? "" },
    fields: ["body"] as const,
    schema: replySchema,
    toInput: (values) => ({ version: reply.version, body: values.body }),
    unavailableMessage: t.actionFailed,
    send: (body: ReplyEdit) => apiRequest(communityApi.editReply, { params: { id: reply.id }, body }),
    onSuccess: async () => {
      toast({ title: t.saved });
      await refresh(user?.id ?? "");
      onDone();
    },
  });
  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} aria-label={t.edit} className="grid gap-3">
      <FormAlert>{form.formError}</FormAlert>
      <Field label={t.replyLabel} hint={t.bodyHint} error={form.errors.body}>
        <Textarea {...form.bind("body")} rows={5} maxLength={communityLimits.bodyMax} required />
      </Field>
      <EditButtons pending={form.isPending} onCancel={onDone} />
    </Form>
  );
}

function EditButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton size="sm" pending={pending} pendingLabel={t.saving}>
        {t.save}
      </SubmitButton>
      <Button variant="outline" size="sm" onClick={onCancel} disabled={pending}>
        {t.cancel}
      </Button>
    </div>
  );
}
