import { useQueryClient } from "@tanstack/react-query";
import { FileIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest, uploadFile } from "#app/lib/api-client.ts";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { LessonDetail } from "#contracts/course-editor.ts";
import { editorLimits, fileText, lessonFileRoleLabels } from "#contracts/course-editor-text.ts";
import type { LessonFile } from "#contracts/learning.ts";
import { editorLessonQuery } from "./editor-queries.ts";

type Role = LessonFile["role"];

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

const accept: Record<Role, string> = {
  video: "video/mp4,video/webm",
  captions: ".vtt,text/vtt",
  resource: ".pdf,.zip,.png,.jpg,.jpeg,.gif,.webp,.docx,.pptx,.xlsx,.ipynb,.csv,.md,.txt,.py,.json",
};

/**
 * The lesson's files: its video, the video's captions and resources to download. An upload shows its
 * progress and can be cancelled; the server checks the size and the file's real type again.
 */
export function LessonFilesEditor({ user, lesson }: { user: CurrentUser; lesson: LessonDetail }) {
  const client = useQueryClient();
  const id = useId();
  const [role, setRole] = useState<Role>("resource");
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const slug = lesson.course.slug;
  const refresh = () =>
    client.invalidateQueries({ queryKey: editorLessonQuery(user.id, slug, lesson.id).queryKey });

  const send = async (file: File) => {
    setError(null);
    const max = role === "video" ? editorLimits.videoMaxBytes : editorLimits.fileMaxBytes;
    if (file.size > max) return setError(fileText.tooLarge(role));
    if (file.size === 0) return setError(fileText.empty);
    abort.current = new AbortController();
    setProgress(0);
    try {
      await uploadFile(courseEditorApi.uploadFile, {
        params: { courseSlug: slug, lessonId: lesson.id },
        query: { role, filename: file.name },
        file,
        signal: abort.current.signal,
        onProgress: (sent, total) => setProgress(Math.round((sent / total) * 100)),
      });
      toast({ title: "File uploaded", description: `${file.name} is attached to the lesson.` });
      await refresh();
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError")
        setError("The upload was cancelled.");
      else setError(failure instanceof ApiRequestError ? failure.message : fileText.interrupted);
    } finally {
      setProgress(null);
      abort.current = null;
      if (input.current) input.current.value = "";
    }
  };

  const remove = async (file: LessonFile) => {
    if (!window.confirm(`Remove ${file.filename} from this lesson?`)) return;
    try {
      await apiRequest(courseEditorApi.deleteFile, {
        params: { courseSlug: slug, lessonId: lesson.id, fileId: file.id },
      });
      await refresh();
    } catch {
      toast({ title: "The file could not be removed. Please try again.", variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby={`${id}-h`} className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-h`} className="font-semibold text-slate-900">
        Files
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        One video (MP4 or WebM, up to 2 GB) with its WebVTT captions, and any resources to download (up to 50
        MB each).
      </p>
      {lesson.files.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No files yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-100">
          {lesson.files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <FileIcon aria-hidden="true" className="size-4 text-slate-500" />
              <span className="min-w-0 flex-1">
                <a href={file.url} className="font-medium text-indigo-800 underline-offset-4 hover:underline">
                  {file.filename}
                </a>
                <span className="text-slate-600">{` · ${lessonFileRoleLabels[file.role]} · ${fileSize(file.size)}`}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${file.filename}`}
                onClick={() => void remove(file)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:items-end">
        <div>
          <Label htmlFor={`${id}-role`}>Kind of file</Label>
          <Select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            className="mt-1"
          >
            {(Object.keys(lessonFileRoleLabels) as Role[]).map((value) => (
              <option key={value} value={value}>
                {lessonFileRoleLabels[value]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-file`}>Choose a file to upload</Label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={accept[role]}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-medium file:text-indigo-800 hover:file:bg-indigo-100"
          />
        </div>
      </div>
      {progress !== null ? (
        <div className="mt-3 flex items-center gap-3" aria-live="polite">
          <UploadIcon aria-hidden="true" className="size-4 text-indigo-700" />
          <ProgressBar value={progress} label="Upload progress" className="max-w-sm" />
          <span className="text-sm tabular-nums text-slate-700">{`${progress}%`}</span>
          <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      ) : null}
      {error ? <FormAlert className="mt-3">{error}</FormAlert> : null}
    </section>
  );
}
