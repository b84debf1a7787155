import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EyeIcon, HistoryIcon, RotateCcwIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
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
import { ApiRequestError } from "#app/lib/api-client.ts";
import type { ItemVersions as ItemVersionList } from "#contracts/content-studio-items.ts";
import { postVersionKindLabels } from "#contracts/content-studio-text.ts";
import { type ItemPrefix, itemVersionKey, itemVersionsKey } from "./item-params.ts";
import { PostTime } from "./post-format.tsx";

const columns: readonly TableColumn[] = [
  { label: "Version" },
  { label: "Title and slug" },
  { label: "Saved" },
  { label: "Actions", srOnly: true },
];

type ItemVersionsProps<T, V extends { savedAt: string; savedBy: string | null }> = {
  prefix: ItemPrefix;
  itemId: string;
  /** The item's current version: its row is marked, and a restore is sent at it. */
  version: number;
  live: boolean;
  userId: string;
  /** Changes in the editor that a restore would replace. */
  unsaved: boolean;
  list: (page: number, signal: AbortSignal) => Promise<ItemVersionList>;
  load: (number: number, signal: AbortSignal) => Promise<V>;
  restore: (number: number) => Promise<T>;
  onRestored: (item: T) => void;
  /** One version's fields, as a definition list's rows. */
  renderVersion: (version: V) => ReactNode;
  /** What a restore takes and keeps ("its title, summary ...; its slug and number stay"). */
  restoreNote: string;
  noun: string;
};

/**
 * Every saved version of an episode or an opening, newest first, paged: read one, or make it the item's
 * content again (the blog posts' PostVersions, over the shared content_versions history).
 */
export function ItemVersions<T, V extends { savedAt: string; savedBy: string | null }>({
  prefix,
  itemId,
  version,
  live,
  userId,
  unsaved,
  list,
  load,
  restore: restoreVersion,
  onRestored,
  renderVersion,
  restoreNote,
  noun,
}: ItemVersionsProps<T, V>) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useQuery({
    // The item's version in the key: a save, a publish or a restore adds a row, and the list follows.
    queryKey: [...itemVersionsKey(prefix, userId, itemId), version, page],
    queryFn: ({ signal }) => list(page, signal),
    placeholderData: keepPreviousData,
  });

  const restore = useMutation({
    mutationFn: (number: number) => restoreVersion(number),
    onSuccess: (result, number) => {
      setRestoring(null);
      setViewing(null);
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: itemVersionsKey(prefix, userId, itemId) });
      toast({
        title: `Version ${number} restored`,
        description: live ? "Visitors see it now." : "It is the draft now.",
      });
      onRestored(result);
    },
  });
  const restoreError =
    restore.error instanceof ApiRequestError && restore.error.status === 409
      ? `Someone saved this ${noun} after you opened it. Reload to see the latest version, then try again.`
      : (restore.error?.message ?? null);

  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-3">
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
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
          noneMessage: "No saved versions yet: the first save keeps how it is now.",
          clearLabel: "",
          onClear: () => setPage(1),
        }}
        paging={{ label: "Pages of versions", page, onPage: setPage }}
      >
        {(result) => (
          <Table caption={`Versions of this ${noun}`} minWidth="min-w-[40rem]" columns={columns}>
            {result.items.map((item) => {
              const current = item.number === version;
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
        <Dialog open onOpenChange={(open) => !open && setViewing(null)}>
          <DialogContent className="max-w-3xl">
            <DialogHeader>
              <DialogTitle>Version {viewing}</DialogTitle>
              <DialogDescription>
                As it was saved; restoring makes it the {noun}'s content again.
              </DialogDescription>
            </DialogHeader>
            <VersionBody
              queryKey={itemVersionKey(prefix, userId, itemId, viewing)}
              load={(signal) => load(viewing, signal)}
              render={renderVersion}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => setViewing(null)}>
                Close
              </Button>
              {viewing === version ? null : (
                <Button onClick={() => setRestoring(viewing)}>
                  <RotateCcwIcon aria-hidden="true" />
                  Restore this version
                </Button>
              )}
            </DialogFooter>
          </DialogContent>
        </Dialog>
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
            The {noun} takes version {restoring}'s {restoreNote} It is saved as a new version, so what it says
            now stays in the history.
          </p>
          {unsaved ? (
            <p className="font-medium text-red-800">Your unsaved changes in the editor will be lost.</p>
          ) : null}
          {live ? <p>The {noun} is live: visitors see the restored version at once.</p> : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function VersionBody<V extends { savedAt: string; savedBy: string | null }>({
  queryKey,
  load,
  render,
}: {
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<V>;
  render: (version: V) => ReactNode;
}) {
  const version = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <QueryState query={version} loading="Loading the version..." failed="Could not load the version.">
      {(data) => (
        <dl className="grid max-h-[60vh] gap-2 overflow-auto text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="font-medium text-slate-900">Saved</dt>
          <dd>
            <PostTime iso={data.savedAt} />
            {data.savedBy ? ` by ${data.savedBy}` : ""}
          </dd>
          {render(data)}
        </dl>
      )}
    </QueryState>
  );
}

/** One row of a version's definition list. */
export function VersionRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** A version's Markdown, as written. */
export function VersionMarkdown({ markdown }: { markdown: string }) {
  return (
    <pre className="max-h-80 overflow-auto rounded bg-slate-50 p-3 text-xs break-words whitespace-pre-wrap">
      {markdown}
    </pre>
  );
}

export const none = <span className="text-slate-600">None</span>;
