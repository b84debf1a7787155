import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { type ItemPrefix, itemListKey, withOpenItem } from "./item-params.ts";

type ItemDeleteProps = {
  prefix: ItemPrefix;
  userId: string;
  title: string;
  /** "episode", "opening". */
  noun: string;
  remove: () => Promise<unknown>;
  /** What the deletion takes with it, in sentences. */
  consequences: ReactNode;
  /** Why it cannot be deleted (an opening people applied to), shown instead of the button. */
  blocked?: ReactNode;
};

/** Deleting an episode or an opening with its history, after asking (the blog posts' DeletePost). */
export function ItemDelete({ prefix, userId, title, noun, remove, consequences, blocked }: ItemDeleteProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setAsking(false);
      toast({ title: `${Noun} deleted`, description: title });
      void queryClient.invalidateQueries({ queryKey: itemListKey(prefix, userId) });
      void navigate(`?${withOpenItem(prefix, searchParams, null)}`, {
        replace: true,
        preventScrollReset: true,
      });
    },
  });
  return (
    <section aria-labelledby={titleId} className="grid gap-2 border-t border-slate-200 pt-4">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        Delete this {noun}
      </h3>
      {blocked ? (
        <p className="text-sm text-slate-700">{blocked}</p>
      ) : (
        <div>
          <Button
            variant="outline"
            onClick={() => {
              mutation.reset();
              setAsking(true);
            }}
          >
            <Trash2Icon aria-hidden="true" />
            Delete {noun}
          </Button>
        </div>
      )}
      {asking ? (
        <ConfirmDialog
          title={`Delete "${title}"?`}
          confirmLabel={`Delete ${noun}`}
          pendingLabel="Deleting..."
          dismissLabel="Keep it"
          destructive
          pending={mutation.isPending}
          error={mutation.error?.message ?? null}
          onConfirm={() => mutation.mutate()}
          onClose={() => setAsking(false)}
        >
          <p>{consequences}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
