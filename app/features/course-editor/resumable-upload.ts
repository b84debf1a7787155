import { type DetailedError, Upload } from "tus-js-client";
import { csrfToken, serverErrorOf } from "#app/lib/api-client.ts";
import { editorLimits, uploadText } from "#contracts/course-editor-text.ts";
import type { LessonFile } from "#contracts/learning.ts";

// The editor's uploads over tus (decision 0033), loaded on demand by lesson-files-editor.tsx so that
// tus-js-client lands only in the editor's bundle. A file goes in pieces of 8 MB: a broken connection is
// retried, and a page closed mid-way picks up where it stopped the next time the same file is chosen.

export type ResumableUploadEvents = {
  /** An earlier, unfinished upload of this file is being continued. */
  onResuming(): void;
  onProgress(sent: number, total: number): void;
  onSuccess(): void;
  /** Why it stopped, in words for the author; the upload is kept for a later resume unless refused. */
  onError(message: string): void;
};

function messageOf(error: Error | DetailedError): string {
  const response = "originalResponse" in error ? error.originalResponse : null;
  if (!response) return uploadText.stopped;
  let body: unknown;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    body = undefined;
  }
  return serverErrorOf(body) ?? uploadText.stopped;
}

/**
 * Starts (or resumes) the upload of `file` to a lesson as `role`. `cancel` drops what the server holds of it
 * too; `pause` stops sending and keeps it for a resume.
 */
export async function startResumableUpload(
  target: { endpoint: string; userId: string; role: LessonFile["role"]; file: File },
  events: ResumableUploadEvents,
): Promise<{ cancel(): Promise<void>; pause(): Promise<void> }> {
  const endpoint = new URL(target.endpoint, window.location.origin).href;
  const upload = new Upload(target.file, {
    endpoint,
    chunkSize: editorLimits.uploadChunkBytes,
    // A dropped connection is tried again after these pauses before the author is told.
    retryDelays: [0, 1_000, 3_000, 5_000, 10_000, 20_000],
    metadata: { role: target.role, filename: target.file.name },
    // One author's same file for the same lesson and role: another account on this browser, another
    // lesson or another role starts afresh. The endpoint names the course and the lesson.
    fingerprint: async (file) =>
      ["ai-labs", target.userId, target.role, endpoint, file.name, file.size, file.lastModified].join("|"),
    removeFingerprintOnSuccess: true,
    // The anti-forgery token of this moment (it changes at sign-in), on every request of the upload.
    onBeforeRequest: (request) => {
      request.setHeader("X-XSRF-TOKEN", csrfToken());
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: () => events.onSuccess(),
    onError: (error) => events.onError(messageOf(error)),
  });
  const previous = await upload.findPreviousUploads();
  const earlier = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (earlier) {
    upload.resumeFromPreviousUpload(earlier);
    events.onResuming();
  }
  upload.start();
  return { cancel: () => upload.abort(true), pause: () => upload.abort(false) };
}
