import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarClockIcon, EyeOffIcon, SendIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { apiFieldIssues } from "#app/lib/form-errors.ts";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { contentStudioApi as api } from "#contracts/api/content-studio.ts";
import type { PostDetail } from "#contracts/content-studio.ts";
import { formatInZone } from "#contracts/zoned-time-format.ts";
import { PostWhen } from "./post-format.tsx";
import { postKey } from "./studio-params.ts";

type Action = { kind: "publish" } | { kind: "schedule"; at: string } | { kind: "unpublish" };

const done: Record<Action["kind"], string> = {
  publish: "Post published",
  schedule: "Post scheduled",
  unpublish: "Post taken off the site",
};

/** What the server's field names are called in the editor (a publish refused for an empty field). */
const fieldLabels: Record<string, string> = { excerpt: "Excerpt", bodyMarkdown: "Body" };

type PublishPanelProps = {
  post: PostDetail;
  userId: string;
  /** Changes in the editor not saved yet: a post is published as last saved. */
  unsaved: boolean;
  onChanged: (post: PostDetail) => void;
};

/** Publish now, at a time, or take the post off the site; each step asks first and sends the version. */
export function PublishPanel({ post, userId, unsaved, onChanged }: PublishPanelProps) {
  const queryClient = useQueryClient();
  const zone = useViewerTimeZone();
  const atId = useId();
  const [at, setAt] = useState("");
  const [atError, setAtError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = useMutation({
    mutationFn: (action: Action) => {
      const params = { id: post.id };
      if (action.kind === "unpublish")
        return apiRequest(api.unpublish, { params, body: { version: post.version } });
      return apiRequest(api.publish, {
        params,
        body:
          action.kind === "schedule" ? { version: post.version, at: action.at } : { version: post.version },
      });
    },
    onSuccess: (result, action) => {
      onChanged(result);
      setConfirming(null);
      setError(null);
      setAt("");
      toast({ title: done[action.kind] });
    },
    onError: (failure, action) => {
      const issues = apiFieldIssues(failure);
      const atIssue = issues.find((issue) => issue.field === "at");
      if (action.kind === "schedule" && atIssue) {
        setConfirming(null);
        setAtError(atIssue.message);
        return;
      }
      const empty = issues.find((issue) => issue.field && fieldLabels[issue.field]);
      setError(empty?.field ? `${fieldLabels[empty.field]}: ${empty.message}` : failure.message);
      // Changed by someone else: read its state now, so that reloading shows it.
      if (failure instanceof ApiRequestError && failure.status === 409)
        void queryClient.invalidateQueries({ queryKey: postKey(userId, post.id), exact: true });
    },
  });
  const ask = (action: Action) => {
    setError(null);
    setConfirming(action);
  };
  const askSchedule = () => {
    const instant = at ? new Date(at) : null;
    if (!instant || Number.isNaN(instant.getTime())) setAtError("Choose a date and time.");
    else if (instant.getTime() <= Date.now()) setAtError("Choose a time in the future, or publish now.");
    // datetime-local has no zone: the browser reads it in the viewer's, and it leaves as an instant.
    else ask({ kind: "schedule", at: instant.toISOString() });
  };

  const live = post.status === "published";
  return (
    <section
      aria-labelledby="post-publish-title"
      className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="post-publish-title" className="text-lg font-semibold text-slate-900">
        Publishing
      </h3>
      <p className="text-sm text-slate-700">
        <PostWhen post={post} />.{" "}
        {live
          ? `Visitors find it at ${post.path}, on /blog, in search and in the sitemap.`
          : "Visitors do not see it until it is published."}
      </p>
      {confirming ? null : <FormAlert>{error}</FormAlert>}
      {live ? (
        <div>
          <Button variant="outline" disabled={act.isPending} onClick={() => ask({ kind: "unpublish" })}>
            <EyeOffIcon aria-hidden="true" />
            Unpublish
          </Button>
        </div>
      ) : (
        <>
          {unsaved ? (
            <p className="text-sm font-medium text-amber-900">
              Save your changes first: a post is published as it was last saved.
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3">
            <div className="sm:pt-6">
              <Button disabled={unsaved || act.isPending} onClick={() => ask({ kind: "publish" })}>
                <SendIcon aria-hidden="true" />
                Publish now
              </Button>
            </div>
            <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
              <Label htmlFor={atId}>
                {post.status === "scheduled" ? "Or move it to" : "Or schedule for"}
              </Label>
              <div className="flex flex-wrap gap-2">
                <Input
                  id={atId}
                  type="datetime-local"
                  className="w-auto min-w-0 flex-1 sm:max-w-64"
                  value={at}
                  disabled={unsaved}
                  aria-invalid={atError ? true : undefined}
                  aria-describedby={`${atId}-hint${atError ? ` ${atId}-error` : ""}`}
                  onChange={(event) => {
                    setAt(event.target.value);
                    setAtError(null);
                  }}
                />
                <Button variant="outline" disabled={unsaved || act.isPending} onClick={askSchedule}>
                  <CalendarClockIcon aria-hidden="true" />
                  Schedule
                </Button>
              </div>
              <p id={`${atId}-hint`} className="text-sm text-slate-600">
                Your time{zone ? ` (${zone})` : ""}.
              </p>
              <FieldError id={`${atId}-error`} message={atError} />
            </div>
          </div>
          {post.status === "scheduled" ? (
            <div>
              <Button variant="outline" disabled={act.isPending} onClick={() => ask({ kind: "unpublish" })}>
                <XIcon aria-hidden="true" />
                Cancel the schedule
              </Button>
            </div>
          ) : null}
        </>
      )}

      {confirming ? (
        <ConfirmDialog
          {...dialogText(confirming, post, zone)}
          pending={act.isPending}
          error={error}
          onConfirm={() => act.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>{dialogBody(confirming, post)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function dialogText(action: Action, post: PostDetail, zone: string | null) {
  if (action.kind === "schedule") {
    const when = formatInZone(action.at, zone ?? "UTC", "dayDateTime");
    return {
      title: `Schedule "${post.title}" for ${when}?`,
      confirmLabel: "Schedule",
      pendingLabel: "Scheduling...",
    };
  }
  if (action.kind === "unpublish")
    return post.status === "published"
      ? {
          title: `Unpublish "${post.title}"?`,
          confirmLabel: "Unpublish",
          pendingLabel: "Unpublishing...",
          dismissLabel: "Keep it live",
          destructive: true,
        }
      : {
          title: `Cancel the scheduled publish of "${post.title}"?`,
          confirmLabel: "Cancel the schedule",
          pendingLabel: "Cancelling...",
          dismissLabel: "Keep it scheduled",
        };
  return {
    title: `Publish "${post.title}" now?`,
    confirmLabel: "Publish now",
    pendingLabel: "Publishing...",
  };
}

function dialogBody(action: Action, post: PostDetail): string {
  if (action.kind === "unpublish")
    return post.status === "published"
      ? `It leaves /blog, search and the sitemap, and ${post.path} answers "not found". The post and its history stay here: you can publish it again.`
      : "It stays a draft; visitors never see it until it is published.";
  if (action.kind === "schedule")
    return "It stays a draft until then and goes live within a minute of that time, on /blog, in search and in the sitemap. You can cancel it until then.";
  return `It appears at ${post.path}, first on /blog, in search and in the sitemap, as it was last saved.`;
}
