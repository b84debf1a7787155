import { useQuery } from "@tanstack/react-query";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { BlockOutline } from "./block-outline.tsx";
import { diffCounts, diffDocuments } from "./document-diff.ts";
import { pageVersionKey } from "./page-builder-queries.ts";
import { blockLabelOf, blockSummary, looseBlocks } from "./page-document.ts";

type VersionDialogProps = {
  pageId: string;
  userId: string;
  number: number;
  /** The blocks in the editor now (unsaved edits included): what the version is compared with. */
  draftContent: readonly unknown[];
  /** Absent for the version the draft is at. */
  onRestore?: () => void;
  onClose: () => void;
};

const counted = (n: number, what: string) => `${n} ${what}`;

/** One saved version: its settings, its blocks as an outline, and how the current draft differs from it. */
export function VersionDialog({
  pageId,
  userId,
  number,
  draftContent,
  onRestore,
  onClose,
}: VersionDialogProps) {
  const version = useQuery({
    queryKey: pageVersionKey(userId, pageId, number),
    queryFn: ({ signal }) =>
      apiRequest(pageBuilderApi.version, { params: { id: pageId, number: String(number) }, signal }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Version {number}</DialogTitle>
          <DialogDescription>Its blocks, and what the draft in the editor changed since.</DialogDescription>
        </DialogHeader>
        <QueryState
          query={version}
          loading={`Loading version ${number}...`}
          failed={`Could not load version ${number}: ${version.error?.message ?? ""}`}
        >
          {(data) => {
            const entries = diffDocuments(data.document.content, draftContent);
            const counts = diffCounts(entries);
            const own = looseBlocks(data.document.content).map((block) => ({
              id: block.id,
              type: block.type,
              label: blockLabelOf(block.type),
              summary: blockSummary(block),
              status: "same" as const,
              changedFields: [],
            }));
            return (
              <div className="grid min-w-0 gap-5">
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                  <dt className="font-medium text-slate-900">Title</dt>
                  <dd className="break-words">{data.title}</dd>
                  <dt className="font-medium text-slate-900">Path</dt>
                  <dd className="font-mono break-words">{data.path}</dd>
                  <dt className="font-medium text-slate-900">Description</dt>
                  <dd className="break-words">{data.description}</dd>
                </dl>
                <section aria-labelledby="version-blocks-title" className="grid gap-2">
                  <h3 id="version-blocks-title" className="font-semibold text-slate-900">
                    Blocks of version {number}
                  </h3>
                  <BlockOutline entries={own} label={`Blocks of version ${number}`} empty="No blocks." />
                </section>
                <section aria-labelledby="version-diff-title" className="grid gap-2">
                  <h3 id="version-diff-title" className="font-semibold text-slate-900">
                    The current draft compared with version {number}
                  </h3>
                  <p className="text-sm text-slate-700" role="status">
                    {counts.added + counts.removed + counts.changed === 0
                      ? "The draft's blocks are the same as this version's."
                      : `${counted(counts.added, "added")}, ${counted(counts.removed, "removed")}, ${counted(counts.changed, "changed")}.`}
                  </p>
                  <BlockOutline entries={entries} label={`Draft compared with version ${number}`} />
                </section>
              </div>
            );
          }}
        </QueryState>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {onRestore ? <Button onClick={onRestore}>Restore this version</Button> : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
