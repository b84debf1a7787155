import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import { pageDetailQuery } from "./page-builder-queries.ts";
import { PageEditor } from "./page-editor.tsx";
import type { PageDetailData } from "./page-values.ts";

/** ?edit=<id>: one page in the editor, opened afresh after a restore or when the person reloads it. */
export function PageEditorScreen({ id }: { id: string }) {
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const queryClient = useQueryClient();
  const key = pageDetailQuery(userId, id).queryKey;
  // Each opening of the page (first, after a restore, after "load the latest") starts a fresh draft.
  const [opening, setOpening] = useState(0);
  const page = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest(pageBuilderApi.get, { params: { id }, signal }),
    enabled: user !== null,
  });

  const reopen = (fresh: PageDetailData) => {
    queryClient.setQueryData(key, fresh);
    setOpening((n) => n + 1);
  };

  const notFound = page.error instanceof ApiRequestError && page.error.status === 404;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <Link
        to="?"
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        All pages
      </Link>
      <QueryState
        query={page}
        loading="Loading the page..."
        failed={
          notFound ? pageBuilderMessages.notFound : `Could not load the page: ${page.error?.message ?? ""}`
        }
      >
        {(data) => (
          <PageEditor
            key={`${id}:${opening}`}
            page={data}
            userId={userId}
            canPublish={user?.role === "admin"}
            onReload={() => {
              void page.refetch().then((result) => {
                if (result.data) reopen(result.data);
              });
            }}
            onReset={reopen}
          />
        )}
      </QueryState>
    </div>
  );
}
