import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Prose } from "#app/components/ui/prose.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useDebouncedValue } from "#app/lib/use-debounced-value.ts";
import { contentStudioApi as api } from "#contracts/api/content-studio.ts";
import { postPreviewKey } from "./studio-params.ts";

/** One render per pause in typing, not per key. */
const previewDelayMs = 400;

/**
 * The body as /blog/<slug> will show it: the server renders the Markdown with the public page's renderer and
 * sanitiser (nothing is rendered here), and the result is drawn with the post page's prose styles.
 */
export function MarkdownPreview({ markdown, subject = "body" }: { markdown: string; subject?: string }) {
  const titleId = useId();
  const settled = useDebouncedValue(markdown, previewDelayMs);
  const empty = settled.trim() === "";
  const preview = useQuery({
    queryKey: postPreviewKey(settled),
    queryFn: ({ signal }) => apiRequest(api.preview, { body: { bodyMarkdown: settled }, signal }),
    enabled: !empty,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
  const updating = !empty && (markdown !== settled || preview.isFetching);

  return (
    <section aria-labelledby={titleId} className="grid min-w-0 content-start gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-sm font-medium text-slate-900">
          Live preview
        </h3>
        <span role="status" className="text-xs text-slate-600">
          {updating ? "Updating..." : ""}
        </span>
      </div>
      <section
        aria-label={`Preview of the ${subject}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="max-h-[42rem] min-h-48 overflow-auto rounded-lg border border-slate-200 bg-white p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:p-6"
      >
        {empty ? (
          <p className="text-sm text-slate-600">Nothing to preview yet: write the {subject} in Markdown.</p>
        ) : preview.isError && !preview.data ? (
          <p role="alert" className="text-sm text-red-700">
            Could not render the preview: {preview.error.message}
          </p>
        ) : preview.data ? (
          <Prose html={preview.data.html} />
        ) : (
          <p className="text-sm text-slate-600">Rendering...</p>
        )}
      </section>
    </section>
  );
}
