import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EyeIcon, HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { webinarStudioApi as api } from "#contracts/api/content-studio-webinars.ts";
import { postVersionKindLabels } from "#contracts/content-studio-text.ts";
import type { WebinarDetail } from "#contracts/content-studio-webinars.ts";
import { PostTime } from "./post-format.tsx";
import { webinarVersionKey, webinarVersionsKey } from "./webinar-params.ts";

const columns: readonly TableColumn[] = [
  { label: "Version" },
  { label: "Title and slug" },
  { label: "Saved" },
  { label: "Actions", srOnly: true },
];

type WebinarVersionsProps = {
  webinar: WebinarDetail;
  userId: string;
  /** Changes in the editor that a restore would replace. */
  unsaved: boolean;
  onRestored: (webinar: WebinarDetail) => void;
};

/** Every saved version, newest first, paged: read one, or make it the webinar's content again. */
export function WebinarVersions({ webinar, userId, unsaved, onRestored }: WebinarVersionsProps) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useQuery({
    // The webinar's version in the key: a save, a publish or a restore adds a row, and the list follows.
    queryKey: [...webinarVersionsKey(userId, webinar.id), webinar.version, page],
    queryFn: ({ signal }) =>
      apiRequest(api.versions, { params: { id: webinar.id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

  const restore = useMutation({
    mutationFn: (number: number) =>
      apiRequest(api.restore, {
        params: { id: webinar.id, number: String(number) },
        body: { version: webinar.version },
      }),
    onSuccess: (result, number) => {
      setRestoring(null);
      setViewing(null);
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: webinarVersionsKey(userId, webinar.id) });
      toast({
        title: `Version ${number} restored`,
        description: result.status === "published" ? "Visitors see it now." : "It is the draft now.",
      });
      onRestored(result);
    },
  });
  const restoreError =
    restore.error instanceof ApiRequestError && restore.error.status === 409
      ? "Someone saved this webinar after you opened it. Reload to see the latest version, then try again."
      : (restore.error?.message ?? null);

  return (
    <section aria-labelledby="webinar-versions-title" className="grid min-w-0 gap-3">
      <h3
        id="webinar-versions-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <HistoryIcon aria-hidden="true" className="size-5 text-indigo-700" />
        Version history
      </h3>
      <AdminListState
        query={versions}
        noun={["version", "versions"]}
        loadFailed="Could not load the versions"
        empty={{
          filtered: false,
          filteredMessage: "",
          noneMessage: "No saved versions yet.",
          clearLabel: "",
          onClear: () => setPage(1),
        }}
        paging={{ label: "Pages of versions", page, onPage: setPage }}
      >
        {(result) => (
          <Table caption="Versions of this webinar" minWidth="min-w-[40rem]" columns={columns}>
            {result.items.map((item) => {
              const current = item.number === webinar.version;
              return (
                <tr key={item.number} className={tableRow({ selected: current })}>
                  <th scope="row" className={tableCell("font-medium whitespace-nowrap text-slate-900")}>
                    {item.number}{" "}
                    <span className="font-normal text-slate-600">· {postVersionKindLabels[item.kind]}</span>
                    {current ? (
                      <span className="block text-xs font-normal text-indigo-800">Current</span>
                    ) : null}
                  </th>
                  <td className={tableCell("max-w-[18rem]")}>
                    <span className="block truncate">{item.title}</span>
                    <span className="block truncate font-mono text-xs text-slate-600">{item.slug}</span>
                  </td>
                  <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
                    <PostTime iso={item.savedAt} />
                    {item.savedBy ? (
                      <span className="block text-xs text-slate-600">by {item.savedBy}</span>
                    ) : null}
                  </td>
                  <td className={tableCell("text-right")}>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`View version ${item.number}`}
                        onClick={() => setViewing(item.number)}
                      >
                        <EyeIcon aria-hidden="true" />
                        View
                      </Button>
                      {current ? null : (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Restore version ${item.number}`}
                          onClick={() => {
                            restore.reset();
                            setRestoring(item.number);
                          }}
                        >
                          <RotateCcwIcon aria-hidden="true" />
                          Restore
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </Table>
        )}
      </AdminListState>

      {viewing !== null && restoring === null ? (
        <VersionDialog
          webinarId={webinar.id}
          userId={userId}
          number={viewing}
          onRestore={viewing === webinar.version ? undefined : () => setRestoring(viewing)}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {restoring !== null ? (
        <ConfirmDialog
          title={`Restore version ${restoring}?`}
          confirmLabel="Restore"
          pendingLabel="Restoring..."
          pending={restore.isPending}
          error={restoreError}
          onConfirm={() => restore.mutate(restoring)}
          onClose={() => setRestoring(null)}
        >
          <p>
            The webinar takes version {restoring}'s title, summary, host, time, length, recording link, tags,
            cover and description; its slug and join link stay (registrants are not mailed again). It is saved
            as a new version, so what it says now stays in the history.
          </p>
          {unsaved ? (
            <p className="font-medium text-red-800">Your unsaved changes in the editor will be lost.</p>
          ) : null}
          {webinar.status === "published" ? (
            <p>The webinar is live: visitors see the restored version at once.</p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

type VersionDialogProps = {
  webinarId: string;
  userId: string;
  number: number;
  onRestore: (() => void) | undefined;
  onClose: () => void;
};

/** One version as it was saved: its fields, and its description as written. */
function VersionDialog({ webinarId, userId, number, onRestore, onClose }: VersionDialogProps) {
  const version = useQuery({
    queryKey: webinarVersionKey(userId, webinarId, number),
    queryFn: ({ signal }) =>
      apiRequest(api.version, { params: { id: webinarId, number: String(number) }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const none = <span className="text-slate-600">None</span>;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Version {number}</DialogTitle>
          <DialogDescription>
            As it was saved; restoring makes it the webinar's content again.
          </DialogDescription>
        </DialogHeader>
        <QueryState query={version} loading="Loading the version..." failed="Could not load the version.">
          {(data) => (
            <dl className="grid max-h-[60vh] gap-2 overflow-auto text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
              <dt className="font-medium text-slate-900">Saved</dt>
              <dd>
                <PostTime iso={data.savedAt} />
                {data.savedBy ? ` by ${data.savedBy}` : ""}
              </dd>
              <dt className="font-medium text-slate-900">Title</dt>
              <dd className="break-words">{data.title}</dd>
              <dt className="font-medium text-slate-900">Slug</dt>
              <dd className="font-mono break-all">{data.slug}</dd>
              <dt className="font-medium text-slate-900">Summary</dt>
              <dd className="break-words">{data.summary || none}</dd>
              <dt className="font-medium text-slate-900">Host</dt>
              <dd>{data.hostName}</dd>
              <dt className="font-medium text-slate-900">Starts</dt>
              <dd>
                {data.startsAt ? <PostTime iso={data.startsAt} /> : none} ({data.durationMinutes} min)
              </dd>
              <dt className="font-medium text-slate-900">Join link</dt>
              <dd className="break-all">{data.joinUrl ?? none}</dd>
              <dt className="font-medium text-slate-900">Recording</dt>
              <dd className="break-all">{data.recordingUrl ?? none}</dd>
              <dt className="font-medium text-slate-900">Tags</dt>
              <dd>{data.tags.length > 0 ? data.tags.join(", ") : none}</dd>
              <dt className="font-medium text-slate-900">Cover</dt>
              <dd className="break-all">{data.coverPath ? `${data.coverPath} (${data.coverAlt})` : none}</dd>
              <dt className="font-medium text-slate-900">Description</dt>
              <dd className="min-w-0">
                <pre className="max-h-80 overflow-auto rounded bg-slate-50 p-3 text-xs break-words whitespace-pre-wrap">
                  {data.descriptionMarkdown}
                </pre>
              </dd>
            </dl>
          )}
        </QueryState>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {onRestore ? (
            <Button onClick={onRestore}>
              <RotateCcwIcon aria-hidden="true" />
              Restore this version
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
