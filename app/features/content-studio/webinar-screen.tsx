import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { webinarStudioApi as api } from "#contracts/api/content-studio-webinars.ts";
import { WebinarEditor } from "./webinar-editor.tsx";
import { webinarKey, withOpenWebinar } from "./webinar-params.ts";

/** ?webinar=<id|new>: one webinar in the editor, read once (the editor keeps it current after each step). */
export function WebinarScreen({ id }: { id: string }) {
  const [searchParams] = useSearchParams();
  const userId = useAuth().user?.id ?? "";
  const isNew = id === "new";
  const webinar = useQuery({
    queryKey: webinarKey(userId, id),
    queryFn: ({ signal }) => apiRequest(api.get, { params: { id }, signal }),
    enabled: !isNew,
    // The editor owns the webinar once open: a refetch on focus would not reach its form anyway.
    refetchOnWindowFocus: false,
  });

  return (
    <>
      <Link
        to={`?${withOpenWebinar(searchParams, null)}`}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        All webinars
      </Link>
      {isNew ? (
        <WebinarEditor key="new" webinar={null} />
      ) : (
        <QueryState
          query={webinar}
          loading="Loading the webinar..."
          failed={`Could not load the webinar: ${webinar.error?.message ?? ""}`}
        >
          {(data) => <WebinarEditor key={data.id} webinar={data} />}
        </QueryState>
      )}
    </>
  );
}
