import { schoolTimeZone } from "#contracts/learning-text.ts";
import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { calendarDateIn } from "#server/lib/time-zone.ts";
import type { CertificateIssuingService } from "#server/modules/certificates/certificate-issuing-service.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import { uploadStagingDirectory } from "#server/providers/storage/create-file-storage.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import { announcementsRoutes } from "./announcements-routes.ts";
import { createAnnouncementsService } from "./announcements-service.ts";
import { createCourseEditorRepository } from "./course-editor-repository.ts";
import { createCourseEditorService } from "./course-editor-service.ts";
import { createDeadlinesRepository } from "./deadlines-repository.ts";
import { editorRoutes } from "./editor-routes.ts";
import { fileRoutes } from "./file-routes.ts";
import { createLearningRepository } from "./learning-repository.ts";
import { createLessonFilesRepository } from "./lesson-files-repository.ts";
import { createLessonHtmlCache } from "./lesson-html-cache.ts";
import { createLessonTranscripts } from "./lesson-transcript.ts";
import { createPreviewPageSource } from "./preview-page-source.ts";
import { createPreviewPagesRepository } from "./preview-pages-repository.ts";
import { createResumableUploads } from "./resumable-uploads.ts";
import { rosterRoutes } from "./roster-routes.ts";
import { createRosterService } from "./roster-service.ts";
import { learningRoutes } from "./routes.ts";
import { createLearningService } from "./service.ts";

type Deps = {
  db: Database;
  certificateIssuing: Pick<CertificateIssuingService, "issueIfEarned">;
  config: Config;
  mail: MailService;
  background: BackgroundTasks;
  files: FileStorage;
  pageSources: PageSource[];
  log?: AppLogger;
};

/** An unfinished resumable upload is dropped a day after it started (decision 0033). */
const uploadsExpireAfterMs = 24 * 60 * 60_000;

export const learningModule = defineModule({
  name: "learning",
  create: ({ db, config, mail, background, files, log, pageSources, certificateIssuing }: Deps) => {
    pageSources.push(createPreviewPageSource({ previews: createPreviewPagesRepository(db) }));
    return {
      courseEditor: createCourseEditorService({
        repository: createCourseEditorRepository(db),
        files: createLessonFilesRepository(db),
        storage: files,
        renderMarkdown,
      }),
      lessonUploads: createResumableUploads(
        { editor: createCourseEditorRepository(db), files: createLessonFilesRepository(db), storage: files },
        {
          directory: uploadStagingDirectory(config),
          expiresAfterMs: uploadsExpireAfterMs,
          background,
          ...(log ? { log } : {}),
        },
      ),
      roster: createRosterService(db),
      announcements: createAnnouncementsService({
        db,
        renderMarkdown,
        publicUrl: config.publicUrl,
        deliverMail: () => mail.deliverPending(),
        background,
      }),
      learning: createLearningService({
        repository: createLearningRepository(db),
        lessonFiles: createLessonFilesRepository(db),
        deadlines: createDeadlinesRepository(db),
        storage: files,
        renderLesson: createLessonHtmlCache(renderMarkdown),
        transcriptOf: createLessonTranscripts(files),
        today: () => calendarDateIn(schoolTimeZone, new Date()),
        now: () => new Date(),
        onLessonCompleted: (userId, courseId) =>
          background.run("certificates.issue-if-earned", () =>
            certificateIssuing.issueIfEarned(userId, courseId),
          ),
      }),
    };
  },
  routes: async (app, { learning, courseEditor, lessonUploads, roster, announcements }) => {
    await app.register(learningRoutes, { service: learning });
    await app.register(editorRoutes, { service: courseEditor });
    await app.register(fileRoutes, { editor: courseEditor, learning, uploads: lessonUploads });
    await app.register(rosterRoutes, { service: roster });
    await app.register(announcementsRoutes, { service: announcements });
  },
});
