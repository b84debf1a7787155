import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarClockIcon, EyeOffIcon, RocketIcon } from "lucide-react";
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
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import { pageDetailQuery, pageListKey, pageVersionsKey } from "./page-builder-queries.ts";
import { PageStatusLine } from "./page-status-line.tsx";
import { type PageDetailData, staleAction } from "./page-values.ts";
import { type PublishAction, publishDialogText } from "./publish-dialog-text.tsx";
import { localDateTimeToIso } from "./schedule-time.ts";

const done: Record<PublishAction["kind"], string> = {
  publish: "Page published",
  schedule: "Publication scheduled",
  unpublish: "Page unpublished",
};

type PublishPanelProps = {
  page: PageDetailData;
  userId: string;
  /** The version the editor holds: every step is taken at it. */
  version: number;
  /** Changes not saved yet: publishing puts the saved draft live, so they must be saved first. */
  unsaved: boolean;
  /** Blocks of the saved draft. */
  savedBlocks: number;
  onChanged: (page: PageDetailData) => void;
};

/** Publish now, schedule or unpublish (admins only), each behind a question that says what will happen. */
export function PublishPanel({ page, userId, version, unsaved, savedBlocks, onChanged }: PublishPanelProps) {
  const queryClient = useQueryClient();
  const zone = useViewerTimeZone();
  const atId = useId();
  const [at, setAt] = useState("");
  const [atError, setAtError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PublishAction | null>(null);

  const act = useMutation({
    mutationFn: (action: PublishAction) => {
      const params = { id: page.id };
      if (action.kind === "unpublish")
        return apiRequest(pageBuilderApi.unpublish, { params, body: { version } });
      const body = action.kind === "schedule" ? { version, at: action.at } : { version };
      return apiRequest(pageBuilderApi.publish, { params, body });
    },
    onSuccess: (result, action) => {
      queryClient.setQueryData(pageDetailQuery(userId, page.id).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: pageListKey(userId) });
      void queryClient.invalidateQueries({ queryKey: pageVersionsKey(userId, page.id) });
      onChanged(result);
      setConfirming(null);
      setAt("");
      toast({ title: done[action.kind], description: result.path });
    },
    onError: (failure, action) => {
      const atIssue = apiFieldIssues(failure).find((issue) => issue.field === "at");
      if (action.kind === "schedule" && atIssue) {
        setConfirming(null);
        setAtError(atIssue.message);
      }
    },
  });
  const error = act.error ? failureText(act.error) : null;

  const ask = (action: PublishAction) => {
    act.reset();
    setConfirming(action);
  };
  const askSchedule = () => {
    const iso = at ? localDateTimeToIso(at) : null;
    if (!iso) setAtError("Choose a date and time.");
    else if (new Date(iso).getTime() <= Date.now()) setAtError(pageBuilderMessages.scheduleInPast);
    else ask({ kind: "schedule", at: iso });
  };

  const blocked = unsaved
    ? "Save the draft first: publishing puts the saved draft live."
    : savedBlocks === 0
      ? pageBuilderMessages.emptyPage
      : null;

  return (
    <section
      aria-labelledby="page-publish-title"
      className="grid min-w-0 content-start gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="page-publish-title" className="text-lg font-semibold text-slate-900">
        Publishing
      </h2>
      <PageStatusLine page={page} />
      {confirming ? null : <FormAlert>{error}</FormAlert>}
      {blocked ? <p className="text-sm text-slate-700">{blocked}</p> : null}
      <div className="grid gap-4">
        <div>
          <Button disabled={blocked !== null || act.isPending} onClick={() => ask({ kind: "publish" })}>
            <RocketIcon aria-hidden="true" />
            Publish now
          </Button>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={atId}>Or schedule for</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={atId}
              type="datetime-local"
              className="w-auto min-w-0 flex-1 basis-48"
              value={at}
              disabled={blocked !== null}
              aria-invalid={atError ? true : undefined}
              aria-describedby={`${atId}-hint${atError ? ` ${atId}-error` : ""}`}
              onChange={(event) => {
                setAt(event.target.value);
                setAtError(null);
              }}
            />
            <Button variant="outline" disabled={blocked !== null || act.isPending} onClick={askSchedule}>
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
      {page.status === "draft" ? null : (
        <div>
          <Button variant="outline" disabled={act.isPending} onClick={() => ask({ kind: "unpublish" })}>
            <EyeOffIcon aria-hidden="true" />
            {page.status === "scheduled" ? "Cancel the schedule" : "Unpublish"}
          </Button>
        </div>
      )}

      {confirming ? (
        <ConfirmDialog
          {...publishDialogText(confirming, page, savedBlocks, zone).labels}
          pending={act.isPending}
          error={error}
          onConfirm={() => act.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          {publishDialogText(confirming, page, savedBlocks, zone).body}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function failureText(error: Error): string {
  if (error instanceof ApiRequestError && error.status === 403) return pageBuilderMessages.marketerPublish;
  if (error instanceof ApiRequestError && error.status === 409 && error.message === pageBuilderMessages.stale)
    return staleAction;
  return error.message || "That did not work. Try again.";
}
