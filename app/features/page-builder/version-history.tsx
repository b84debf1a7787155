import { tableCell } from "#app/components/ui/table.tsx";
import { StudioVersionHistory } from "#app/features/content-studio/studio-version-history.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import { pageListKey, pageVersionsKey } from "./page-builder-queries.ts";
import { type PageDetailData, staleAction } from "./page-values.ts";
import { VersionDialog } from "./version-dialog.tsx";

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
  return (
    <StudioVersionHistory
      noun="page"
      titleId="page-versions-title"
      heading="h2"
      currentVersion={currentVersion}
      currentLabel="The draft"
      unsaved={unsaved}
      // Not keyed by the version, unlike the studio's: the draft's saves invalidate the list themselves.
      listKey={pageVersionsKey(userId, pageId)}
      // A restore changes the page's title and path in the list of pages too.
      invalidate={[pageVersionsKey(userId, pageId), pageListKey(userId)]}
      list={(page, signal) =>
        apiRequest(pageBuilderApi.versions, { params: { id: pageId }, query: { page }, signal })
      }
      emptyMessage="No saved versions yet."
      address={{ label: "path", of: (item) => item.path }}
      extraColumn={{
        column: { label: "Blocks", align: "right" },
        cell: (item) => <td className={tableCell("text-right tabular-nums")}>{item.blocks}</td>,
      }}
      restore={(number) =>
        apiRequest(pageBuilderApi.restore, {
          params: { id: pageId, number: String(number) },
          body: { version: currentVersion },
        })
      }
      onRestored={onRestored}
      texts={{
        takes: (number) =>
          `The draft becomes version ${number}: its title, path, description and blocks. It is saved as a new version, so the current draft stays in the history.`,
        visitors: "Visitors see no change until the page is published.",
        restored: () => "It is the draft now; publish to put it live.",
        isStale: (error) => error.message === pageBuilderMessages.stale,
        stale: staleAction,
      }}
      viewer={(viewer) => (
        <VersionDialog {...viewer} pageId={pageId} userId={userId} draftContent={draftContent} />
      )}
    />
  );
}
