import type { UseQueryResult } from "@tanstack/react-query";
import { RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

export const overviewLoadFailed = "We couldn't load these figures.";

/** Loading and error states of an overview query; renders the figures once they are there. */
export function OverviewQueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{overviewLoadFailed}</p>
        <p className="mt-1 text-sm">{query.error.message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the figures..." />
      </div>
    );
  }
  return children(query.data);
}
