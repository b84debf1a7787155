import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { assignmentSubmissionMessages } from "#contracts/assignment-submission-text.ts";
import { assignmentLimits, assignmentMessages } from "#contracts/assignment-text.ts";
import { assignmentSubmissionFields } from "#contracts/assignment-views.ts";
import { HttpError } from "#server/http-error.ts";
import type { StagedFile, SubmissionForm } from "./submit-assignment.ts";

// A submission's multipart form, read part by part: each file streamed to its own file in a staging folder
// on local disk (never held in memory: five files of 25 MB), the repository link kept as text. The use case
// then judges the files by their content and puts them in the storage; the staging folder is removed after
// the request, whatever happened.

/** Beyond these a form is refused: five files, the link, and room for a browser's extra fields. */
export const submissionFormLimits = {
  fileSize: assignmentLimits.fileBytesMax,
  files: assignmentLimits.filesMax,
  fields: 4,
  parts: 12,
  fieldNameSize: 100,
  // Above the link's own limit, so a cut-off value still fails validation instead of passing shortened.
  fieldSize: 4 * 1024,
  headerPairs: 20,
};

/** busboy's file stream: `truncated` turns true once the size limit cut it. */
type UploadStream = Readable & { truncated?: boolean };

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error && "code" in error ? String(error.code) : undefined;
}

export type StagedForm = { form: SubmissionForm; discard: () => Promise<void> };

export async function readSubmissionForm(request: FastifyRequest, stagingRoot: string): Promise<StagedForm> {
  await mkdir(stagingRoot, { recursive: true });
  const folder = await mkdtemp(path.join(stagingRoot, "form-"));
  const discard = () => rm(folder, { recursive: true, force: true }).catch(() => undefined);
  const files: StagedFile[] = [];
  let repoUrl: string | undefined;
  try {
    for await (const part of request.parts({ limits: submissionFormLimits })) {
      if (part.type === "field") {
        if (part.fieldname === assignmentSubmissionFields.repoUrl && repoUrl === undefined)
          repoUrl = typeof part.value === "string" ? part.value : "";
        continue;
      }
      if (part.fieldname !== assignmentSubmissionFields.files) {
        part.file.resume(); // a file we did not ask for: read and dropped
        continue;
      }
      const target = path.join(folder, randomUUID());
      const stream = part.file as UploadStream;
      const out = createWriteStream(target, { flags: "wx", mode: 0o600 });
      await pipeline(stream, out);
      const bytes = out.bytesWritten;
      if (stream.truncated) throw new HttpError(413, assignmentMessages.fileTooLarge, "files");
      // A file input left empty still sends a part: no name, no bytes.
      if (part.filename === "" && bytes === 0) continue;
      files.push({ path: target, filename: part.filename, bytes });
    }
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    const code = errorCode(error);
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, assignmentMessages.fileTooLarge, "files");
    if (code === "FST_FILES_LIMIT") throw new HttpError(400, assignmentMessages.tooManyFiles, "files");
    request.log.info({ err: error }, "unreadable assignment submission form");
    throw new HttpError(400, assignmentSubmissionMessages.unreadableForm);
  }
  return { form: { files, repoUrl }, discard };
}

/**
 * Removes the staging folders of forms a crash interrupted (a request removes its own), last touched before
 * `before`; answers how many. A form being read now is minutes old at most.
 */
export async function sweepStagedForms(stagingRoot: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(stagingRoot);
  } catch {
    return 0; // no folder yet: nothing was ever staged
  }
  let removed = 0;
  for (const name of names) {
    const folder = path.join(stagingRoot, name);
    const info = await stat(folder).catch(() => null);
    if (!info || info.mtime.getTime() >= before.getTime()) continue;
    await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    removed += 1;
  }
  return removed;
}
