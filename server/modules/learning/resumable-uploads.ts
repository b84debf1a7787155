import { createReadStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server, type Upload } from "@tus/server";
import type { ApiError } from "#contracts/api-error.ts";
import { uploadMetadataSchema } from "#contracts/course-editor.ts";
import { fileText } from "#contracts/course-editor-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import type { AppLogger } from "#server/core.ts";
import { HttpError } from "#server/http-error.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { EditorUser } from "./editor-access.ts";
import { startStagedUploadSweeper, sweepStagedUploads } from "./staged-uploads-sweeper.ts";
import { checkLessonFileSize, editableLesson, type FileDeps, storeLessonFile } from "./upload-lesson-file.ts";

/** Where an upload belongs: bound to it at creation, checked on every later request. */
type UploadContext = { user: EditorUser; course: { id: string; slug: string }; lessonId: string };

export type ResumableUploadsOptions = {
  /** The staging directory (DATA_DIR/files/uploads): one file and one `.json` per unfinished upload. */
  directory: string;
  /** An unfinished upload is dropped this long after it was created (tus expiration; Upload-Expires). */
  expiresAfterMs: number;
  /** Runs the sweeps, so that a shutdown waits for one in progress. */
  background: BackgroundTasks;
  log?: AppLogger;
};

// A finished upload is claimed by renaming its bytes away from the name tus reads: of two requests that
// finish the same upload (two instances on a shared directory), one rename succeeds; HEAD and DELETE then
// find no upload.
const claimedSuffix = ".finishing";

function errorBody(message: string, field?: string): string {
  return JSON.stringify({
    error: message,
    errors: [{ message, ...(field ? { field } : {}) }],
  } satisfies ApiError);
}

/**
 * Resumable lesson file uploads over tus 1.0 (decision 0033), by `@tus/server` on a `@tus/file-store` staging
 * directory. Each request is checked by `handle` (who may edit the lesson) before the library sees it; the
 * library's hooks then bind a new upload to its uploader and lesson, refuse any other caller, and hand a
 * complete upload to the tail every lesson upload shares (`storeLessonFile`: size, type from the first
 * bytes, the storage, the `lesson_files` row), after which the staged bytes go.
 */
export function createResumableUploads(deps: FileDeps, options: ResumableUploadsOptions) {
  // The web Request the route builds for one call, to what the route checked for it: the hooks get the
  // same Request object, and nothing else of the call.
  const contexts = new WeakMap<Request, UploadContext>();
  const contextOf = (request: Request): UploadContext => {
    const context = contexts.get(request);
    if (!context) throw new Error("A resumable upload request reached tus without its checked context");
    return context;
  };
  const stagedPath = (id: string) => path.join(options.directory, id);
  /**
   * Expired staged uploads, and what the storage's interrupted puts left (a crash mid-copy): both older
   * than the uploads' expiry, so nothing still being written is touched. Answers how many uploads it removed.
   */
  const sweepAbandoned = async (now: Date): Promise<number> => {
    const removed = await sweepStagedUploads(options.directory, options.expiresAfterMs, now);
    const leftovers = await deps.storage.sweepInterrupted(new Date(now.getTime() - options.expiresAfterMs));
    if (leftovers > 0)
      options.log?.info(
        { event: "learning.storage_leftovers_swept", removed: leftovers },
        "interrupted puts removed",
      );
    return removed;
  };

  // Built on the first request: the file store creates its directory, which a script composing the
  // services (and never uploading) should not.
  let server: Server | undefined;
  let store: FileStore | undefined;
  const tus = (): Server => {
    if (server) return server;
    store = new FileStore({
      directory: options.directory,
      expirationPeriodInMilliseconds: options.expiresAfterMs,
    });
    const datastore = store;
    server = new Server({
      // Required by the library; every URL is made and read by the two functions below instead.
      path: "/api/instructor/courses",
      datastore,
      // The editor calls from our own origin: no other site may read these answers.
      allowedOrigins: () => false,
      // The upload's URL is the creating request's own path plus the id, so it names the lesson too.
      generateUrl: (request, { id }) => `${new URL(request.url).pathname.replace(/\/+$/, "")}/${id}`,
      getFileIdFromRequest: (_request, lastPath) => lastPath,
      async onIncomingRequest(request, id) {
        if (request.method === "POST") return; // a new upload: bound in onUploadCreate
        const { user, course, lessonId } = contextOf(request);
        const info = await datastore.configstore.get(id);
        const bound = info?.metadata;
        // Someone else's upload, or one of another lesson, answers as if it did not exist.
        if (!bound || bound.userId !== user.id || bound.courseId !== course.id || bound.lessonId !== lessonId)
          throw new HttpError(404, apiMessages.notFound);
      },
      async onUploadCreate(request, upload) {
        const { user, course, lessonId } = contextOf(request);
        const parsed = uploadMetadataSchema.safeParse(upload.metadata ?? {});
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new HttpError(400, issue?.message ?? apiMessages.badRequest, issue?.path.join("."));
        }
        if (upload.size === undefined) throw new HttpError(411, fileText.noUploadLength);
        checkLessonFileSize(parsed.data.role, upload.size);
        // Only what we checked is kept, and the binding is ours: a client cannot name another uploader.
        return {
          metadata: {
            role: parsed.data.role,
            filename: parsed.data.filename,
            userId: user.id,
            courseId: course.id,
            lessonId,
          },
        };
      },
      async onUploadFinish(request, upload) {
        await finish(contextOf(request), upload);
        return {};
      },
      onResponseError(request, error) {
        if (error instanceof HttpError)
          return { status_code: error.statusCode, body: errorBody(error.message, error.field) };
        if ("status_code" in error) return undefined; // the protocol's own answers (409, 410, 412, ...)
        options.log?.error({ err: error, url: request.url }, "resumable upload failed");
        return { status_code: 500, body: errorBody(apiMessages.internal) };
      },
    });
    return server;
  };

  async function finish(context: UploadContext, upload: Upload): Promise<void> {
    const staged = stagedPath(upload.id);
    const claimed = `${staged}${claimedSuffix}`;
    try {
      await rename(staged, claimed);
    } catch {
      throw new HttpError(409, fileText.finishing);
    }
    const body = createReadStream(claimed);
    try {
      const metadata = uploadMetadataSchema.parse(upload.metadata);
      await storeLessonFile(deps, context, { ...metadata, size: upload.size ?? 0, body });
    } finally {
      // Stored or refused (a wrong type, a lesson deleted meanwhile), the staged upload is done with.
      body.destroy();
      await Promise.all([rm(claimed, { force: true }), rm(`${staged}.json`, { force: true })]);
    }
  }

  return {
    /**
     * One tus request of an editor: who may edit the lesson is checked here (403, 404), then the library
     * answers it, with its hooks above. The answer is the library's web Response.
     */
    async handle(
      user: EditorUser,
      target: { courseSlug: string; lessonId: string },
      request: Request,
    ): Promise<Response> {
      const course = await editableLesson(deps, user, target.courseSlug, target.lessonId);
      contexts.set(request, { user, course, lessonId: target.lessonId });
      return tus().handleWeb(request);
    },
    /** Drops unfinished uploads past their expiry (every instance may run it: decision 0030). */
    sweepExpired: (now = new Date()) => sweepAbandoned(now),
    /** The hourly sweep (server/main.ts starts it); returns the stop function. */
    startSweeper: (intervalMs?: number) =>
      startStagedUploadSweeper(
        {
          background: options.background,
          sweep: () => sweepAbandoned(new Date()),
          log: options.log,
        },
        intervalMs,
      ),
  };
}
export type ResumableUploads = ReturnType<typeof createResumableUploads>;
