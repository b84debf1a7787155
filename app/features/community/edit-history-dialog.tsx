import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { communityApi } from "#contracts/api/community.ts";
import { formatPostDate, communityPageText as t } from "#contracts/community-page-text.ts";

/** What a post said before each edit, newest first (its author and the space's staff read it). */
export function EditHistoryDialog({
  kind,
  id,
  onClose,
}: {
  kind: "thread" | "reply";
  id: string;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const history = useQuery({
    queryKey: ["community", user?.id ?? "", "history", kind, id],
    queryFn: ({ signal }) =>
      apiRequest(kind === "thread" ? communityApi.threadHistory : communityApi.replyHistory, {
        params: { id },
        signal,
      }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t.historyHeading}</DialogTitle>
        </DialogHeader>
        <QueryState query={history} loading={t.historyLoading} failed={t.historyFailed}>
          {(entries) =>
            entries.length === 0 ? (
              <p className="text-slate-700">{t.historyEmpty}</p>
            ) : (
              <ol className="grid gap-4">
                {entries.map((entry) => (
                  <li key={entry.editedAt} className="rounded-md border border-slate-200 p-3">
                    <p className="text-xs text-slate-600">
                      {t.historyEntry(formatPostDate(entry.editedAt), entry.editorName)}
                    </p>
                    {entry.title ? <p className="mt-1 font-semibold break-words">{entry.title}</p> : null}
                    <Prose html={entry.html} className="mt-1 text-sm" />
                  </li>
                ))}
              </ol>
            )
          }
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
