import { fileTypeFromBuffer } from "file-type";
import { fileText } from "#contracts/course-editor-text.ts";
import type { LessonFileRole } from "#server/db/schema/learning.ts";

/** How many first bytes decide a file's type: enough for every signature file-type knows. */
export const sniffBytes = 4100;

// What each role accepts, decided from the bytes, never from the name or the Content-Type the browser sent.
const videoTypes = new Set(["video/mp4", "video/webm"]);
const resourceTypes = new Set([
  "application/pdf",
  "application/zip",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
]);

/** Text we serve as is: UTF-8 without NUL bytes (a notebook is JSON, a dataset CSV, notes Markdown). */
function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // A sequence cut at the end of the sample is not an error: only what came whole is checked.
    new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

const textTypes: Record<string, string> = {
  csv: "text/csv; charset=utf-8",
  ipynb: "application/x-ipynb+json",
  json: "application/json",
  md: "text/markdown; charset=utf-8",
  py: "text/x-python; charset=utf-8",
};

/** The content type the file will be served with, or the message that refuses it. */
export async function sniffLessonFile(
  role: LessonFileRole,
  head: Uint8Array,
  filename: string,
): Promise<{ contentType: string } | { error: string }> {
  if (head.length === 0) return { error: fileText.empty };
  if (role === "captions") {
    const text = new TextDecoder().decode(head.subarray(0, 16)).replace(/^\uFEFF/, "");
    return /^WEBVTT(\s|$)/.test(text)
      ? { contentType: "text/vtt; charset=utf-8" }
      : { error: fileText.captions };
  }
  const detected = await fileTypeFromBuffer(head);
  if (role === "video")
    return detected && videoTypes.has(detected.mime)
      ? { contentType: detected.mime }
      : { error: fileText.video };
  if (detected)
    return resourceTypes.has(detected.mime) ? { contentType: detected.mime } : { error: fileText.resource };
  if (!isText(head)) return { error: fileText.resource };
  const extension = filename.toLowerCase().split(".").pop() ?? "";
  return { contentType: textTypes[extension] ?? "text/plain; charset=utf-8" };
}
