import { RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

/**
 * What QueryState reads of a TanStack query result. Structural, so a `useQuery` result fits as it is and a
 * page reading two queries can pass them as one.
 */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
};

/** Loading, a failed read with a way to retry, or the data. */
export function QueryState<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || (query.data === undefined && !query.isError))
    return (
      <div className="flex justify-center py-16">
        <Spinner label={loading} />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{failed}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  return <>{children(query.data as T)}</>;
}
