import { useId } from "react";
import { useNavigate } from "react-router";
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
import type { ThreadInput } from "#contracts/community.ts";
import { communityModerationPageText as m, communityPageText as t } from "#contracts/community-page-text.ts";
import { communityLimits } from "#contracts/community-text.ts";
import { communityPaths } from "./community-paths.ts";
import { useRefreshCommunity } from "./community-queries.ts";
import { parseTagList } from "./tag-list.ts";

// The schema comes with the first edit, not with the list's first load.
const schema = lazyModule(() => import("#contracts/community.ts").then((m) => m.threadInputSchema));
const fields = ["title", "body", "tags"] as const;

/**
 * Starting a thread in a space: title, Markdown message and tags. The API's schema checks it here and on the
 * server; a failure keeps everything typed. A posted thread opens.
 */
export function NewThreadForm({ space, onCancel }: { space: string; onCancel: () => void }) {
  const { user } = useAuth();
  const refresh = useRefreshCommunity();
  const navigate = useNavigate();
  const id = useId();
  const form = useForm({
    initialValues: { title: "", body: "", tags: "" },
    fields,
    schema,
    toInput: (values) => ({ title: values.title, body: values.body, tags: parseTagList(values.tags) }),
    unavailableMessage: t.actionFailed,
    send: (body: ThreadInput) => apiRequest(communityApi.createThread, { params: { space }, body }),
    onSuccess: async (thread) => {
      toast({ title: thread.moderation === "held" ? m.heldNotice : t.threadPosted });
      await refresh(user?.id ?? "");
      navigate(communityPaths.thread(thread.id));
    },
  });
  const { errors } = form;
  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t.newThreadHeading}
      </h2>
      <FormAlert>{form.formError}</FormAlert>
      <Field label={t.titleLabel} error={errors.title}>
        <Input {...form.bind("title")} autoComplete="off" maxLength={communityLimits.titleMax} required />
      </Field>
      <Field label={t.bodyLabel} hint={t.bodyHint} error={errors.body}>
        <Textarea {...form.bind("body")} rows={8} maxLength={communityLimits.bodyMax} required />
      </Field>
      <Field label={t.tagsLabel} hint={t.tagsHint} error={errors.tags}>
        <Input {...form.bind("tags")} autoComplete="off" />
      </Field>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={form.isPending} pendingLabel={t.posting}>
          {t.postThread}
        </SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </Form>
  );
}
