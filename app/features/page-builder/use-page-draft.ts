import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { apiFieldIssues } from "#app/lib/form-errors.ts";
import { usePreload } from "#app/lib/lazy-module.ts";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import { pageDetailQuery, pageListKey, pageVersionsKey } from "./page-builder-queries.ts";
import { pageContract } from "./page-contract.ts";
import { type EditorDocument, editorDocumentOf, sameContent } from "./page-document.ts";
import type { PageSettings } from "./page-settings-panel.tsx";
import { type PageDetailData, pageSettingsOf } from "./page-values.ts";
import {
  hasIssues,
  pathOfField,
  type SaveIssues,
  type SettingsField,
  settingsFields,
  splitSaveIssues,
  withRequiredWording,
} from "./save-issues.ts";

const noIssues: SaveIssues = { settings: {}, blocks: [], other: [] };

/** The draft did not pass the contract's schema in the browser: nothing was sent. */
class InvalidDraft extends Error {
  readonly issues: SaveIssues;
  constructor(issues: SaveIssues) {
    super("The draft needs changes before it can be saved");
    this.issues = issues;
  }
}

/** Why the last save did not happen: the schema's check, someone else's save, or the server's answer. */
type Failure = { kind: "invalid" | "stale" | "refused"; message: string };

/**
 * One page's draft in the editor: its settings and blocks as edited, the version it was opened (or last
 * saved) at, and the save. Every failure keeps what was typed: a draft the schema refuses lists its
 * problems; a 409 (someone saved since) says so and keeps the work; a 400 puts the server's messages
 * under the fields and in the blocks' list.
 */
export function usePageDraft(page: PageDetailData, userId: string) {
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState(() => pageSettingsOf(page));
  const [document, setDocument] = useState(() => editorDocumentOf(page.document));
  const [saved, setSaved] = useState(() => ({ settings, document }));
  const [version, setVersion] = useState(page.version);
  const [issues, setIssues] = useState<SaveIssues>(noIssues);
  const [failure, setFailure] = useState<Failure | null>(null);
  // After the schema refused a save, every edit is checked again, so the list follows the fixes.
  const [liveCheck, setLiveCheck] = useState(false);
  const controls = useRef<Partial<Record<SettingsField, HTMLElement | null>>>({});
  usePreload(pageContract);

  const dirty =
    settingsFields.some((field) => settings[field] !== saved.settings[field]) ||
    !sameContent(document, saved.document);
  useLeaveWarning(dirty);

  useEffect(() => {
    const contract = pageContract.get();
    if (!liveCheck || !contract) return;
    const parsed = contract.pageSaveSchema.safeParse({ ...settings, document, version });
    setIssues(
      parsed.success
        ? noIssues
        : withRequiredWording(splitSaveIssues(parsed.error.issues, document), settings),
    );
    if (parsed.success) setFailure((current) => (current?.kind === "invalid" ? null : current));
  }, [liveCheck, settings, document, version]);

  const focusFirst = (errors: SaveIssues["settings"]) => {
    const first = settingsFields.find((field) => errors[field]);
    if (first) controls.current[first]?.focus();
  };

  const save = useMutation({
    mutationFn: async (sent: { settings: PageSettings; document: EditorDocument }) => {
      const contract = pageContract.get() ?? (await pageContract.load());
      const body = { ...sent.settings, document: sent.document, version };
      const parsed = contract.pageSaveSchema.safeParse(body);
      if (!parsed.success)
        throw new InvalidDraft(
          withRequiredWording(splitSaveIssues(parsed.error.issues, sent.document), sent.settings),
        );
      return apiRequest(pageBuilderApi.save, { params: { id: page.id }, body });
    },
    onMutate: () => setLiveCheck(false),
    onSuccess: (result, sent) => {
      setSaved(sent);
      setVersion(result.version);
      setIssues(noIssues);
      setLiveCheck(false);
      setFailure(null);
      queryClient.setQueryData(pageDetailQuery(userId, page.id).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: pageListKey(userId) });
      void queryClient.invalidateQueries({ queryKey: pageVersionsKey(userId, page.id) });
      toast({ title: "Draft saved" });
    },
    onError: (error, sent) => {
      if (error instanceof InvalidDraft) {
        setIssues(error.issues);
        setLiveCheck(true);
        setFailure({
          kind: "invalid",
          message: "Some fields need a change: see the list and the fields below.",
        });
        focusFirst(error.issues.settings);
        return;
      }
      const fromServer = splitSaveIssues(
        apiFieldIssues(error).flatMap((issue) =>
          issue.field ? [{ message: issue.message, path: pathOfField(issue.field) }] : [],
        ),
        sent.document,
      );
      // A 409 naming a field is about that field (a path taken, a published page's path); without one, the
      // page changed since it was opened.
      if (error instanceof ApiRequestError && error.status === 409 && !hasIssues(fromServer)) {
        setFailure({ kind: "stale", message: pageBuilderMessages.stale });
        return;
      }
      if (hasIssues(fromServer)) {
        setIssues(fromServer);
        focusFirst(fromServer.settings);
        setFailure({ kind: "refused", message: "The draft was not saved: see the messages below." });
        return;
      }
      setFailure({ kind: "refused", message: error.message || "The draft could not be saved. Try again." });
    },
  });

  const setSetting = (field: SettingsField, value: string) => {
    setSettings((current) => ({ ...current, [field]: value }));
    setIssues((current) =>
      current.settings[field]
        ? { ...current, settings: { ...current.settings, [field]: undefined } }
        : current,
    );
  };
  const onDocumentChange = useCallback((data: EditorDocument) => {
    setDocument({ root: data.root, content: data.content });
  }, []);

  return {
    settings,
    setSetting,
    document,
    onDocumentChange,
    /** The blocks as last saved: what publishing puts live. */
    savedDocument: saved.document,
    version,
    /** A publish or unpublish answered with the page at a new version. */
    setVersion,
    dirty,
    issues,
    failure,
    dismissFailure: () => setFailure(null),
    save: () => save.mutate({ settings, document }),
    saving: save.isPending,
    controlRef: (field: SettingsField) => (element: HTMLElement | null) => {
      controls.current[field] = element;
    },
  };
}

export type PageDraft = ReturnType<typeof usePageDraft>;
