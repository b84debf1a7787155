import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarClockIcon, PauseIcon, PlayIcon, SendIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { apiFieldIssues } from "#app/lib/form-errors.ts";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { newsletterCampaignsApi as api } from "#contracts/api/newsletter-campaigns.ts";
import type { Campaign } from "#contracts/newsletter-campaigns.ts";
import { formatInZone } from "#contracts/zoned-time-format.ts";
import { useAudienceCount } from "./audience-count.tsx";
import { audienceSummary, count } from "./campaign-format.tsx";
import { campaignKey, campaignListKey } from "./campaign-params.ts";
import { audienceOf, audienceValues } from "./campaign-values.ts";
import { ConfirmActionDialog } from "./confirm-action-dialog.tsx";

type Action =
  | { kind: "send" }
  | { kind: "schedule"; at: string }
  | { kind: "pause" }
  | { kind: "resume" }
  | { kind: "cancel" };

const done: Record<Action["kind"], string> = {
  send: "Sending started",
  schedule: "Campaign scheduled",
  pause: "Sending paused",
  resume: "Sending resumed",
  cancel: "Campaign cancelled",
};

type CampaignActionsProps = {
  campaign: Campaign;
  /** The version to act on: for a draft, the one its editor last saved. */
  version: number;
  /** A draft with changes not saved yet: it is sent as saved, so it must be saved first. */
  unsaved: boolean;
};

/** What can be done with the campaign in its state; every step sends the version and asks first when it mails. */
export function CampaignActions({ campaign, version, unsaved }: CampaignActionsProps) {
  const queryClient = useQueryClient();
  const zone = useViewerTimeZone();
  const atId = useId();
  const [at, setAt] = useState("");
  const [atError, setAtError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const audience = useAudienceCount(audienceOf(audienceValues(campaign.audience)));

  const act = useMutation({
    mutationFn: (action: Action) => {
      const params = { id: campaign.id };
      if (action.kind === "send") return apiRequest(api.schedule, { params, body: { version } });
      if (action.kind === "schedule")
        return apiRequest(api.schedule, { params, body: { version, at: action.at } });
      return apiRequest(api[action.kind], { params, body: { version } });
    },
    onSuccess: (result, action) => {
      queryClient.setQueryData(campaignKey(result.id), result);
      void queryClient.invalidateQueries({ queryKey: campaignListKey });
      setConfirming(null);
      setError(null);
      toast({ title: done[action.kind] });
    },
    onError: (failure, action) => {
      const atIssue = apiFieldIssues(failure).find((issue) => issue.field === "at");
      if (action.kind === "schedule" && atIssue) {
        setConfirming(null);
        setAtError(atIssue.message);
        return;
      }
      setError(failure.message);
      // Changed by someone else (or by the sender): read its state now, so the next try acts on it.
      if (failure instanceof ApiRequestError && failure.status === 409)
        void queryClient.invalidateQueries({ queryKey: campaignKey(campaign.id), exact: true });
    },
  });
  const ask = (action: Action) => {
    setError(null);
    setConfirming(action);
  };
  const askSchedule = () => {
    const instant = at ? new Date(at) : null;
    if (!instant || Number.isNaN(instant.getTime())) setAtError("Choose a date and time.");
    else if (instant.getTime() <= Date.now()) setAtError("Choose a time in the future, or send now.");
    // datetime-local has no zone: the browser reads it in the viewer's, and it leaves as an instant.
    else ask({ kind: "schedule", at: instant.toISOString() });
  };

  const reach = audience.data
    ? `${count(audience.data.count)} ${audience.data.count === 1 ? "subscriber" : "subscribers"}`
    : null;
  const status = campaign.status;

  return (
    <section
      aria-labelledby="campaign-actions-title"
      className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="campaign-actions-title" className="text-lg font-semibold text-slate-900">
        {status === "draft" ? "Send" : "Delivery"}
      </h3>
      {confirming ? null : <FormAlert>{error}</FormAlert>}
      {status === "draft" ? (
        <>
          <p className="text-sm text-slate-700">
            {unsaved
              ? "Save the draft first: a campaign is sent as it was last saved."
              : `Now it would reach ${reach ?? "..."} (${audienceSummary(campaign.audience)}).`}
          </p>
          <div className="flex flex-wrap items-start gap-3">
            <div className="sm:pt-5">
              <Button disabled={unsaved} onClick={() => ask({ kind: "send" })}>
                <SendIcon aria-hidden="true" />
                Send now
              </Button>
            </div>
            <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
              <Label htmlFor={atId}>Or schedule for</Label>
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
                <Button variant="outline" disabled={unsaved} onClick={askSchedule}>
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
        </>
      ) : (
        <Progress campaign={campaign} />
      )}
      {status === "scheduled" || status === "sending" || status === "paused" ? (
        <div className="flex flex-wrap gap-2">
          {status === "sending" ? (
            <Button variant="outline" disabled={act.isPending} onClick={() => act.mutate({ kind: "pause" })}>
              <PauseIcon aria-hidden="true" />
              Pause
            </Button>
          ) : null}
          {status === "paused" ? (
            <Button disabled={act.isPending} onClick={() => act.mutate({ kind: "resume" })}>
              <PlayIcon aria-hidden="true" />
              Resume
            </Button>
          ) : null}
          <Button variant="outline" disabled={act.isPending} onClick={() => ask({ kind: "cancel" })}>
            <XIcon aria-hidden="true" />
            Cancel campaign
          </Button>
        </div>
      ) : null}

      {confirming ? (
        <ConfirmActionDialog
          {...dialogText(confirming, campaign.subject, zone)}
          pending={act.isPending}
          error={error}
          onConfirm={() => act.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          {confirming.kind === "cancel" ? (
            <p>
              {status === "scheduled"
                ? "It will not be sent."
                : "No more mails go out; those already sent stay sent."}{" "}
              A cancelled campaign cannot be restarted.
            </p>
          ) : (
            <>
              <p>
                It goes to <strong className="text-slate-900">{reach ?? "the audience's subscribers"}</strong>{" "}
                ({audienceSummary(campaign.audience)}), each once, at the configured sending rate.
              </p>
              <p>
                {confirming.kind === "schedule"
                  ? "The audience is counted again when sending starts. Until then you can cancel it."
                  : "Mail cannot be unsent; you can pause or cancel while it sends."}
              </p>
            </>
          )}
        </ConfirmActionDialog>
      ) : null}
    </section>
  );
}

function dialogText(action: Action, subject: string, zone: string | null) {
  if (action.kind === "schedule") {
    const when = formatInZone(action.at, zone ?? "UTC", "dayDateTime");
    return {
      title: `Schedule "${subject}" for ${when}?`,
      confirmLabel: "Schedule",
      pendingLabel: "Scheduling...",
    };
  }
  if (action.kind === "cancel")
    return {
      title: `Cancel "${subject}"?`,
      confirmLabel: "Cancel campaign",
      dismissLabel: "Keep it",
      pendingLabel: "Cancelling...",
      destructive: true,
    };
  return { title: `Send "${subject}" now?`, confirmLabel: "Send now", pendingLabel: "Starting..." };
}

/** Recipients and how many are in the outbox, with the times; live while it sends. */
function Progress({ campaign }: { campaign: Campaign }) {
  const { recipientCount: total, queuedCount: queued } = campaign;
  const percent = total > 0 ? Math.min(100, Math.round((queued / total) * 100)) : 0;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">
        {campaign.startedAt
          ? `${count(queued)} of ${count(total)} ${total === 1 ? "recipient" : "recipients"} queued for delivery.`
          : "Recipients are counted when sending starts."}
      </p>
      {campaign.startedAt ? <ProgressBar value={percent} label="Recipients queued" /> : null}
    </div>
  );
}
