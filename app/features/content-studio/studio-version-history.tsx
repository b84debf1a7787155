import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { EyeIcon, HistoryIcon, RotateCcwIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { type PostVersionKind, postVersionKindLabels } from "#contracts/content-studio-text.ts";
import { PostTime } from "./post-format.tsx";

/** The fields of a version's row that every history lists (the content studio's and the page builder's). */
export type VersionListItem = {
  number: number;
  kind: PostVersionKind;
  title: string;
  savedAt: string;
  savedBy: string | null;
};

/** A page of versions as the APIs answer it (`pageSize` lets the pagination count the pages). */
export type VersionPage<R> = { items: readonly R[]; total: number; pageSize?: number };

/** What the history hands the dialog that shows one version. */
export type VersionViewerProps = {
  number: number;
  /** Absent for the version the editor is at: restoring it would change nothing. */
  onRestore: (() => void) | undefined;
  onClose: () => void;
};

/** The words around a restore, which say what the restore takes and what visitors see. */
export type RestoreTexts<T> = {
  /** The question's first paragraph: what the thing takes from the version and what it keeps. */
  takes: (number: number) => ReactNode;
  /** The question's last paragraph, on what visitors see; null leaves it out. */
  visitors: ReactNode;
  /** The toast's description once the restore is through. */
  restored: (result: T) => string;
  /** Whether the server refused the restore because someone saved after the editor opened. */
  isStale: (error: ApiRequestError) => boolean;
  stale: string;
};

/** A restore the content studio's API refused as stale: it answers 409 Conflict. */
export const conflictIsStale = (error: ApiRequestError) => error.status === 409;

type StudioVersionHistoryProps<R extends VersionListItem, T> = {
  /** "post", "page": in the table's caption. */
  noun: string;
  /** Defaults to a generated id; a fixed one keeps a screen's anchor. */
  titleId?: string;
  /** The page builder's history is a section of the page, the studio's one of the editor's panels. */
  heading?: "h2" | "h3";
  /** The version the editor is at: its row is marked with `currentLabel` and cannot be restored. */
  currentVersion: number;
  currentLabel?: string;
  /** Changes in the editor that a restore would replace. */
  unsaved: boolean;
  /** The list's query key, without the page number the history adds. */
  listKey: QueryKey;
  /** What a restore makes stale: at least the list's key without what follows the thing's id. */
  invalidate: readonly QueryKey[];
  list: (page: number, signal: AbortSignal) => Promise<VersionPage<R>>;
  emptyMessage: string;
  /** Where the version lived ("slug" or "path"), shown under its title. */
  address: { label: string; of: (item: R) => string };
  /** A column between Saved and the actions, such as the page builder's block count. */
  extraColumn?: { column: TableColumn; cell: (item: R) => ReactNode };
  restore: (number: number) => Promise<T>;
  texts: RestoreTexts<T>;
  onRestored: (result: T) => void;
  /** The dialog that shows one version. */
  viewer: (props: VersionViewerProps) => ReactNode;
};

/**
 * Every saved version, newest first, paged: view one, or make it the content again after a question.
 * Shared by the content studio (posts, webinars, episodes, openings) and the page builder, which differ
 * in what a version holds (the viewer) and in the words around a restore (the texts).
 */
export function StudioVersionHistory<R extends VersionListItem, T>({
  noun,
  titleId,
  heading: Heading = "h3",
  currentVersion,
  currentLabel = "Current",
  unsaved,
  listKey,
  invalidate,
  list,
  emptyMessage,
  address,
  extraColumn,
  restore: restoreVersion,
  texts,
  onRestored,
  viewer,
}: StudioVersionHistoryProps<R, T>) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: [...listKey, page],
    queryFn: ({ signal }) => list(page, signal),
    placeholderData: keepPreviousData,
  });

  const restore = useMutation({
    mutationFn: (number: number) => restoreVersion(number),
    onSuccess: (result, number) => {
      setRestoring(null);
      setViewing(null);
      setPage(1);
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      toast({ title: `Version ${number} restored`, description: texts.restored(result) });
      onRestored(result);
    },
  });
  const restoreError =
    restore.error instanceof ApiRequestError && texts.isStale(restore.error)
      ? texts.stale
      : (restore.error?.message ?? null);

  // An extra column takes its room from the title and address, and widens the table.
  const columns: readonly TableColumn[] = [
    { label: "Version" },
    { label: `Title and ${address.label}` },
    { label: "Saved" },
    ...(extraColumn ? [extraColumn.column] : []),
    { label: "Actions", srOnly: true },
  ];
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <Heading id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <HistoryIcon aria-hidden="true" className="size-5 text-indigo-700" />
        Version history
      </Heading>
      <AdminListState
        query={versions}
        noun={["version", "versions"]}
        loadFailed="Could not load the versions"
        empty={{
          filtered: false,
          filteredMessage: "",
          noneMessage: emptyMessage,
          clearLabel: "",
          onClear: () => setPage(1),
        }}
        paging={{ label: "Pages of versions", page, onPage: setPage }}
      >
        {(result) => (
          <Table
            caption={`Versions of this ${noun}`}
            minWidth={extraColumn ? "min-w-[44rem]" : "min-w-[40rem]"}
            columns={columns}
          >
            {result.items.map((item) => {
              const current = item.number === currentVersion;
              return (
                <tr key={item.number} className={tableRow({ selected: current })}>
                  <th scope="row" className={tableCell("font-medium whitespace-nowrap text-slate-900")}>
                    {item.number}{" "}
                    <span className="font-normal text-slate-600">· {postVersionKindLabels[item.kind]}</span>
                    {current ? (
                      <span className="block text-xs font-normal text-indigo-800">{currentLabel}</span>
                    ) : null}
                  </th>
                  <td className={tableCell(extraColumn ? "max-w-[16rem]" : "max-w-[18rem]")}>
                    <span className="block truncate">{item.title}</span>
                    <span className="block truncate font-mono text-xs text-slate-600">
                      {address.of(item)}
                    </span>
                  </td>
                  <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
                    <PostTime iso={item.savedAt} />
                    {item.savedBy ? (
                      <span className="block text-xs text-slate-600">by {item.savedBy}</span>
                    ) : null}
                  </td>
                  {extraColumn ? extraColumn.cell(item) : null}
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

      {viewing !== null && restoring === null
        ? viewer({
            number: viewing,
            onRestore: viewing === currentVersion ? undefined : () => setRestoring(viewing),
            onClose: () => setViewing(null),
          })
        : null}
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
          <p>{texts.takes(restoring)}</p>
          {unsaved ? (
            <p className="font-medium text-red-800">Your unsaved changes in the editor will be lost.</p>
          ) : null}
          {texts.visitors === null ? null : <p>{texts.visitors}</p>}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
