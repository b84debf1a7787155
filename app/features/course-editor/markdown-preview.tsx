import { useEffect, useState } from "react";
import { Prose } from "#app/components/ui/prose.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { courseEditorApi } from "#contracts/api/course-editor.ts";

const delayMs = 500;

/**
 * The lesson as students will see it, rendered by the server's own renderer and sanitiser (a second,
 * browser-side Markdown stack could disagree with it), half a second after the author stops typing.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest(courseEditorApi.markdownPreview, { body: { markdown }, signal: controller.signal }).then(
        (answer) => {
          setHtml(answer.html);
          setFailed(false);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown]);
  if (failed)
    return <p className="text-sm text-red-700">The preview could not be rendered. Your text is safe.</p>;
  if (html === null) return <p className="text-sm text-slate-600">Rendering the preview...</p>;
  if (html === "") return <p className="text-sm text-slate-600">Nothing written yet.</p>;
  return <Prose html={html} className="max-w-none" />;
}
