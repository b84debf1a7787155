import type { Readable } from "node:stream";
import type { CurrentUser } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { contentRange, parseRangeHeader, unsatisfiableContentRange } from "#server/lib/http-range.ts";
import type { LearningDeps } from "./learning-deps.ts";
import { openLesson } from "./open-lesson.ts";

export type ServedFile = {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  body?: Readable;
};

/** RFC 6266 filename for a download, ASCII fallback plus the UTF-8 name. */
function disposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A lesson's file for someone who may read the lesson now (an enrolled student once it is released, its
 * instructors and admins): the whole file, or the range a video player asks for when it seeks. Kept by the
 * browser for an hour (private), revalidated with the ETag.
 */
export async function serveLessonFile(
  deps: LearningDeps,
  user: Pick<CurrentUser, "id" | "role">,
  params: { courseSlug: string; lessonId: string; fileId: string },
  headers: { range?: string; ifNoneMatch?: string },
): Promise<ServedFile> {
  await openLesson(deps, user, params.courseSlug, params.lessonId);
  const file = await deps.lessonFiles.find(params.lessonId, params.fileId);
  if (!file) throw new HttpError(404, apiMessages.notFound);
  const stored = await deps.storage.stat(file.storageKey);
  if (!stored) throw new HttpError(404, apiMessages.notFound);
  const common = {
    "accept-ranges": "bytes",
    etag: stored.etag,
    "cache-control": "private, max-age=3600",
    "content-type": file.contentType,
    "content-disposition": disposition(file.role === "resource" ? "attachment" : "inline", file.filename),
  };
  if (headers.ifNoneMatch?.split(/\s*,\s*/).includes(stored.etag)) return { status: 304, headers: common };
  const range = parseRangeHeader(headers.range, stored.size);
  if (range.kind === "unsatisfiable")
    return { status: 416, headers: { ...common, "content-range": unsatisfiableContentRange(stored.size) } };
  if (range.kind === "range")
    return {
      status: 206,
      headers: {
        ...common,
        "content-range": contentRange(range, stored.size),
        "content-length": String(range.end - range.start + 1),
      },
      body: await deps.storage.read(file.storageKey, range),
    };
  return {
    status: 200,
    headers: { ...common, "content-length": String(stored.size) },
    body: await deps.storage.read(file.storageKey),
  };
}
