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
import { contentStudioApi as api } from "#contracts/api/content-studio.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { PostDetail } from "#contracts/content-studio.ts";
import { contentStudioLimits as limits, postPath, slugFromTitle } from "#contracts/content-studio-text.ts";
import { CoverField } from "./cover-field.tsx";
import { MarkdownPreview } from "./markdown-preview.tsx";
import { PostStatusBadge, PostTime, PostWhen } from "./post-format.tsx";
import { PostVersions } from "./post-versions.tsx";
import { PublishPanel } from "./publish-panel.tsx";
import { postListKey, withOpenPost } from "./studio-params.ts";
import { type PostForm, usePostForm } from "./use-post-form.ts";

/**
 * One post: its fields and Markdown body beside a live preview, saved at its version; then publishing, the
 * version history and deletion once it exists. A new post's slug follows its title until the slug is edited.
 */
export function PostEditor({ post }: { post: PostDetail | null }) {
  const { form, current, dirty, stale, accept, replaceValues, loadLatest, userId } = usePostForm(post);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!post);
  const live = current?.status === "published";
  const title = form.bind("title");
  const slug = form.bind("slug");
  const slugMoved = live && current && form.values.slug !== current.slug;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-xl font-semibold break-words text-slate-900">
            {current ? current.title : "New post"}
          </h2>
          {current ? <PostStatusBadge status={current.status} /> : null}
        </div>
        {current ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
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
        aria-label={current ? `Edit ${current.title}` : "New post"}
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
            hint={
              slugMoved
                ? `The post moves to ${postPath(form.values.slug)} when saved; its old address redirects there.`
                : `Its address: ${postPath(form.values.slug || "...")}`
            }
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
          label="Excerpt"
          name="excerpt"
          error={form.errors.excerpt}
          hint="One or two sentences under the title, on /blog and in search results. Needed to publish."
        >
          <Textarea {...form.bind("excerpt")} rows={2} maxLength={limits.excerptMax} />
        </Field>
        <div className="grid gap-5 lg:grid-cols-2">
          <Field label="Author" name="authorName" error={form.errors.authorName}>
            <Input {...form.bind("authorName")} maxLength={limits.authorMax} required />
          </Field>
          <Field
            label="Tags"
            name="tags"
            optional
            error={form.errors.tags}
            hint={`Comma-separated, at most ${limits.tagsMax}, e.g. rag, llm-engineering.`}
          >
            <Input {...form.bind("tags")} spellCheck={false} autoCapitalize="none" />
          </Field>
        </div>
        <CoverField
          form={form}
          noun="post"
          uploadUrl={current ? endpointUrl(api.uploadCover, { params: { id: current.id } }) : null}
        />
        <BodyField form={form} />
        {live ? (
          <p className="text-sm font-medium text-amber-900">
            This post is live: saving changes what visitors see at once.
          </p>
        ) : null}
        <div>
          <SubmitButton pending={form.isPending} pendingLabel="Saving...">
            {!current ? "Create draft" : live ? "Save and update the live post" : "Save draft"}
          </SubmitButton>
        </div>
      </Form>

      {current ? (
        <>
          <PublishPanel post={current} userId={userId} unsaved={dirty} onChanged={accept} />
          <PostVersions
            post={current}
            userId={userId}
            unsaved={dirty}
            onRestored={(restored) => {
              accept(restored);
              replaceValues(restored);
            }}
          />
          <DeletePost post={current} userId={userId} />
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Create the draft to add a cover, publish it now or at a time, and see its versions.
        </p>
      )}
    </div>
  );
}

/** The Markdown body beside its live preview (side by side on wide screens). */
function BodyField({ form }: { form: PostForm }) {
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-2">
      <Field
        label="Body"
        name="bodyMarkdown"
        error={form.errors.bodyMarkdown}
        hint="Markdown: ## heading, **bold**, [link](https://...), - lists, ``` code blocks. Needed to publish."
      >
        <Textarea
          {...form.bind("bodyMarkdown")}
          rows={22}
          spellCheck
          maxLength={limits.bodyMax}
          className="font-mono text-sm"
        />
      </Field>
      <MarkdownPreview markdown={form.values.bodyMarkdown} />
    </div>
  );
}

/** Deleting the post, its history and its covers, after asking. */
function DeletePost({ post, userId }: { post: PostDetail; userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiRequest(api.remove, { params: { id: post.id } }),
    onSuccess: () => {
      setAsking(false);
      toast({ title: "Post deleted", description: post.title });
      void queryClient.invalidateQueries({ queryKey: postListKey(userId) });
      void navigate(`?${withOpenPost(searchParams, null)}`, { replace: true, preventScrollReset: true });
    },
  });
  return (
    <section aria-labelledby="post-delete-title" className="grid gap-2 border-t border-slate-200 pt-4">
      <h3 id="post-delete-title" className="text-base font-semibold text-slate-900">
        Delete this post
      </h3>
      <div>
        <Button
          variant="outline"
          onClick={() => {
            remove.reset();
            setAsking(true);
          }}
        >
          <Trash2Icon aria-hidden="true" />
          Delete post
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={`Delete "${post.title}"?`}
          confirmLabel="Delete post"
          pendingLabel="Deleting..."
          dismissLabel="Keep it"
          destructive
          pending={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={() => remove.mutate()}
          onClose={() => setAsking(false)}
        >
          <p>
            The post, its whole version history and its uploaded covers are deleted. This cannot be undone.
            {post.status === "published" ? ` ${post.path} stops being served: visitors get "not found".` : ""}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
