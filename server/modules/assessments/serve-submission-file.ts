import type { Readable } from "node:stream";
import { assignmentFileContentTypes } from "#contracts/assignment-submission-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { AssignmentDeps, AssignmentReader } from "./assignment-deps.ts";
import { openSubmission } from "./open-submission.ts";

/** RFC 6266 filename for a download, ASCII fallback plus the UTF-8 name. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A submission's file for the same readers as the submission: always as an attachment, with the type its
 * content showed and nosniff, so a student's upload never renders in our origin. Not kept by caches (the
 * API's no-store): a resubmission replaces the files.
 */
export async function serveSubmissionFile(
  deps: AssignmentDeps,
  user: AssignmentReader,
  params: { courseSlug: string; lessonId: string; submissionId: string; fileId: string },
): Promise<{ headers: Record<string, string>; body: Readable }> {
  const { submission } = await openSubmission(deps, user, params);
  const file = submission.files.find((candidate) => candidate.id === params.fileId);
  if (!file) throw new HttpError(404, apiMessages.notFound);
  const stored = await deps.storage.stat(file.storageKey);
  if (!stored) throw new HttpError(404, apiMessages.notFound);
  return {
    headers: {
      "content-type": assignmentFileContentTypes[file.kind],
      "content-length": String(stored.size),
      "content-disposition": attachment(file.name),
      "x-content-type-options": "nosniff",
    },
    body: await deps.storage.read(file.storageKey),
  };
}
