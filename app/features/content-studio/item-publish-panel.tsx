import { useMutation } from "@tanstack/react-query";
import { CalendarClockIcon, EyeOffIcon, SendIcon, XIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { apiFieldIssues } from "#app/lib/form-errors.ts";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import type { PostStatus } from "#contracts/content-studio-text.ts";
import { formatInZone } from "#contracts/zoned-time-format.ts";
import { PostWhen } from "./post-format.tsx";

type Action = { kind: "publish" } | { kind: "schedule"; at: string } | { kind: "unpublish" };

/** What the publish panel needs of an episode or an opening: its state as the blog posts name theirs. */
export type PublishState = {
  title: string;
  status: PostStatus;
  publishAt: string | null;
  publishedAt: string | null;
};

/** The sentences that differ between episodes and openings. */
export type PublishWords = {
  /** "episode", "opening". */
  noun: string;
  /** Where a live item is seen: "on /podcast and in search". */
  where: string;
  /** Server field names to their labels (a publish refused for an empty field). */
  fieldLabels: Record<string, string>;
};

type ItemPublishPanelProps<T> = {
  state: PublishState;
  words: PublishWords;
  /** Changes in the editor not saved yet: an item is published as last saved. */
  unsaved: boolean;
  publish: (at: string | null) => Promise<T>;
  unpublish: () => Promise<T>;
  onChanged: (item: T) => void;
  /** Someone else changed the item (409): the caller re-reads it. */
  onConflict: () => void;
  /** Shown under the state line (an opening's "closed: not on the careers pages"). */
  note?: ReactNode;
};

/**
 * Publish now, at a time, or take the item off the site; each step asks first (the blog posts' PublishPanel,
 * for an episode or an opening: the caller sends the version it holds).
 */
export function ItemPublishPanel<T>({
  state,
  words,
  unsaved,
  publish,
  unpublish,
  onChanged,
  onConflict,
  note,
}: ItemPublishPanelProps<T>) {
  const zone = useViewerTimeZone();
  const atId = useId();
  const titleId = useId();
  const [at, setAt] = useState("");
  const [atError, setAtError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const noun = words.noun;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  const act = useMutation({
    mutationFn: (action: Action) =>
      action.kind === "unpublish" ? unpublish() : publish(action.kind === "schedule" ? action.at : null),
    onSuccess: (result, action) => {
      onChanged(result);
      setConfirming(null);
      setError(null);
      setAt("");
      toast({
        title:
          action.kind === "publish"
            ? `${Noun} published`
            : action.kind === "schedule"
              ? `${Noun} scheduled`
              : `${Noun} taken off the site`,
      });
    },
    onError: (failure, action) => {
      const issues = apiFieldIssues(failure);
      const atIssue = issues.find((issue) => issue.field === "at");
      if (action.kind === "schedule" && atIssue) {
        setConfirming(null);
        setAtError(atIssue.message);
        return;
      }
      const empty = issues.find((issue) => issue.field && words.fieldLabels[issue.field]);
      setError(empty?.field ? `${words.fieldLabels[empty.field]}: ${empty.message}` : failure.message);
      if (failure instanceof ApiRequestError && failure.status === 409) onConflict();
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

  const live = state.status === "published";
  const dialog = confirming ? dialogText(confirming, state, words, zone) : null;
  return (
    <section
      aria-labelledby={titleId}
      className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        Publishing
      </h3>
      <p className="text-sm text-slate-700">
        <PostWhen post={state} />.{" "}
        {live ? `Visitors find it ${words.where}.` : "Visitors do not see it until it is published."}
      </p>
      {note}
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
              Save your changes first: an {noun} is published as it was last saved.
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
                {state.status === "scheduled" ? "Or move it to" : "Or schedule for"}
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
          {state.status === "scheduled" ? (
            <div>
              <Button variant="outline" disabled={act.isPending} onClick={() => ask({ kind: "unpublish" })}>
                <XIcon aria-hidden="true" />
                Cancel the schedule
              </Button>
            </div>
          ) : null}
        </>
      )}

      {confirming && dialog ? (
        <ConfirmDialog
          {...dialog.labels}
          pending={act.isPending}
          error={error}
          onConfirm={() => act.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>{dialog.body}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function dialogText(action: Action, state: PublishState, words: PublishWords, zone: string | null) {
  if (action.kind === "schedule") {
    const when = formatInZone(action.at, zone ?? "UTC", "dayDateTime");
    return {
      labels: {
        title: `Schedule "${state.title}" for ${when}?`,
        confirmLabel: "Schedule",
        pendingLabel: "Scheduling...",
      },
      body: `It stays a draft until then and goes live within a minute of that time, ${words.where}. You can cancel it until then.`,
    };
  }
  if (action.kind === "unpublish")
    return state.status === "published"
      ? {
          labels: {
            title: `Unpublish "${state.title}"?`,
            confirmLabel: "Unpublish",
            pendingLabel: "Unpublishing...",
            dismissLabel: "Keep it live",
            destructive: true,
          },
          body: `Visitors no longer find it ${words.where}. The ${words.noun} and its history stay here: you can publish it again.`,
        }
      : {
          labels: {
            title: `Cancel the scheduled publish of "${state.title}"?`,
            confirmLabel: "Cancel the schedule",
            pendingLabel: "Cancelling...",
            dismissLabel: "Keep it scheduled",
          },
          body: "It stays a draft; visitors never see it until it is published.",
        };
  return {
    labels: {
      title: `Publish "${state.title}" now?`,
      confirmLabel: "Publish now",
      pendingLabel: "Publishing...",
    },
    body: `Visitors find it ${words.where} at once, as it was last saved.`,
  };
}
