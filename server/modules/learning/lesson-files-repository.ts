import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type LessonFileRole, lessonFiles, lessonProgress } from "#server/db/schema/learning.ts";

export type LessonFileRow = {
  id: string;
  lessonId: string;
  role: LessonFileRole;
  filename: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  createdAt: Date;
};

const columns = {
  id: lessonFiles.id,
  lessonId: lessonFiles.lessonId,
  role: lessonFiles.role,
  filename: lessonFiles.filename,
  contentType: lessonFiles.contentType,
  sizeBytes: lessonFiles.sizeBytes,
  storageKey: lessonFiles.storageKey,
  createdAt: lessonFiles.createdAt,
};

export function createLessonFilesRepository(db: Database) {
  // Every lesson page reads its files: prepared once.
  const filesOfLesson = db
    .select(columns)
    .from(lessonFiles)
    .where(eq(lessonFiles.lessonId, sql.placeholder("lessonId")))
    .orderBy(asc(lessonFiles.filename), asc(lessonFiles.createdAt))
    .prepare("lesson_files_of_lesson");
  return {
    /** A lesson's files: video first, then captions, then resources by name. */
    async ofLesson(lessonId: string): Promise<LessonFileRow[]> {
      const rows = await filesOfLesson.execute({ lessonId });
      const order = { video: 0, captions: 1, resource: 2 } as const;
      return rows.sort((a, b) => order[a.role] - order[b.role]);
    },

    async find(lessonId: string, fileId: string): Promise<LessonFileRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(lessonFiles)
        .where(and(eq(lessonFiles.id, fileId), eq(lessonFiles.lessonId, lessonId)))
        .limit(1);
      return row;
    },

    /**
     * Records an uploaded file. A lesson has one video and one captions file: a new one replaces the old,
     * whose storage keys are answered so their bytes can go too.
     */
    async add(row: {
      id: string;
      lessonId: string;
      courseId: string;
      role: LessonFileRole;
      filename: string;
      contentType: string;
      sizeBytes: number;
      storageKey: string;
      uploadedBy: string;
    }): Promise<{ file: LessonFileRow; replacedKeys: string[] }> {
      return db.transaction(async (tx) => {
        const replaced =
          row.role === "resource"
            ? []
            : await tx
                .delete(lessonFiles)
                .where(and(eq(lessonFiles.lessonId, row.lessonId), eq(lessonFiles.role, row.role)))
                .returning({ key: lessonFiles.storageKey });
        const [file] = await tx.insert(lessonFiles).values(row).returning(columns);
        return { file: file!, replacedKeys: replaced.map((item) => item.key) };
      });
    },

    async remove(lessonId: string, fileId: string): Promise<string | undefined> {
      const [row] = await db
        .delete(lessonFiles)
        .where(and(eq(lessonFiles.id, fileId), eq(lessonFiles.lessonId, lessonId)))
        .returning({ key: lessonFiles.storageKey });
      return row?.key;
    },

    /** The storage keys of a lesson's files, read before the lesson (and its rows, by cascade) is deleted. */
    async keysOfLesson(lessonId: string): Promise<string[]> {
      const rows = await db
        .select({ key: lessonFiles.storageKey })
        .from(lessonFiles)
        .where(eq(lessonFiles.lessonId, lessonId));
      return rows.map((row) => row.key);
    },

    async saveVideoPosition(
      userId: string,
      lessonId: string,
      courseId: string,
      seconds: number,
    ): Promise<void> {
      await db
        .insert(lessonProgress)
        .values({ userId, lessonId, courseId, videoPositionSeconds: seconds })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: { videoPositionSeconds: seconds, updatedAt: sql`now()` },
        });
    },
  };
}
export type LessonFilesRepository = ReturnType<typeof createLessonFilesRepository>;
