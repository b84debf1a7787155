import { type QueryKey, useQuery } from "@tanstack/react-query";
import { RotateCcwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { type ItemPrefix, itemVersionKey, itemVersionsKey } from "./item-params.ts";
import { PostTime } from "./post-format.tsx";
import {
  conflictIsStale,
  StudioVersionHistory,
  type VersionListItem,
  type VersionPage,
  type VersionViewerProps,
} from "./studio-version-history.tsx";

type SavedVersion = { savedAt: string; savedBy: string | null };
/** The posts', webinars' and items' versions all live at a slug. */
type ContentVersionPage = VersionPage<VersionListItem & { slug: string }>;

type ContentVersionsProps<T, V extends SavedVersion> = {
  /** "post", "webinar", "episode", "opening": in the captions and the question. */
  noun: string;
  /** Defaults to a generated id; the posts and webinars keep the ids their screens had. */
  titleId?: string;
  /** The item's current version: its row is marked, and a restore is sent at it. */
  version: number;
  /** Whether visitors see the item now, so they would see a restore at once. */
  live: boolean;
  /** Whether visitors see the item the restore answered with; the toast says so. */
  restoredLive: (item: T) => boolean;
  /** Changes in the editor that a restore would replace. */
  unsaved: boolean;
  /** The key of the item's versions; the list adds the item's version, so a save or publish refetches it. */
  versionsKey: QueryKey;
  versionKey: (number: number) => QueryKey;
  emptyMessage: string;
  list: (page: number, signal: AbortSignal) => Promise<ContentVersionPage>;
  load: (number: number, signal: AbortSignal) => Promise<V>;
  restore: (number: number) => Promise<T>;
  onRestored: (item: T) => void;
  /** One version's fields, as a definition list's rows. */
  renderVersion: (version: V) => ReactNode;
  /** What a restore takes and keeps ("title, summary ...; its slug and number stay."). */
  restoreNote: string;
};

/**
 * The content studio's version history (posts, webinars, episodes, openings, over the shared
 * content_versions history): the shared list and restore, with each version shown as its saved fields.
 */
export function ContentVersions<T, V extends SavedVersion>({
  noun,
  titleId,
  version,
  live,
  restoredLive,
  unsaved,
  versionsKey,
  versionKey,
  emptyMessage,
  list,
  load,
  restore,
  onRestored,
  renderVersion,
  restoreNote,
}: ContentVersionsProps<T, V>) {
  return (
    <StudioVersionHistory
      noun={noun}
      titleId={titleId}
      currentVersion={version}
      unsaved={unsaved}
      listKey={[...versionsKey, version]}
      invalidate={[versionsKey]}
      list={list}
      emptyMessage={emptyMessage}
      address={{ label: "slug", of: (item) => item.slug }}
      restore={restore}
      onRestored={onRestored}
      texts={{
        takes: (number) =>
          `The ${noun} takes version ${number}'s ${restoreNote} It is saved as a new version, so what it says now stays in the history.`,
        visitors: live ? `The ${noun} is live: visitors see the restored version at once.` : null,
        restored: (item) => (restoredLive(item) ? "Visitors see it now." : "It is the draft now."),
        isStale: conflictIsStale,
        stale: `Someone saved this ${noun} after you opened it. Reload to see the latest version, then try again.`,
      }}
      viewer={(viewer) => (
        <SavedVersionDialog
          {...viewer}
          noun={noun}
          queryKey={versionKey(viewer.number)}
          load={(signal) => load(viewer.number, signal)}
          render={renderVersion}
        />
      )}
    />
  );
}

type ItemVersionsProps<T, V extends SavedVersion> = Omit<
  ContentVersionsProps<T, V>,
  "titleId" | "restoredLive" | "versionsKey" | "versionKey" | "emptyMessage"
> & { prefix: ItemPrefix; itemId: string; userId: string };

/** Every saved version of an episode or an opening, newest first, paged: read one, or restore it. */
export function ItemVersions<T, V extends SavedVersion>({
  prefix,
  itemId,
  userId,
  ...props
}: ItemVersionsProps<T, V>) {
  return (
    <ContentVersions
      {...props}
      // An episode or opening has no status of its own in the answer: `live` is the editor's word for it.
      restoredLive={() => props.live}
      versionsKey={itemVersionsKey(prefix, userId, itemId)}
      versionKey={(number) => itemVersionKey(prefix, userId, itemId, number)}
      emptyMessage="No saved versions yet: the first save keeps how it is now."
    />
  );
}

type SavedVersionDialogProps<V extends SavedVersion> = VersionViewerProps & {
  noun: string;
  queryKey: QueryKey;
  load: (signal: AbortSignal) => Promise<V>;
  render: (version: V) => ReactNode;
};

/** One version as it was saved: when and by whom, then its fields. */
function SavedVersionDialog<V extends SavedVersion>({
  number,
  onRestore,
  onClose,
  noun,
  queryKey,
  load,
  render,
}: SavedVersionDialogProps<V>) {
  const version = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    // A saved version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Version {number}</DialogTitle>
          <DialogDescription>
            As it was saved; restoring makes it the {noun}'s content again.
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
              {render(data)}
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

/** A version's tags, or None. */
export const versionTags = (tags: readonly string[]) => (tags.length > 0 ? tags.join(", ") : none);

/** A version's cover image and its alternative text, or None. */
export function VersionCover({ path, alt }: { path: string | null; alt: string }) {
  return path ? <span className="break-all">{`${path} (${alt})`}</span> : none;
}
