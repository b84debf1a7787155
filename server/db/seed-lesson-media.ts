import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, asc, eq } from "drizzle-orm";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import type { Database } from "./client.ts";
import { courses } from "./schema/catalog.ts";
import { courseModules, lessonFiles, lessons } from "./schema/learning.ts";

const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "seed-media");

/**
 * The seeded video of AI Engineering's first lesson and its captions (seed-media/README.md), stored in the
 * file storage. Idempotent: a lesson that has a video already (the seed's or an instructor's) is left alone.
 */
export async function seedLessonMedia(db: Database, storage: FileStorage): Promise<void> {
  const [lesson] = await db
    .select({ id: lessons.id, courseId: lessons.courseId })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(and(eq(courses.slug, "ai-engineers"), eq(courseModules.position, 0), eq(lessons.position, 0)))
    .orderBy(asc(lessons.position))
    .limit(1);
  if (!lesson) return;
  const [video] = await db
    .select({ id: lessonFiles.id })
    .from(lessonFiles)
    .where(and(eq(lessonFiles.lessonId, lesson.id), eq(lessonFiles.role, "video")))
    .limit(1);
  if (video) return;
  const files = [
    {
      role: "video" as const,
      name: "tokens-overview.mp4",
      contentType: "video/mp4",
      filename: "Tokens in 24 seconds.mp4",
    },
    {
      role: "captions" as const,
      name: "tokens-overview.en.vtt",
      contentType: "text/vtt; charset=utf-8",
      filename: "Tokens in 24 seconds (English).vtt",
    },
  ];
  for (const file of files) {
    const bytes = await readFile(path.join(mediaDir, file.name));
    const id = randomUUID();
    const storageKey = `lessons/${lesson.id}/${id}`;
    await storage.put(storageKey, bytes, { contentType: file.contentType, size: bytes.length });
    await db.insert(lessonFiles).values({
      id,
      lessonId: lesson.id,
      courseId: lesson.courseId,
      role: file.role,
      filename: file.filename,
      contentType: file.contentType,
      sizeBytes: bytes.length,
      storageKey,
    });
  }
}
