import { useQueryClient } from "@tanstack/react-query";
import { ExternalLinkIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { episodesStudioApi as api } from "#contracts/api/content-studio-items.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { EpisodeDetail, EpisodeVersion } from "#contracts/content-studio-items.ts";
import {
  durationText,
  episodePath,
  contentStudioItemsLimits as limits,
} from "#contracts/content-studio-items-text.ts";
import { slugFromTitle } from "#contracts/content-studio-text.ts";
import { CoverField } from "./cover-field.tsx";
import { ItemDelete } from "./item-delete.tsx";
import { itemKey } from "./item-params.ts";
import { ItemPublishPanel } from "./item-publish-panel.tsx";
import { ItemVersions, none, VersionMarkdown, VersionRow } from "./item-versions.tsx";
import { MarkdownPreview } from "./markdown-preview.tsx";
import { PostStatusBadge, PostTime, PostWhen } from "./post-format.tsx";
import { type EpisodeForm, useEpisodeForm } from "./use-episode-form.ts";

const publishWords = {
  noun: "episode",
  where: "on /podcast and in the site search",
  fieldLabels: { summary: "Summary", showNotesMarkdown: "Show notes" },
};

/**
 * One podcast episode: its fields and Markdown show notes beside a live preview, saved at its version; then
 * publishing, the version history and deletion once it exists. A new episode's slug follows its title until
 * the slug is edited.
 */
export function EpisodeEditor({ episode }: { episode: EpisodeDetail | null }) {
  const queryClient = useQueryClient();
  const { form, current, dirty, stale, accept, replaceValues, loadLatest, userId } = useEpisodeForm(
    episode,
    "",
  );
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!episode);
  const live = current?.status === "published";
  const title = form.bind("title");
  const slug = form.bind("slug");

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-xl font-semibold break-words text-slate-900">
            {current ? current.title : "New episode"}
          </h2>
          {current ? <PostStatusBadge status={current.status} /> : null}
        </div>
        {current ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <span>Episode {current.episodeNumber}</span>
            <span>
              <PostWhen post={current} />
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
        aria-label={current ? `Edit ${current.title}` : "New episode"}
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
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem]">
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
            hint={`Its anchor on the podcast page: ${episodePath(form.values.slug || "...")}`}
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
          <Field
            label="Episode number"
            name="episodeNumber"
            error={form.errors.episodeNumber}
            hint="0 for a trailer."
          >
            <Input {...form.bind("episodeNumber")} inputMode="numeric" required />
          </Field>
        </div>
        <Field
          label="Summary"
          name="summary"
          error={form.errors.summary}
          hint="One or two sentences under the title on /podcast and in search results. Needed to publish."
        >
          <Textarea {...form.bind("summary")} rows={2} maxLength={limits.summaryMax} />
        </Field>
        <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Field
            label="Audio file"
            name="audioUrl"
            error={form.errors.audioUrl}
            hint="The episode's audio over https://, e.g. https://media.example.com/episode-12.mp3."
          >
            <Input {...form.bind("audioUrl")} type="url" inputMode="url" spellCheck={false} required />
          </Field>
          <Field
            label="Length"
            name="durationSeconds"
            error={form.errors.durationSeconds}
            hint="minutes:seconds, or hours:minutes:seconds."
          >
            <Input {...form.bind("durationSeconds")} placeholder="42:10" spellCheck={false} required />
          </Field>
        </div>
        <div className="grid gap-5 lg:grid-cols-2">
          <Field
            label="Guests"
            name="guests"
            optional
            error={form.errors.guests}
            hint={`One name a line, at most ${limits.guestsMax}.`}
          >
            <Textarea {...form.bind("guests")} rows={3} />
          </Field>
          <Field
            label="Tags"
            name="tags"
            optional
            error={form.errors.tags}
            hint="Comma-separated, e.g. evaluation, careers."
          >
            <Input {...form.bind("tags")} spellCheck={false} autoCapitalize="none" />
          </Field>
        </div>
        <CoverField
          form={form}
          noun="episode"
          hint="Shown above the episode on /podcast, best at 1200 × 630 pixels."
          uploadUrl={current ? endpointUrl(api.uploadCover, { params: { id: current.id } }) : null}
        />
        <ShowNotesField form={form} />
        {live ? (
          <p className="text-sm font-medium text-amber-900">
            This episode is live: saving changes what visitors see at once.
          </p>
        ) : null}
        <div>
          <SubmitButton pending={form.isPending} pendingLabel="Saving...">
            {!current ? "Create draft" : live ? "Save and update the live episode" : "Save draft"}
          </SubmitButton>
        </div>
      </Form>

      {current ? (
        <>
          <ItemPublishPanel
            state={current}
            words={publishWords}
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
                queryKey: itemKey("episode", userId, current.id),
                exact: true,
              })
            }
          />
          <ItemVersions
            prefix="episode"
            itemId={current.id}
            version={current.version}
            live={live}
            userId={userId}
            unsaved={dirty}
            noun="episode"
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
            renderVersion={EpisodeVersionRows}
            restoreNote="title, summary, guests, audio, length, tags, cover and show notes; its slug and number stay."
          />
          <ItemDelete
            prefix="episode"
            userId={userId}
            title={current.title}
            noun="episode"
            remove={() => apiRequest(api.remove, { params: { id: current.id } })}
            consequences={`The episode, its whole version history and its uploaded covers are deleted. This cannot be undone.${
              live ? " It leaves /podcast and the site search at once." : ""
            }`}
          />
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Create the draft to add a cover, publish it now or at a time, and see its versions.
        </p>
      )}
    </div>
  );
}

/** The Markdown show notes beside their live preview (side by side on wide screens). */
function ShowNotesField({ form }: { form: EpisodeForm }) {
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-2">
      <Field
        label="Show notes"
        name="showNotesMarkdown"
        error={form.errors.showNotesMarkdown}
        hint="Markdown: ## heading, **bold**, [link](https://...), - lists. Needed to publish."
      >
        <Textarea
          {...form.bind("showNotesMarkdown")}
          rows={18}
          spellCheck
          maxLength={limits.markdownMax}
          className="font-mono text-sm"
        />
      </Field>
      <MarkdownPreview markdown={form.values.showNotesMarkdown} />
    </div>
  );
}

function EpisodeVersionRows(version: EpisodeVersion) {
  return (
    <>
      <VersionRow label="Title">{version.title}</VersionRow>
      <VersionRow label="Slug">
        <span className="font-mono break-all">{version.slug}</span>
      </VersionRow>
      <VersionRow label="Number">{version.episodeNumber}</VersionRow>
      <VersionRow label="Summary">{version.summary || none}</VersionRow>
      <VersionRow label="Guests">{version.guests.length > 0 ? version.guests.join(", ") : none}</VersionRow>
      <VersionRow label="Audio">
        <span className="break-all">{version.audioUrl}</span> ({durationText(version.durationSeconds)})
      </VersionRow>
      <VersionRow label="Tags">{version.tags.length > 0 ? version.tags.join(", ") : none}</VersionRow>
      <VersionRow label="Cover">
        {version.coverPath ? (
          <span className="break-all">{`${version.coverPath} (${version.coverAlt})`}</span>
        ) : (
          none
        )}
      </VersionRow>
      <VersionRow label="Show notes">
        <VersionMarkdown markdown={version.showNotesMarkdown} />
      </VersionRow>
    </>
  );
}
