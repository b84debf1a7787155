import { useQueryClient } from "@tanstack/react-query";
import { MegaphoneIcon, RotateCwIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import type { Announcement, AnnouncementInput } from "#contracts/announcements.ts";
import {
  announcementLimits,
  formatAnnouncementDate,
  announcementText as t,
} from "#contracts/announcements-text.ts";
import { announcementsApi } from "#contracts/api/announcements.ts";
import { batchAnnouncementsQuery, useBatchAnnouncements } from "./announcements-queries.ts";

// The schema comes with the first edit, not with the roster's first load.
const schema = lazyModule(() => import("#contracts/announcements.ts").then((m) => m.announcementBodySchema));
const fields = ["title", "body"] as const;
const empty = { title: "", body: "" };

/**
 * Below a batch's roster (issue 14): the form that posts to the batch, saying how many students the mail
 * goes to, and what was posted before, newest first.
 */
export function BatchAnnouncements({
  courseSlug,
  batchId,
  enrolled,
}: {
  courseSlug: string;
  batchId: string;
  /** The batch's students (cancelled enrollments left out): who gets the mail. */
  enrolled: number;
}) {
  return (
    <div className="mt-10 grid gap-6">
      <AnnouncementForm courseSlug={courseSlug} batchId={batchId} enrolled={enrolled} />
      <EarlierAnnouncements courseSlug={courseSlug} batchId={batchId} />
    </div>
  );
}

function AnnouncementForm({
  courseSlug,
  batchId,
  enrolled,
}: {
  courseSlug: string;
  batchId: string;
  enrolled: number;
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const id = useId();
  const form = useForm({
    initialValues: empty,
    fields,
    schema,
    unavailableMessage: t.loadFailed,
    resetOnSuccess: true,
    send: (body: AnnouncementInput) =>
      apiRequest(announcementsApi.post, { params: { courseSlug, batchId }, body }),
    onSuccess: async () => {
      toast({ title: t.posted, description: t.mailed(enrolled) });
      await queryClient.invalidateQueries({
        queryKey: batchAnnouncementsQuery(user?.id ?? "", courseSlug, batchId).queryKey,
      });
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
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t.formHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t.recipients(enrolled)}</p>
      </div>
      <FormAlert>{form.formError}</FormAlert>
      <Field label={t.titleLabel} error={errors.title}>
        <Input {...form.bind("title")} autoComplete="off" maxLength={announcementLimits.titleMax} />
      </Field>
      <Field label={t.bodyLabel} hint={t.bodyHint} error={errors.body}>
        <Textarea {...form.bind("body")} rows={6} maxLength={announcementLimits.bodyMax} />
      </Field>
      <div>
        <SubmitButton size="default" pending={form.isPending} pendingLabel="Posting...">
          {t.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}

function EarlierAnnouncements({ courseSlug, batchId }: { courseSlug: string; batchId: string }) {
  const { user } = useAuth();
  const list = useBatchAnnouncements(user, courseSlug, batchId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t.earlierHeading}
      </h2>
      {list.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading the announcements..." />
        </div>
      ) : list.isError ? (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-medium">{t.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.noneYet}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {list.data.map((item) => (
            <AnnouncementItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** As written: the Markdown shown as text (the students see it rendered). */
function AnnouncementItem({ item }: { item: Announcement }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <MegaphoneIcon aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
          <span className="break-words">{item.title}</span>
        </h3>
        <p className="text-xs text-slate-600">
          <time dateTime={item.createdAt}>{formatAnnouncementDate(item.createdAt)}</time>
          {item.authorName ? ` · ${item.authorName}` : ""}
        </p>
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">{item.body}</p>
    </li>
  );
}
