import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Button } from "./button.tsx";
import { FormAlert } from "./form-alert.tsx";
import { Spinner } from "./spinner.tsx";

/**
 * What the admin screens read of a TanStack query result. Structural, so a `useQuery` result fits as it
 * is and a test can pass a plain object.
 */
export type AdminQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
};

type AdminQueryGateProps<T> = {
  query: AdminQuery<T>;
  /** Announced by the spinner, e.g. "Loading coupons...". */
  loadingLabel: string;
  /** Put before the server's message, e.g. "Could not load the coupons". */
  loadFailed: string;
  /** Beside a taller panel the grid row stretches; this keeps the alert and button at its top. */
  alignStart?: boolean;
  children: (data: T) => ReactNode;
};

/**
 * The first load of an admin list: a spinner, then either the data or the error with a way to retry.
 * A failed refetch while data is on screen keeps the data (the list stays usable), hence `&& !data`.
 */
export function AdminQueryGate<T>({
  query,
  loadingLabel,
  loadFailed,
  alignStart,
  children,
}: AdminQueryGateProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className={cn("grid", alignStart && "content-start", "justify-items-start gap-3")}>
        <FormAlert>
          {loadFailed}: {query.error?.message}
        </FormAlert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return query.data ? children(query.data) : null;
}
