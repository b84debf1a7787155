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
import { contentStudioApi as api } from "#contracts/api/content-studio.ts";
import type { PostDetail } from "#contracts/content-studio.ts";
import { postVersionKindLabels } from "#contracts/content-studio-text.ts";
import { PostTime } from "./post-format.tsx";
import { postVersionKey, postVersionsKey } from "./studio-params.ts";

const columns: readonly TableColumn[] = [
  { label: "Version" },
  { label: "Title and slug" },
  { label: "Saved" },
  { label: "Actions", srOnly: true },
];

type PostVersionsProps = {
  post: PostDetail;
  userId: string;
  /** Changes in the editor that a restore would replace. */
  unsaved: boolean;
  onRestored: (post: PostDetail) => void;
};

/** Every saved version, newest first, paged: read one, or make it the post's content again. */
export function PostVersions({ post, userId, unsaved, onRestored }: PostVersionsProps) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useQuery({
    // The post's version in the key: a save, a publish or a restore adds a row, and the list follows.
    queryKey: [...postVersionsKey(userId, post.id), post.version, page],
    queryFn: ({ signal }) => apiRequest(api.versions, { params: { id: post.id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

  const restore = useMutation({
    mutationFn: (number: number) =>
      apiRequest(api.restore, {
        params: { id: post.id, number: String(number) },
        body: { version: post.version },
      }),
    onSuccess: (result, number) => {
      setRestoring(null);
      setViewing(null);
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: postVersionsKey(userId, post.id) });
      toast({
        title: `Version ${number} restored`,
        description: result.status === "published" ? "Visitors see it now." : "It is the draft now.",
      });
      onRestored(result);
    },
  });
  const restoreError =
    restore.error instanceof ApiRequestError && restore.error.status === 409
      ? "Someone saved this post after you opened it. Reload to see the latest version, then try again."
      : (restore.error?.message ?? null);

  return (
    <section aria-labelledby="post-versions-title" className="grid min-w-0 gap-3">
      <h3 id="post-versions-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
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
          <Table caption="Versions of this post" minWidth="min-w-[40rem]" columns={columns}>
            {result.items.map((item) => {
              const current = item.number === post.version;
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
          postId={post.id}
          userId={userId}
          number={viewing}
          onRestore={viewing === post.version ? undefined : () => setRestoring(viewing)}
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
            The post takes version {restoring}'s title, excerpt, author, tags, cover and body; its slug stays.
            It is saved as a new version, so what it says now stays in the history.
          </p>
          {unsaved ? (
            <p className="font-medium text-red-800">Your unsaved changes in the editor will be lost.</p>
          ) : null}
          {post.status === "published" ? (
            <p>The post is live: visitors see the restored version at once.</p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

type VersionDialogProps = {
  postId: string;
  userId: string;
  number: number;
  onRestore: (() => void) | undefined;
  onClose: () => void;
};

/** One version as it was saved: its fields, and its body as written. */
function VersionDialog({ postId, userId, number, onRestore, onClose }: VersionDialogProps) {
  const version = useQuery({
    queryKey: postVersionKey(userId, postId, number),
    queryFn: ({ signal }) =>
      apiRequest(api.version, { params: { id: postId, number: String(number) }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Version {number}</DialogTitle>
          <DialogDescription>As it was saved; restoring makes it the post's content again.</DialogDescription>
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
              <dt className="font-medium text-slate-900">Excerpt</dt>
              <dd className="break-words">{data.excerpt || <span className="text-slate-600">None</span>}</dd>
              <dt className="font-medium text-slate-900">Author</dt>
              <dd>{data.authorName}</dd>
              <dt className="font-medium text-slate-900">Tags</dt>
              <dd>
                {data.tags.length > 0 ? data.tags.join(", ") : <span className="text-slate-600">None</span>}
              </dd>
              <dt className="font-medium text-slate-900">Cover</dt>
              <dd className="break-all">
                {data.coverPath ? (
                  `${data.coverPath} (${data.coverAlt})`
                ) : (
                  <span className="text-slate-600">None</span>
                )}
              </dd>
              <dt className="font-medium text-slate-900">Body</dt>
              <dd className="min-w-0">
                <pre className="max-h-80 overflow-auto rounded bg-slate-50 p-3 text-xs break-words whitespace-pre-wrap">
                  {data.bodyMarkdown}
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
