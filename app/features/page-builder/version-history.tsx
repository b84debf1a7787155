import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EyeIcon, HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import { pageListKey, pageVersionsKey } from "./page-builder-queries.ts";
import { PageTime } from "./page-format.tsx";
import { type PageDetailData, staleAction } from "./page-values.ts";
import { VersionDialog } from "./version-dialog.tsx";

const kindLabels = { save: "Saved", publish: "Published", restore: "Restored", create: "Created" } as const;

const columns: readonly TableColumn[] = [
  { label: "Version" },
  { label: "Title and path" },
  { label: "Saved" },
  { label: "Blocks", align: "right" },
  { label: "Actions", srOnly: true },
];

type VersionHistoryProps = {
  pageId: string;
  userId: string;
  /** The version the editor is at. */
  currentVersion: number;
  draftContent: readonly unknown[];
  /** Changes in the editor that a restore would replace. */
  unsaved: boolean;
  onRestored: (page: PageDetailData) => void;
};

/** Every saved version, newest first, paged: view one beside the draft, or make it the draft again. */
export function VersionHistory({
  pageId,
  userId,
  currentVersion,
  draftContent,
  unsaved,
  onRestored,
}: VersionHistoryProps) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: [...pageVersionsKey(userId, pageId), page],
    queryFn: ({ signal }) =>
      apiRequest(pageBuilderApi.versions, { params: { id: pageId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

  const restore = useMutation({
    mutationFn: (number: number) =>
      apiRequest(pageBuilderApi.restore, {
        params: { id: pageId, number: String(number) },
        body: { version: currentVersion },
      }),
    onSuccess: (result, number) => {
      setRestoring(null);
      setViewing(null);
      void queryClient.invalidateQueries({ queryKey: pageVersionsKey(userId, pageId) });
      void queryClient.invalidateQueries({ queryKey: pageListKey(userId) });
      toast({
        title: `Version ${number} restored`,
        description: "It is the draft now; publish to put it live.",
      });
      onRestored(result);
    },
  });
  const restoreError =
    restore.error instanceof ApiRequestError && restore.error.message === pageBuilderMessages.stale
      ? staleAction
      : (restore.error?.message ?? null);

  return (
    <section aria-labelledby="page-versions-title" className="grid min-w-0 gap-3">
      <h2 id="page-versions-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <HistoryIcon aria-hidden="true" className="size-5 text-indigo-700" />
        Version history
      </h2>
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
          <Table caption="Versions of this page" minWidth="min-w-[44rem]" columns={columns}>
            {result.items.map((item) => {
              const current = item.number === currentVersion;
              return (
                <tr key={item.number} className={tableRow({ selected: current })}>
                  <th scope="row" className={tableCell("font-medium whitespace-nowrap text-slate-900")}>
                    {item.number}{" "}
                    <span className="font-normal text-slate-600">· {kindLabels[item.kind]}</span>
                    {current ? (
                      <span className="block text-xs font-normal text-indigo-800">The draft</span>
                    ) : null}
                  </th>
                  <td className={tableCell("max-w-[16rem]")}>
                    <span className="block truncate">{item.title}</span>
                    <span className="block truncate font-mono text-xs text-slate-600">{item.path}</span>
                  </td>
                  <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
                    <PageTime iso={item.savedAt} />
                    {item.savedBy ? (
                      <span className="block text-xs text-slate-600">by {item.savedBy}</span>
                    ) : null}
                  </td>
                  <td className={tableCell("text-right tabular-nums")}>{item.blocks}</td>
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
          pageId={pageId}
          userId={userId}
          number={viewing}
          draftContent={draftContent}
          onRestore={viewing === currentVersion ? undefined : () => setRestoring(viewing)}
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
            The draft becomes version {restoring}: its title, path, description and blocks. It is saved as a
            new version, so the current draft stays in the history.
          </p>
          {unsaved ? (
            <p className="font-medium text-red-800">Your unsaved changes in the editor will be lost.</p>
          ) : null}
          <p>Visitors see no change until the page is published.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
