import { ExternalLinkIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import { BlockCanvas } from "./block-canvas.tsx";
import { LeaveGuard } from "./leave-guard.tsx";
import { PageStatusBadge, UnpublishedChangesBadge } from "./page-format.tsx";
import { PageSettingsPanel } from "./page-settings-panel.tsx";
import { PageStatusLine } from "./page-status-line.tsx";
import type { PageDetailData } from "./page-values.ts";
import { PublishPanel } from "./publish-panel.tsx";
import { SaveControls } from "./save-controls.tsx";
import { SaveIssuesAlert } from "./save-issues-alert.tsx";
import { usePageDraft } from "./use-page-draft.ts";
import { useVariantDraft } from "./use-variant-draft.ts";
import { type EditingVariant, VariantPanel } from "./variant-panel.tsx";
import { VersionHistory } from "./version-history.tsx";

type PageEditorProps = {
  /** The page as last read or changed (its settings and blocks seed the draft when the editor opens). */
  page: PageDetailData;
  userId: string;
  /** Admins publish; marketers edit drafts only (the server refuses them with 403). */
  canPublish: boolean;
  /** Throws the draft away and opens the page as the server has it now. */
  onReload: () => void;
  /** Opens this page afresh (a restored version). */
  onReset: (page: PageDetailData) => void;
};

/** One page: save bar, settings, publishing, the blocks in Puck and the version history. */
export function PageEditor({ page, userId, canPublish, onReload, onReset }: PageEditorProps) {
  const draft = usePageDraft(page, userId);
  // The A/B test's variant B (variant-panel.tsx): the canvas edits A's draft or B's.
  const variant = useVariantDraft(page, userId, draft.version, (result) => draft.setVersion(result.version));
  const [editing, setEditing] = useState<EditingVariant>("a");
  const editingB = editing === "b" && page.variant != null;
  const active = editingB
    ? { onChange: variant.onDocumentChange, ...variant }
    : { onChange: draft.onDocumentChange, ...draft };
  // The block editor can take the whole window; a failed save brings the page back, with its messages.
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    if (draft.failure) setFullScreen(false);
  }, [draft.failure]);
  const saveRef = useRef(draft.save);
  saveRef.current = active.save;
  // Ctrl+S / Cmd+S saves the draft instead of the browser saving the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      {/* In full screen the editor covers the page: what is behind it takes no focus. */}
      <div inert={fullScreen} className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 text-xl font-semibold break-words text-slate-900">
              {draft.settings.title || page.title}
            </h2>
            <PageStatusBadge status={page.status} />
            {page.unpublishedChanges && page.status !== "draft" ? <UnpublishedChangesBadge /> : null}
          </div>
          <p className="font-mono text-sm break-all text-slate-700">{page.path}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={page.previewUrl}
            target="_blank"
            rel="noopener"
            className={buttonClassName({ variant: "outline" })}
            title={draft.dirty ? "The preview shows the draft as last saved" : undefined}
          >
            <ExternalLinkIcon aria-hidden="true" />
            Preview<span className="sr-only"> the saved draft (opens in a new tab)</span>
          </a>
          <SaveControls saving={active.saving} dirty={active.dirty} onSave={active.save} />
        </div>
      </div>

      {draft.failure ? (
        <div className="grid justify-items-start gap-2">
          <FormAlert className="w-full">{draft.failure.message}</FormAlert>
          {draft.failure.kind === "stale" ? (
            <Button variant="outline" size="sm" onClick={onReload}>
              Discard my changes and load the latest version
            </Button>
          ) : null}
        </div>
      ) : null}
      <SaveIssuesAlert issues={draft.issues} />

      <div inert={fullScreen} className="grid min-w-0 gap-4 lg:grid-cols-2">
        <PageSettingsPanel
          values={draft.settings}
          errors={draft.issues.settings}
          onChange={draft.setSetting}
          controlRef={draft.controlRef}
          pathLocked={page.status === "published"}
        />
        {canPublish ? (
          <PublishPanel
            page={page}
            userId={userId}
            version={draft.version}
            unsaved={draft.dirty}
            savedBlocks={draft.savedDocument.content.length}
            onChanged={(result) => draft.setVersion(result.version)}
          />
        ) : (
          <section
            aria-labelledby="page-publish-title"
            className="grid content-start gap-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="page-publish-title" className="text-lg font-semibold text-slate-900">
              Publishing
            </h2>
            <PageStatusLine page={page} />
            <p className="text-sm text-slate-700">{pageBuilderMessages.marketerPublish}.</p>
          </section>
        )}
      </div>

      <div inert={fullScreen} className="grid min-w-0 gap-2">
        <VariantPanel
          page={page}
          userId={userId}
          version={draft.version}
          canPublish={canPublish}
          unsaved={draft.dirty || variant.dirty}
          editing={editingB ? "b" : "a"}
          onEditing={setEditing}
          onChanged={(result) => {
            draft.setVersion(result.version);
            variant.reset(result);
            if (!result.variant) setEditing("a");
          }}
        />
        {variant.failure ? <FormAlert className="w-full">{variant.failure}</FormAlert> : null}
      </div>

      <BlockCanvas
        key={editingB ? "b" : "a"}
        document={active.document}
        onChange={active.onChange}
        title={editingB ? `${draft.settings.title} (variant B)` : draft.settings.title}
        fullScreen={fullScreen}
        onFullScreen={setFullScreen}
        toolbar={<SaveControls saving={active.saving} dirty={active.dirty} onSave={active.save} />}
      />

      <LeaveGuard when={draft.dirty || variant.dirty} />
      <div inert={fullScreen} className="min-w-0">
        <VersionHistory
          pageId={page.id}
          userId={userId}
          currentVersion={draft.version}
          draftContent={draft.document.content}
          unsaved={draft.dirty}
          onRestored={onReset}
        />
      </div>
    </div>
  );
}
