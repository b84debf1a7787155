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
import { webinarStudioApi as api } from "#contracts/api/content-studio-webinars.ts";
import type { WebinarDetail } from "#contracts/content-studio-webinars.ts";
import { formatInZone } from "#contracts/zoned-time-format.ts";
import { PostTime } from "./post-format.tsx";
import { webinarKey } from "./webinar-params.ts";
import { instantOf } from "./webinar-values.ts";

type Action = { kind: "publish" } | { kind: "schedule"; at: string } | { kind: "unpublish" };

const done: Record<Action["kind"], string> = {
  publish: "Webinar published",
  schedule: "Webinar scheduled",
  unpublish: "Webinar taken off the site",
};

/** What the server's field names are called in the editor (a publish refused for an empty field). */
const fieldLabels: Record<string, string> = { summary: "Summary", descriptionMarkdown: "Description" };

type WebinarPublishPanelProps = {
  webinar: WebinarDetail;
  userId: string;
  /** Changes in the editor not saved yet: a webinar is published as last saved. */
  unsaved: boolean;
  onChanged: (webinar: WebinarDetail) => void;
};

/** Publish now, at a time, or take the webinar off the site; each step asks first and sends the version. */
export function WebinarPublishPanel({ webinar, userId, unsaved, onChanged }: WebinarPublishPanelProps) {
  const queryClient = useQueryClient();
  const zone = useViewerTimeZone();
  const atId = useId();
  const [at, setAt] = useState("");
  const [atError, setAtError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = useMutation({
    mutationFn: (action: Action) => {
      const params = { id: webinar.id };
      if (action.kind === "unpublish")
        return apiRequest(api.unpublish, { params, body: { version: webinar.version } });
      return apiRequest(api.publish, {
        params,
        body:
          action.kind === "schedule"
            ? { version: webinar.version, at: action.at }
            : { version: webinar.version },
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
        void queryClient.invalidateQueries({ queryKey: webinarKey(userId, webinar.id), exact: true });
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

  const live = webinar.status === "published";
  return (
    <section
      aria-labelledby="webinar-publish-title"
      className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="webinar-publish-title" className="text-lg font-semibold text-slate-900">
        Publishing
      </h3>
      <p className="text-sm text-slate-700">
        {live ? (
          "Published: visitors find it on /webinars and in search, and can register."
        ) : webinar.status === "scheduled" && webinar.publishAt ? (
          <>
            Goes live <PostTime iso={webinar.publishAt} />. Until then visitors do not see it.
          </>
        ) : (
          "Not published: visitors do not see it, and nobody can register."
        )}
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
              Save your changes first: a webinar is published as it was last saved.
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
                {webinar.status === "scheduled" ? "Or move it to" : "Or schedule for"}
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
          {webinar.status === "scheduled" ? (
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
          {...dialogText(confirming, webinar, zone)}
          pending={act.isPending}
          error={error}
          onConfirm={() => act.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>{dialogBody(confirming, webinar)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function dialogText(action: Action, webinar: WebinarDetail, zone: string | null) {
  if (action.kind === "schedule")
    return {
      title: `Schedule "${webinar.title}" for ${formatInZone(action.at, zone ?? "UTC", "dayDateTime")}?`,
      confirmLabel: "Schedule",
      pendingLabel: "Scheduling...",
    };
  if (action.kind === "unpublish")
    return webinar.status === "published"
      ? {
          title: `Unpublish "${webinar.title}"?`,
          confirmLabel: "Unpublish",
          pendingLabel: "Unpublishing...",
          dismissLabel: "Keep it live",
          destructive: true,
        }
      : {
          title: `Cancel the scheduled publish of "${webinar.title}"?`,
          confirmLabel: "Cancel the schedule",
          pendingLabel: "Cancelling...",
          dismissLabel: "Keep it scheduled",
        };
  return {
    title: `Publish "${webinar.title}" now?`,
    confirmLabel: "Publish now",
    pendingLabel: "Publishing...",
  };
}

function dialogBody(action: Action, webinar: WebinarDetail): string {
  if (action.kind === "unpublish")
    return webinar.status === "published"
      ? `It leaves /webinars and search, and registration closes. Its ${webinar.registrants} ${webinar.registrants === 1 ? "registrant stays" : "registrants stay"}, and so does its history: you can publish it again.`
      : "It stays a draft; visitors never see it until it is published.";
  if (action.kind === "schedule")
    return "It stays a draft until then and appears on /webinars within a minute of that time, open for registration. You can cancel it until then.";
  return `It appears at ${webinar.path}, in search and in the page's event data, open for registration, as it was last saved.`;
}
