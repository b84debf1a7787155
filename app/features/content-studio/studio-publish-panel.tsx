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

type Action = { kind: "publish" } | { kind: "schedule"; at: string } | { kind: "unpublish" };

/** What the panel needs of a post, a webinar, an episode or an opening: its title, and its state as the blog posts name theirs. */
export type PublishState = { title: string; status: PostStatus };

/** The words that differ between the kinds of item; the rest of the panel says the same for all. */
export type PublishTexts = {
  /** "post", "webinar": the toasts say "Post published". */
  noun: string;
  /** "a post", "an episode": the note asking to save first. */
  aNoun: string;
  /** The line under the heading: when it went or goes live, and where visitors see it. */
  status: ReactNode;
  /** What publishing now, at a time, and unpublishing a live item do (the confirmations' sentences). */
  publishBody: string;
  scheduleBody: string;
  unpublishBody: string;
  /** Server field names to the editor's labels (a publish refused for an empty field). */
  fieldLabels: Record<string, string>;
};

export type StudioPublishPanelProps<T> = {
  state: PublishState;
  texts: PublishTexts;
  /** Changes in the editor not saved yet: an item is published as last saved. */
  unsaved: boolean;
  /** Publish now (null) or at an instant; the caller sends the version it holds. */
  publish: (at: string | null) => Promise<T>;
  unpublish: () => Promise<T>;
  onChanged: (item: T) => void;
  /** Someone else changed the item (409): the caller re-reads it, so that reloading shows it. */
  onConflict: () => void;
  /** Shown under the state line (an opening's "closed: not on the careers pages"). */
  note?: ReactNode;
  /** A fixed id for the heading, where the page has always had one; otherwise a generated one. */
  titleId?: string;
  /** Reads the datetime-local value as an ISO instant, "" when it is none (the webinars' stricter reading). */
  instantOf?: (local: string) => string;
};

/** datetime-local has no zone: the browser reads it in the viewer's, and it leaves as an instant. */
function browserInstant(local: string): string {
  const instant = local ? new Date(local) : null;
  return instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : "";
}

/** Publish now, at a time, or take the item off the site; each step asks first and reports errors in place. */
export function StudioPublishPanel<T>({
  state,
  texts,
  unsaved,
  publish,
  unpublish,
  onChanged,
  onConflict,
  note,
  titleId: fixedTitleId,
  instantOf = browserInstant,
}: StudioPublishPanelProps<T>) {
  const zone = useViewerTimeZone();
  const atId = useId();
  const generatedTitleId = useId();
  const titleId = fixedTitleId ?? generatedTitleId;
  const [at, setAt] = useState("");
  const [atError, setAtError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const Noun = texts.noun.charAt(0).toUpperCase() + texts.noun.slice(1);
  const done: Record<Action["kind"], string> = {
    publish: `${Noun} published`,
    schedule: `${Noun} scheduled`,
    unpublish: `${Noun} taken off the site`,
  };

  const act = useMutation({
    mutationFn: (action: Action) =>
      action.kind === "unpublish" ? unpublish() : publish(action.kind === "schedule" ? action.at : null),
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
      const { fieldLabels } = texts;
      const empty = issues.find((issue) => issue.field && fieldLabels[issue.field]);
      setError(empty?.field ? `${fieldLabels[empty.field]}: ${empty.message}` : failure.message);
      if (failure instanceof ApiRequestError && failure.status === 409) onConflict();
    },
  });
  const ask = (action: Action) => {
    setError(null);
    setConfirming(action);
  };
  const askSchedule = () => {
    const instant = instantOf(at);
    if (!instant) setAtError("Choose a date and time.");
    else if (new Date(instant).getTime() <= Date.now())
      setAtError("Choose a time in the future, or publish now.");
    else ask({ kind: "schedule", at: instant });
  };

  const live = state.status === "published";
  return (
    <section
      aria-labelledby={titleId}
      className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        Publishing
      </h3>
      <p className="text-sm text-slate-700">{texts.status}</p>
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
              Save your changes first: {texts.aNoun} is published as it was last saved.
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

      {confirming ? (
        <ConfirmDialog
          {...dialogLabels(confirming, state, zone)}
          pending={act.isPending}
          error={error}
          onConfirm={() => act.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>{dialogBody(confirming, state, texts)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function dialogLabels(action: Action, state: PublishState, zone: string | null) {
  if (action.kind === "schedule") {
    const when = formatInZone(action.at, zone ?? "UTC", "dayDateTime");
    return {
      title: `Schedule "${state.title}" for ${when}?`,
      confirmLabel: "Schedule",
      pendingLabel: "Scheduling...",
    };
  }
  if (action.kind === "unpublish")
    return state.status === "published"
      ? {
          title: `Unpublish "${state.title}"?`,
          confirmLabel: "Unpublish",
          pendingLabel: "Unpublishing...",
          dismissLabel: "Keep it live",
          destructive: true,
        }
      : {
          title: `Cancel the scheduled publish of "${state.title}"?`,
          confirmLabel: "Cancel the schedule",
          pendingLabel: "Cancelling...",
          dismissLabel: "Keep it scheduled",
        };
  return {
    title: `Publish "${state.title}" now?`,
    confirmLabel: "Publish now",
    pendingLabel: "Publishing...",
  };
}

function dialogBody(action: Action, state: PublishState, texts: PublishTexts): string {
  if (action.kind === "unpublish")
    return state.status === "published"
      ? texts.unpublishBody
      : // Only a scheduled item offers this: cancelling leaves it a draft, whatever its kind.
        "It stays a draft; visitors never see it until it is published.";
  if (action.kind === "schedule") return texts.scheduleBody;
  return texts.publishBody;
}
