import type { UseQueryResult } from "@tanstack/react-query";
import { RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

/** Loading, a failed read with a way to retry, or the data. */
export function QueryState<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
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
  return <>{children(query.data)}</>;
}
