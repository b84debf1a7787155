import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { contentStudioApi } from "#contracts/api/content-studio.ts";
import { PostEditor } from "./post-editor.tsx";
import { postKey, withOpenPost } from "./studio-params.ts";

/** ?post=<id|new>: one post in the editor, read once (the editor keeps it current after each step). */
export function PostScreen({ id }: { id: string }) {
  const [searchParams] = useSearchParams();
  const userId = useAuth().user?.id ?? "";
  const isNew = id === "new";
  const post = useQuery({
    queryKey: postKey(userId, id),
    queryFn: ({ signal }) => apiRequest(contentStudioApi.get, { params: { id }, signal }),
    enabled: !isNew,
    // The editor owns the post once open: a refetch on focus would not reach its form anyway.
    refetchOnWindowFocus: false,
  });

  return (
    <>
      <Link
        to={`?${withOpenPost(searchParams, null)}`}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        All posts
      </Link>
      {isNew ? (
        <PostEditor key="new" post={null} />
      ) : (
        <QueryState
          query={post}
          loading="Loading the post..."
          failed={`Could not load the post: ${post.error?.message ?? ""}`}
        >
          {(data) => <PostEditor key={data.id} post={data} />}
        </QueryState>
      )}
    </>
  );
}
