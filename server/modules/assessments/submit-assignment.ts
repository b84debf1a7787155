import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import type { AssignmentSubmissionFile } from "#contracts/assignment.ts";
import {
  assignmentFileContentTypes,
  assignmentSubmissionMessages,
} from "#contracts/assignment-submission-text.ts";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import { type AssignmentView, assignmentSubmissionFieldsSchema } from "#contracts/assignment-views.ts";
import { HttpError } from "#server/http-error.ts";
import { FileSizeMismatchError } from "#server/providers/storage/file-storage.ts";
import type { AssignmentDeps, AssignmentReader } from "./assignment-deps.ts";
import type { SubmissionRow } from "./assignments-repository.ts";
import { getAssignment } from "./get-assignment.ts";
import { probeFile, submissionFileKind } from "./sniff-submission-file.ts";
import { type SubmissionContext, submissionContext } from "./submission-context.ts";
import { submissionFileName } from "./submission-file-name.ts";

/** A file of the form, written whole to local disk by the route before the use case judges it. */
export type StagedFile = { path: string; filename: string; bytes: number };
export type SubmissionForm = { files: StagedFile[]; repoUrl: string | undefined };

type CheckedFile = StagedFile & Pick<AssignmentSubmissionFile, "kind" | "name">;

/** The form against the assignment's settings and the file rules, before anything is stored. */
async function checkForm(
  context: SubmissionContext,
  form: SubmissionForm,
): Promise<{ files: CheckedFile[]; repoUrl: string | null }> {
  const { settings } = context;
  const fields = assignmentSubmissionFieldsSchema.safeParse({ repoUrl: form.repoUrl ?? "" });
  if (!fields.success)
    throw new HttpError(400, fields.error.issues[0]?.message ?? assignmentMessages.repoUrlInvalid, "repoUrl");
  const repoUrl = fields.data.repoUrl || null;
  if (repoUrl && !settings.acceptRepoUrl)
    throw new HttpError(400, assignmentMessages.repoUrlNotAccepted, "repoUrl");
  if (form.files.length > 0 && !settings.acceptFiles)
    throw new HttpError(400, assignmentMessages.filesNotAccepted, "files");
  if (!repoUrl && form.files.length === 0) throw new HttpError(400, assignmentMessages.submissionEmpty);
  const files: CheckedFile[] = [];
  for (const file of form.files) {
    if (file.bytes === 0) throw new HttpError(400, assignmentSubmissionMessages.fileEmpty, "files");
    const kind = await probeFile(file.path, submissionFileKind);
    if (!kind) throw new HttpError(415, assignmentMessages.fileKindNotAllowed, "files");
    const name = submissionFileName(file.filename, kind);
    if (!name) throw new HttpError(400, assignmentMessages.fileNameInvalid, "files");
    files.push({ ...file, kind, name });
  }
  return { files, repoUrl };
}

/** Puts the files in the storage under keys of their own; removes what it stored if one fails. */
async function storeFiles(
  deps: AssignmentDeps,
  context: SubmissionContext,
  userId: string,
  files: CheckedFile[],
): Promise<AssignmentSubmissionFile[]> {
  const stored: AssignmentSubmissionFile[] = [];
  try {
    for (const file of files) {
      const id = randomUUID();
      const storageKey = `assignments/${context.lesson.id}/${userId}/${id}`;
      await deps.storage.put(storageKey, createReadStream(file.path), {
        contentType: assignmentFileContentTypes[file.kind],
        size: file.bytes,
      });
      stored.push({ id, storageKey, name: file.name, kind: file.kind, bytes: file.bytes });
    }
  } catch (error) {
    await removeFiles(deps, stored);
    if (error instanceof FileSizeMismatchError)
      throw new HttpError(400, assignmentSubmissionMessages.unreadableForm, "files");
    throw error;
  }
  return stored;
}

function removeFiles(deps: AssignmentDeps, files: readonly AssignmentSubmissionFile[]) {
  return Promise.all(files.map((file) => deps.storage.delete(file.storageKey).catch(() => undefined)));
}

/** Writes the submission: the first one, or a replacement of the version read (a race or a grade refuses it). */
async function writeSubmission(
  deps: AssignmentDeps,
  context: SubmissionContext,
  userId: string,
  values: { files: AssignmentSubmissionFile[]; repoUrl: string | null; submittedAt: Date },
): Promise<SubmissionRow | undefined> {
  const common = {
    ...values,
    batchId: context.due.batchId,
    dueAt: context.due.dueAt,
    late: context.late,
  };
  if (!context.existing)
    return deps.repository.insertSubmission({
      ...common,
      lessonId: context.lesson.id,
      courseId: context.course.id,
      userId,
    });
  return deps.repository.replaceSubmission({
    ...common,
    id: context.existing.id,
    version: context.existing.version,
  });
}

/**
 * Checks whether the reader may submit now (the route calls it before reading the body, so a refused
 * upload is not read first).
 */
export async function checkAssignmentSubmission(
  deps: AssignmentDeps,
  user: AssignmentReader,
  slug: string,
  lessonId: string,
  at: Date,
): Promise<void> {
  await submissionContext(deps, user, slug, lessonId, at);
}

/**
 * Submits or resubmits a learner's work: files checked by their content and stored under new keys, and/or
 * a repository link; the row is written, then the files it replaced are removed (a failure there leaves an
 * orphan, never a row pointing at nothing). `at` is when the request arrived, for the due moment.
 */
export async function submitAssignment(
  deps: AssignmentDeps,
  user: AssignmentReader,
  slug: string,
  lessonId: string,
  form: SubmissionForm,
  at: Date,
): Promise<AssignmentView> {
  const context = await submissionContext(deps, user, slug, lessonId, at);
  const { files, repoUrl } = await checkForm(context, form);
  const stored = await storeFiles(deps, context, user.id, files);
  let written: SubmissionRow | undefined;
  try {
    written = await writeSubmission(deps, context, user.id, { files: stored, repoUrl, submittedAt: at });
  } catch (error) {
    await removeFiles(deps, stored);
    throw error;
  }
  if (!written) {
    await removeFiles(deps, stored);
    const now = await deps.repository.submissionOf(context.lesson.id, user.id);
    if (now?.status === "graded") throw new HttpError(409, assignmentMessages.alreadyGraded);
    throw new HttpError(409, assignmentSubmissionMessages.raced);
  }
  await removeFiles(deps, context.existing?.files ?? []);
  return getAssignment(deps, user, slug, lessonId);
}
