import { useQueryClient } from "@tanstack/react-query";
import { FileIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { LessonDetail } from "#contracts/course-editor.ts";
import { editorLimits, fileText, lessonFileRoleLabels, uploadText } from "#contracts/course-editor-text.ts";
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

type Sending = { progress: number; resuming: boolean };
/** One upload started from this editor; a later one, a cancel or leaving the page makes it stale. */
type Attempt = { stale: boolean; upload?: { cancel(): Promise<void>; pause(): Promise<void> } };

/**
 * The lesson's files: its video, the video's captions and resources to download. An upload is resumable
 * (tus, decision 0033; its client is loaded when the first file is chosen): it shows its progress, can be
 * cancelled, survives a dropped connection, and continues where it stopped when the same file is chosen
 * again after the page was closed. The server checks the size and the file's real type again.
 */
export function LessonFilesEditor({ user, lesson }: { user: CurrentUser; lesson: LessonDetail }) {
  const client = useQueryClient();
  const id = useId();
  const [role, setRole] = useState<Role>("resource");
  const [sending, setSending] = useState<Sending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const current = useRef<Attempt | null>(null);
  const slug = lesson.course.slug;
  const refresh = () =>
    client.invalidateQueries({ queryKey: editorLessonQuery(user.id, slug, lesson.id).queryKey });

  // Leaving the page pauses an upload in progress: its pieces stay on the server for a resume.
  useEffect(
    () => () => {
      const attempt = current.current;
      if (!attempt) return;
      attempt.stale = true;
      void attempt.upload?.pause();
    },
    [],
  );

  const finish = (attempt: Attempt) => {
    attempt.stale = true;
    if (current.current === attempt) current.current = null;
    setSending(null);
    if (input.current) input.current.value = "";
  };

  const send = async (file: File) => {
    setError(null);
    const max = role === "video" ? editorLimits.videoMaxBytes : editorLimits.fileMaxBytes;
    if (file.size > max) return setError(fileText.tooLarge(role));
    if (file.size === 0) return setError(fileText.empty);
    const attempt: Attempt = { stale: false };
    current.current = attempt;
    setSending({ progress: 0, resuming: false });
    try {
      const { startResumableUpload } = await import("./resumable-upload.ts");
      if (attempt.stale) return;
      const upload = await startResumableUpload(
        {
          endpoint: endpointUrl(courseEditorApi.createUpload, {
            params: { courseSlug: slug, lessonId: lesson.id },
          }),
          userId: user.id,
          role,
          file,
        },
        {
          onResuming: () => {
            if (!attempt.stale) setSending((now) => now && { ...now, resuming: true });
          },
          onProgress: (sent, total) => {
            if (!attempt.stale)
              setSending((now) => now && { ...now, progress: Math.floor((sent / total) * 100) });
          },
          onSuccess: () => {
            finish(attempt);
            toast({ title: uploadText.uploaded, description: uploadText.uploadedBody(file.name) });
            void refresh();
          },
          onError: (message) => {
            if (attempt.stale) return;
            finish(attempt);
            setError(message);
          },
        },
      );
      attempt.upload = upload;
      // Cancelled while it was starting.
      if (attempt.stale) void upload.cancel().catch(() => undefined);
    } catch {
      // The upload's client could not be loaded (a deploy replaced it, the connection dropped).
      if (attempt.stale) return;
      finish(attempt);
      setError(uploadText.stopped);
    }
  };

  const stop = () => {
    const attempt = current.current;
    if (!attempt) return;
    finish(attempt);
    setError(uploadText.cancelled);
    // What the server holds of it goes too; if that call fails, the day's expiry removes it.
    void attempt.upload?.cancel().catch(() => undefined);
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
            disabled={sending !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-medium file:text-indigo-800 hover:file:bg-indigo-100"
          />
        </div>
      </div>
      {sending !== null ? (
        <div className="mt-3 flex flex-wrap items-center gap-3" aria-live="polite">
          <UploadIcon aria-hidden="true" className="size-4 text-indigo-700" />
          <span className="text-sm text-slate-700">
            {sending.resuming ? uploadText.resuming : uploadText.uploading}
          </span>
          <ProgressBar value={sending.progress} label={uploadText.progressLabel} className="max-w-sm" />
          <span className="text-sm tabular-nums text-slate-700">{`${sending.progress}%`}</span>
          <Button variant="ghost" size="sm" onClick={stop}>
            {uploadText.cancel}
          </Button>
        </div>
      ) : null}
      {error ? <FormAlert className="mt-3">{error}</FormAlert> : null}
    </section>
  );
}
