import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { type ItemPrefix, itemKey, withOpenItem } from "./item-params.ts";

type ItemScreenProps<D> = {
  prefix: ItemPrefix;
  /** An id, or "new" for a blank draft. */
  id: string;
  /** "All episodes". */
  backLabel: string;
  /** "episode". */
  noun: string;
  load: (id: string, signal: AbortSignal) => Promise<D>;
  /** The editor, for the item read (or null for a new one); keyed by the caller. */
  children: (item: D | null) => ReactNode;
};

/** ?episode=<id|new> or ?opening=<id|new>: one item in its editor, read once (the editor keeps it current). */
export function ItemScreen<D>({ prefix, id, backLabel, noun, load, children }: ItemScreenProps<D>) {
  const [searchParams] = useSearchParams();
  const userId = useAuth().user?.id ?? "";
  const isNew = id === "new";
  const item = useQuery({
    queryKey: itemKey(prefix, userId, id),
    queryFn: ({ signal }) => load(id, signal),
    enabled: !isNew,
    // The editor owns the item once open: a refetch on focus would not reach its form anyway.
    refetchOnWindowFocus: false,
  });
  return (
    <>
      <Link
        to={`?${withOpenItem(prefix, searchParams, null)}`}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      {isNew ? (
        children(null)
      ) : (
        <QueryState
          query={item}
          loading={`Loading the ${noun}...`}
          failed={`Could not load the ${noun}: ${item.error?.message ?? ""}`}
        >
          {(data) => children(data)}
        </QueryState>
      )}
    </>
  );
}
