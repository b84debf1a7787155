import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ExternalLinkIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { webinarStudioApi as api } from "#contracts/api/content-studio-webinars.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { slugFromTitle } from "#contracts/content-studio-text.ts";
import type { WebinarDetail } from "#contracts/content-studio-webinars.ts";
import { webinarStudioLimits as limits, webinarPath } from "#contracts/content-studio-webinars-text.ts";
import { CoverField } from "./cover-field.tsx";
import { MarkdownPreview } from "./markdown-preview.tsx";
import { PostStatusBadge, PostTime } from "./post-format.tsx";
import { useWebinarForm, type WebinarForm } from "./use-webinar-form.ts";
import { webinarListKey, withOpenWebinar } from "./webinar-params.ts";
import { WebinarPublishPanel } from "./webinar-publish-panel.tsx";
import { WebinarRegistrants } from "./webinar-registrants.tsx";
import { WebinarVersions } from "./webinar-versions.tsx";

/**
 * One webinar: its fields and Markdown description beside a live preview, saved at its version; then
 * publishing, registrants, the version history and deletion once it exists. A new webinar's slug follows its
 * title until the slug is edited. Setting or changing the join link mails it to the registrants on save, and so
 * does a new time or length (with an updated calendar invite).
 */
export function WebinarEditor({ webinar }: { webinar: WebinarDetail | null }) {
  const { form, current, dirty, stale, accept, replaceValues, loadLatest, userId } = useWebinarForm(webinar);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!webinar);
  const live = current?.status === "published";
  const title = form.bind("title");
  const slug = form.bind("slug");
  const joinUrl = form.values.joinUrl.trim();
  // A new or changed link is mailed on save to the registrants it has not reached (not once the webinar is over).
  const linkChanges = Boolean(
    current && current.timing !== "past" && joinUrl && joinUrl !== (current.joinUrl ?? ""),
  );

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-xl font-semibold break-words text-slate-900">
            {current ? current.title : "New webinar"}
          </h2>
          {current ? <PostStatusBadge status={current.status} /> : null}
        </div>
        {current ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <span>
              Starts <PostTime iso={current.startsAt} />
            </span>
            <span>
              {current.registrants} {current.registrants === 1 ? "registrant" : "registrants"}
            </span>
            <span>
              Last changed <PostTime iso={current.updatedAt} />
              {current.updatedBy ? ` by ${current.updatedBy}` : ""}
            </span>
            {live ? (
              <a
                href={current.path}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                View on the site
                <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        ) : null}
      </header>

      <Form
        onSubmit={form.onSubmit}
        pending={form.isPending}
        aria-label={current ? `Edit ${current.title}` : "New webinar"}
        className="grid min-w-0 gap-5"
      >
        <FormAlert>{form.formError}</FormAlert>
        {stale ? (
          <div>
            <Button variant="outline" size="sm" onClick={() => void loadLatest()}>
              Discard my changes and load the latest version
            </Button>
          </div>
        ) : null}
        <div className="grid gap-5 lg:grid-cols-2">
          <Field label="Title" name="title" error={form.errors.title}>
            <Input
              {...title}
              maxLength={limits.titleMax}
              required
              onChange={(event) => {
                title.onChange(event);
                if (slugFollowsTitle) form.setValue("slug", slugFromTitle(event.target.value));
              }}
            />
          </Field>
          <Field
            label="Slug"
            name="slug"
            error={form.errors.slug}
            hint={`Its place on the site: ${webinarPath(form.values.slug || "...")}`}
          >
            <Input
              {...slug}
              maxLength={limits.slugMax}
              required
              spellCheck={false}
              autoCapitalize="none"
              className="font-mono"
              onChange={(event) => {
                slug.onChange(event);
                setSlugFollowsTitle(false);
              }}
            />
          </Field>
        </div>
        <Field
          label="Summary"
          name="summary"
          error={form.errors.summary}
          hint="One or two sentences under the title, on /webinars and in search results. Needed to publish."
        >
          <Textarea {...form.bind("summary")} rows={2} maxLength={limits.summaryMax} />
        </Field>
        <div className="grid gap-5 lg:grid-cols-3">
          <Field label="Host" name="hostName" error={form.errors.hostName}>
            <Input {...form.bind("hostName")} maxLength={limits.hostMax} required />
          </Field>
          <Field
            label="Starts"
            name="startsAt"
            error={form.errors.startsAt}
            hint={
              current && current.registrants > 0
                ? "Your time. A new time or length is mailed to the registrants, with an updated calendar invite."
                : "Your time."
            }
          >
            <Input {...form.bind("startsAt")} type="datetime-local" required />
          </Field>
          <Field
            label="Length (minutes)"
            name="durationMinutes"
            error={form.errors.durationMinutes}
            hint={`${limits.durationMin} to ${limits.durationMax}.`}
          >
            <Input
              {...form.bind("durationMinutes")}
              inputMode="numeric"
              pattern="[0-9]*"
              required
              className="tabular-nums"
            />
          </Field>
        </div>
        <div className="grid gap-5 lg:grid-cols-2">
          <Field
            label="Join link"
            name="joinUrl"
            optional
            error={form.errors.joinUrl}
            hint={
              linkChanges && current && current.registrants > 0
                ? `Saving mails this link to the ${current.registrants === 1 ? "registrant" : `${current.registrants} registrants`} it has not reached yet.`
                : "https:// only. Never shown on the site: mailed to registrants, and in every confirmation."
            }
          >
            <Input
              {...form.bind("joinUrl")}
              type="url"
              maxLength={limits.urlMax}
              spellCheck={false}
              autoCapitalize="none"
              placeholder="https://"
            />
          </Field>
          <Field
            label="Recording link"
            name="recordingUrl"
            optional
            error={form.errors.recordingUrl}
            hint="https:// only. Offered on /webinars once the session is over."
          >
            <Input
              {...form.bind("recordingUrl")}
              type="url"
              maxLength={limits.urlMax}
              spellCheck={false}
              autoCapitalize="none"
              placeholder="https://"
            />
          </Field>
        </div>
        <Field
          label="Tags"
          name="tags"
          optional
          error={form.errors.tags}
          hint={`Comma-separated, at most ${limits.tagsMax}, e.g. agents, llm-engineering.`}
        >
          <Input {...form.bind("tags")} spellCheck={false} autoCapitalize="none" />
        </Field>
        <CoverField
          form={form}
          noun="webinar"
          uploadUrl={current ? endpointUrl(api.uploadCover, { params: { id: current.id } }) : null}
        />
        <DescriptionField form={form} />
        {live ? (
          <p className="text-sm font-medium text-amber-900">
            This webinar is live on /webinars: saving changes what visitors see at once.
          </p>
        ) : null}
        <div>
          <SubmitButton pending={form.isPending} pendingLabel="Saving...">
            {!current ? "Create draft" : live ? "Save and update the live webinar" : "Save draft"}
          </SubmitButton>
        </div>
      </Form>

      {current ? (
        <>
          <WebinarPublishPanel webinar={current} userId={userId} unsaved={dirty} onChanged={accept} />
          <WebinarRegistrants webinar={current} userId={userId} />
          <WebinarVersions
            webinar={current}
            userId={userId}
            unsaved={dirty}
            onRestored={(restored) => {
              accept(restored);
              replaceValues(restored);
            }}
          />
          <DeleteWebinar webinar={current} userId={userId} />
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Create the draft to add a cover, publish it now or at a time, and see its registrants and versions.
        </p>
      )}
    </div>
  );
}

/** The Markdown description beside its live preview (side by side on wide screens). */
function DescriptionField({ form }: { form: WebinarForm }) {
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-2">
      <Field
        label="Description"
        name="descriptionMarkdown"
        error={form.errors.descriptionMarkdown}
        hint="Markdown: **bold**, [link](https://...), - lists. Shown under the title on /webinars. Needed to publish."
      >
        <Textarea
          {...form.bind("descriptionMarkdown")}
          rows={16}
          spellCheck
          maxLength={limits.descriptionMax}
          className="font-mono text-sm"
        />
      </Field>
      <MarkdownPreview markdown={form.values.descriptionMarkdown} subject="description" />
    </div>
  );
}

/** Deleting a webinar nobody registered for, its history and its covers, after asking. */
function DeleteWebinar({ webinar, userId }: { webinar: WebinarDetail; userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiRequest(api.remove, { params: { id: webinar.id } }),
    onSuccess: () => {
      setAsking(false);
      toast({ title: "Webinar deleted", description: webinar.title });
      void queryClient.invalidateQueries({ queryKey: webinarListKey(userId) });
      void navigate(`?${withOpenWebinar(searchParams, null)}`, { replace: true, preventScrollReset: true });
    },
  });
  const registered = webinar.registrants > 0;
  return (
    <section aria-labelledby="webinar-delete-title" className="grid gap-2 border-t border-slate-200 pt-4">
      <h3 id="webinar-delete-title" className="text-base font-semibold text-slate-900">
        Delete this webinar
      </h3>
      {registered ? (
        <p className="text-sm text-slate-700">
          People have registered, so it cannot be deleted (their registrations stay with it). Unpublish it
          instead: it leaves /webinars and takes no more registrations.
        </p>
      ) : (
        <div>
          <Button
            variant="outline"
            onClick={() => {
              remove.reset();
              setAsking(true);
            }}
          >
            <Trash2Icon aria-hidden="true" />
            Delete webinar
          </Button>
        </div>
      )}
      {asking ? (
        <ConfirmDialog
          title={`Delete "${webinar.title}"?`}
          confirmLabel="Delete webinar"
          pendingLabel="Deleting..."
          dismissLabel="Keep it"
          destructive
          pending={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={() => remove.mutate()}
          onClose={() => setAsking(false)}
        >
          <p>
            The webinar, its whole version history and its uploaded covers are deleted. This cannot be undone.
            {webinar.status === "published" ? " It leaves /webinars at once." : ""}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
