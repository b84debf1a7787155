import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CopyIcon, RefreshCwIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { toFormRequestError } from "#app/lib/form-errors.ts";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { MeetingProviderStatus } from "#contracts/meeting-provider.ts";
import { providerText as p } from "#contracts/zoom-classes-text.ts";
import { liveSessionsKey, useProviderStatus } from "./live-session-queries.ts";
import { formatInZone } from "./zoned-time.ts";

/** Which meeting provider runs the classes, what Zoom needs from the admin, and "Sync now". */
export function ProviderPanel() {
  const { user } = useAuth();
  const status = useProviderStatus(user);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {p.heading}
      </h2>
      <QueryState query={status} loading={p.loading} failed={p.loadFailed}>
        {(data) => <ProviderBody status={data} />}
      </QueryState>
    </section>
  );
}

function ProviderBody({ status }: { status: MeetingProviderStatus }) {
  const zoom = status.provider === "zoom";
  const viewerZone = useViewerTimeZone();
  return (
    <div className="grid gap-3">
      <p>
        <span className="font-semibold text-slate-900">{zoom ? p.zoom : p.manual}</span>
        <span className="block text-sm text-slate-700">{zoom ? p.zoomBody : p.manualBody}</span>
      </p>
      {status.webhookUrl ? <WebhookUrl url={status.webhookUrl} /> : null}
      <p className={status.withoutLink > 0 ? "text-sm font-medium text-amber-800" : "text-sm text-slate-700"}>
        {p.withoutLink(status.withoutLink)}
      </p>
      {zoom ? (
        <>
          <p className="text-sm text-slate-600">
            {status.lastSyncAt
              ? p.lastSync(
                  // The viewer's zone once hydrated; UTC on the server, named so it is never misread.
                  viewerZone
                    ? formatInZone(status.lastSyncAt, viewerZone)
                    : `${formatInZone(status.lastSyncAt, "UTC")} UTC`,
                )
              : p.neverSynced}
          </p>
          <SyncNow />
        </>
      ) : null}
    </div>
  );
}

function WebhookUrl({ url }: { url: string }) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{p.webhookUrl}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          readOnly
          value={url}
          aria-describedby={`${inputId}-hint`}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          <CopyIcon aria-hidden="true" />
          {copied ? p.copied : p.copy}
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="text-sm text-slate-600">
        {p.webhookHint}
      </p>
    </div>
  );
}

function SyncNow() {
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: () => apiRequest(liveClassesApi.sync),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveSessionsKey }),
  });
  return (
    <div className="grid justify-items-start gap-2">
      <Button variant="outline" disabled={sync.isPending} onClick={() => sync.mutate()}>
        {sync.isPending ? (
          <PendingLabel>{p.syncing}</PendingLabel>
        ) : (
          <>
            <RefreshCwIcon aria-hidden="true" />
            {p.sync}
          </>
        )}
      </Button>
      {sync.data ? (
        <FormAlert tone={sync.data.failed > 0 ? "error" : "success"}>
          {p.syncResult(sync.data.created, sync.data.updated, sync.data.failed)}
          {sync.data.error ? ` ${p.syncError(sync.data.error)}` : null}
        </FormAlert>
      ) : null}
      {sync.error ? <FormAlert>{toFormRequestError(sync.error, p.syncFailed).message}</FormAlert> : null}
    </div>
  );
}
