import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import { pageDetailQuery, pageVersionsKey } from "./page-builder-queries.ts";
import { type EditorDocument, editorDocumentOf, sameContent } from "./page-document.ts";
import type { PageDetailData } from "./page-values.ts";

const emptyDocument: EditorDocument = { root: { props: {} }, content: [] };

/**
 * Variant B's draft in the editor (issue 21's A/B test): its blocks as edited and the save, at the version the
 * editor holds (shared with A's draft: every write moves the page's version). The server checks B like A.
 */
export function useVariantDraft(
  page: PageDetailData,
  userId: string,
  version: number,
  onSaved: (page: PageDetailData) => void,
) {
  const queryClient = useQueryClient();
  const stored = page.variant?.document;
  const [document, setDocument] = useState(() => (stored ? editorDocumentOf(stored) : emptyDocument));
  const [saved, setSaved] = useState(document);
  const [failure, setFailure] = useState<string | null>(null);

  /** B was created, started or ended: the editor takes B as the server has it. */
  const reset = useCallback((fresh: PageDetailData) => {
    const next = fresh.variant ? editorDocumentOf(fresh.variant.document) : emptyDocument;
    setDocument(next);
    setSaved(next);
    setFailure(null);
  }, []);

  const save = useMutation({
    mutationFn: (sent: EditorDocument) =>
      apiRequest(pageBuilderApi.saveVariant, { params: { id: page.id }, body: { document: sent, version } }),
    onSuccess: (result, sent) => {
      setSaved(sent);
      setFailure(null);
      queryClient.setQueryData(pageDetailQuery(userId, page.id).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: pageVersionsKey(userId, page.id) });
      onSaved(result);
      toast({ title: "Variant B saved" });
    },
    onError: (error) => {
      setFailure(
        error instanceof ApiRequestError &&
          error.status === 409 &&
          error.message === pageBuilderMessages.stale
          ? pageBuilderMessages.stale
          : `Variant B was not saved: ${error.message || "try again"}`,
      );
    },
  });

  const onDocumentChange = useCallback((data: EditorDocument) => {
    setDocument({ root: data.root, content: data.content });
  }, []);

  return {
    document,
    onDocumentChange,
    dirty: page.variant !== null && page.variant !== undefined && !sameContent(document, saved),
    failure,
    save: () => save.mutate(document),
    saving: save.isPending,
    reset,
  };
}
export type VariantDraft = ReturnType<typeof useVariantDraft>;
