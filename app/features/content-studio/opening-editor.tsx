import { useQueryClient } from "@tanstack/react-query";
import { ExternalLinkIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { openingsStudioApi as api } from "#contracts/api/content-studio-items.ts";
import type { OpeningStudioDetail, OpeningVersion } from "#contracts/content-studio-items.ts";
import {
  contentStudioItemsLimits as limits,
  openingKindLabels,
  openingPath,
  openingStatusLabels,
} from "#contracts/content-studio-items-text.ts";
import { slugFromTitle } from "#contracts/content-studio-text.ts";
import { ItemDelete } from "./item-delete.tsx";
import { itemKey } from "./item-params.ts";
import { ItemPublishPanel } from "./item-publish-panel.tsx";
import { ItemVersions, none, VersionMarkdown, VersionRow } from "./item-versions.tsx";
import { MarkdownPreview } from "./markdown-preview.tsx";
import { PostStatusBadge, PostTime, PostWhen } from "./post-format.tsx";
import { type OpeningForm, useOpeningForm } from "./use-opening-form.ts";

const pageOf = (kind: string) => (kind === "internship" ? "/internship" : "/careers");

/** The publishing state in the blog posts' terms (an opening's own `status` is open or closed). */
const stateOf = (opening: OpeningStudioDetail) => ({
  title: opening.title,
  status: opening.publication,
  publishAt: opening.publishAt,
  publishedAt: opening.postedAt,
});

/**
 * One job opening: its fields and Markdown description beside a live preview, saved at its version; then
 * publishing, the version history and deletion (refused once people applied: closing is the way). A new
 * opening's slug follows its title until the slug is edited.
 */
export function OpeningEditor({ opening }: { opening: OpeningStudioDetail | null }) {
  const queryClient = useQueryClient();
  const { form, current, dirty, stale, accept, replaceValues, loadLatest, userId } = useOpeningForm(opening);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!opening);
  const published = current?.publication === "published";
  const shown = published && current?.status === "open";
  const title = form.bind("title");
  const slug = form.bind("slug");

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-xl font-semibold break-words text-slate-900">
            {current ? current.title : "New opening"}
          </h2>
          {current ? <PostStatusBadge status={current.publication} /> : null}
          {current?.status === "closed" ? (
            <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              Closed
            </span>
          ) : null}
        </div>
        {current ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <span>
              <PostWhen post={stateOf(current)} />
            </span>
            <span>
              {current.applications === 1 ? "1 application" : `${current.applications} applications`}
            </span>
            <span>
              Last changed <PostTime iso={current.updatedAt} />
              {current.updatedBy ? ` by ${current.updatedBy}` : ""}
            </span>
            {shown ? (
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
        aria-label={current ? `Edit ${current.title}` : "New opening"}
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
            hint={`Its anchor on the careers pages: ${openingPath(
              form.values.kind === "internship" ? "internship" : "job",
              form.values.slug || "...",
            )}`}
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
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Kind"
            name="kind"
            error={form.errors.kind}
            hint={`Listed on ${pageOf(form.values.kind)}.`}
          >
            <Select {...form.bind("kind")}>
              <option value="job">{openingKindLabels.job}</option>
              <option value="internship">{openingKindLabels.internship}</option>
            </Select>
          </Field>
          <Field
            label="Applications"
            name="status"
            error={form.errors.status}
            hint="Closed: off the careers pages and no more applications; the opening and its applications stay."
          >
            <Select {...form.bind("status")}>
              <option value="open">{openingStatusLabels.open}: takes applications</option>
              <option value="closed">{openingStatusLabels.closed}</option>
            </Select>
          </Field>
        </div>
        <div className="grid gap-5 lg:grid-cols-3">
          <Field label="Team" name="team" error={form.errors.team}>
            <Input {...form.bind("team")} maxLength={limits.teamMax} required />
          </Field>
          <Field
            label="Location"
            name="location"
            error={form.errors.location}
            hint="e.g. Remote (worldwide)."
          >
            <Input {...form.bind("location")} maxLength={limits.locationMax} required />
          </Field>
          <Field
            label="Employment type"
            name="employmentType"
            error={form.errors.employmentType}
            hint="e.g. Full-time; Internship, 12 weeks, paid."
          >
            <Input {...form.bind("employmentType")} maxLength={limits.employmentTypeMax} required />
          </Field>
        </div>
        <Field
          label="Summary"
          name="summary"
          error={form.errors.summary}
          hint="One or two sentences under the title on the careers page and in search results. Needed to publish."
        >
          <Textarea {...form.bind("summary")} rows={2} maxLength={limits.summaryMax} />
        </Field>
        <DescriptionField form={form} />
        {shown ? (
          <p className="text-sm font-medium text-amber-900">
            This opening is live: saving changes what visitors see at once.
          </p>
        ) : null}
        <div>
          <SubmitButton pending={form.isPending} pendingLabel="Saving...">
            {!current ? "Create draft" : shown ? "Save and update the live opening" : "Save draft"}
          </SubmitButton>
        </div>
      </Form>

      {current ? (
        <>
          <ItemPublishPanel
            state={stateOf(current)}
            words={{
              noun: "opening",
              where: `on ${pageOf(current.kind)} and in the site search while it is open`,
              fieldLabels: { summary: "Summary", descriptionMarkdown: "Description" },
            }}
            note={
              current.status === "closed" ? (
                <p className="text-sm text-amber-900">
                  It is closed: even published, it is not on the careers pages and takes no applications.
                </p>
              ) : null
            }
            unsaved={dirty}
            publish={(at) =>
              apiRequest(api.publish, {
                params: { id: current.id },
                body: at ? { version: current.version, at } : { version: current.version },
              })
            }
            unpublish={() =>
              apiRequest(api.unpublish, { params: { id: current.id }, body: { version: current.version } })
            }
            onChanged={accept}
            onConflict={() =>
              void queryClient.invalidateQueries({
                queryKey: itemKey("opening", userId, current.id),
                exact: true,
              })
            }
          />
          <ItemVersions
            prefix="opening"
            itemId={current.id}
            version={current.version}
            live={Boolean(shown)}
            userId={userId}
            unsaved={dirty}
            noun="opening"
            list={(page, signal) =>
              apiRequest(api.versions, { params: { id: current.id }, query: { page }, signal })
            }
            load={(number, signal) =>
              apiRequest(api.version, { params: { id: current.id, number: String(number) }, signal })
            }
            restore={(number) =>
              apiRequest(api.restore, {
                params: { id: current.id, number: String(number) },
                body: { version: current.version },
              })
            }
            onRestored={(restored) => {
              accept(restored);
              replaceValues(restored);
            }}
            renderVersion={OpeningVersionRows}
            restoreNote="title, team, location, employment type, summary and description; its slug, kind and whether it is open stay."
          />
          <ItemDelete
            prefix="opening"
            userId={userId}
            title={current.title}
            noun="opening"
            remove={() => apiRequest(api.remove, { params: { id: current.id } })}
            blocked={
              current.applications > 0
                ? `People applied to this opening, so it cannot be deleted: their applications stay with it. Set Applications to Closed and save instead: it leaves the careers pages and takes no more applications.`
                : undefined
            }
            consequences={`The opening and its whole version history are deleted. This cannot be undone.${
              shown ? ` It leaves ${pageOf(current.kind)} and the site search at once.` : ""
            }`}
          />
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Create the draft to publish it now or at a time, and see its versions.
        </p>
      )}
    </div>
  );
}

/** The Markdown description beside its live preview (side by side on wide screens). */
function DescriptionField({ form }: { form: OpeningForm }) {
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-2">
      <Field
        label="Description"
        name="descriptionMarkdown"
        error={form.errors.descriptionMarkdown}
        hint="Markdown: ## heading, **bold**, [link](https://...), - lists. Needed to publish."
      >
        <Textarea
          {...form.bind("descriptionMarkdown")}
          rows={18}
          spellCheck
          maxLength={limits.markdownMax}
          className="font-mono text-sm"
        />
      </Field>
      <MarkdownPreview markdown={form.values.descriptionMarkdown} />
    </div>
  );
}

function OpeningVersionRows(version: OpeningVersion) {
  return (
    <>
      <VersionRow label="Title">{version.title}</VersionRow>
      <VersionRow label="Slug">
        <span className="font-mono break-all">{version.slug}</span>
      </VersionRow>
      <VersionRow label="Kind">{openingKindLabels[version.openingKind]}</VersionRow>
      <VersionRow label="Applications">{openingStatusLabels[version.status]}</VersionRow>
      <VersionRow label="Team">{version.team}</VersionRow>
      <VersionRow label="Location">{version.location}</VersionRow>
      <VersionRow label="Employment type">{version.employmentType}</VersionRow>
      <VersionRow label="Summary">{version.summary || none}</VersionRow>
      <VersionRow label="Description">
        <VersionMarkdown markdown={version.descriptionMarkdown} />
      </VersionRow>
    </>
  );
}
