import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { type AdminCourse, isUuid } from "#contracts/admin-courses.ts";
import { adminCoursesLimits, adminCoursesMessages } from "#contracts/admin-courses-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { FileStorage, StoredFile } from "#server/providers/storage/file-storage.ts";
import type { AdminCoursesRepository } from "./courses-repository.ts";
import { sniffCourseImage } from "./sniff-course-image.ts";

/** Where cover images are served from (outside /api, so a shared cache and the browser may keep them). */
export const courseImagesPath = "/media/course-images";
const keyPrefix = "course-images";
// Our own names only: a uuid and the extension of the type the bytes were judged to be.
const fileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

const keyOfPath = (imagePath: string | null): string | null => {
  const name = imagePath?.startsWith(`${courseImagesPath}/`)
    ? imagePath.slice(courseImagesPath.length + 1)
    : "";
  return fileNamePattern.test(name) ? `${keyPrefix}/${name}` : null;
};

// Cover images (decision 0044): stored through the file storage (DATA_DIR/files or S3) under a new name each
// time, so a served image never changes and may be cached for a year; the one it replaced is deleted.
export function createCourseImages(deps: {
  repository: AdminCoursesRepository;
  files: FileStorage;
  audit: AuditTrail;
  changed: () => void;
}) {
  const { repository, files, audit } = deps;

  async function setImage(id: string, imagePath: string | null, by: AuditActor, action: string) {
    const result = await repository.setImage(id, imagePath, (tx, before, after) =>
      audit.record(
        by,
        {
          action,
          entityType: "course",
          entityId: id,
          summary: `${after.slug}: image ${after.imagePath ? "replaced" : "removed"}`,
          before: { imagePath: before.imagePath },
          after: { imagePath: after.imagePath },
        },
        tx,
      ),
    );
    return result;
  }

  return {
    async upload(id: string, body: unknown, by: AuditActor): Promise<AdminCourse> {
      if (!isUuid(id)) throw new HttpError(404, adminCoursesMessages.courseNotFound);
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new HttpError(400, adminCoursesMessages.imageMissing);
      if (body.length > adminCoursesLimits.imageMaxBytes)
        throw new HttpError(413, adminCoursesMessages.imageTooLarge);
      const kind = sniffCourseImage(body);
      if (!kind) throw new HttpError(400, adminCoursesMessages.imageType);
      if (!(await repository.read(id))) throw new HttpError(404, adminCoursesMessages.courseNotFound);
      const name = `${randomUUID()}.${kind.extension}`;
      await files.put(`${keyPrefix}/${name}`, body, { contentType: kind.type, size: body.length });
      const result = await setImage(id, `${courseImagesPath}/${name}`, by, "course.image");
      if (!result) {
        await files.delete(`${keyPrefix}/${name}`);
        throw new HttpError(404, adminCoursesMessages.courseNotFound);
      }
      await removeStored(result.before.imagePath);
      deps.changed();
      return result.after;
    },

    async remove(id: string, by: AuditActor): Promise<AdminCourse> {
      if (!isUuid(id)) throw new HttpError(404, adminCoursesMessages.courseNotFound);
      const result = await setImage(id, null, by, "course.image_remove");
      if (!result) throw new HttpError(404, adminCoursesMessages.courseNotFound);
      await removeStored(result.before.imagePath);
      deps.changed();
      return result.after;
    },

    /** The stored image of a served name; null for a name we never gave or a deleted image. */
    async open(fileName: string): Promise<{ file: StoredFile; body: Readable } | null> {
      if (!fileNamePattern.test(fileName)) return null;
      const key = `${keyPrefix}/${fileName}`;
      const file = await files.stat(key);
      if (!file) return null;
      return { file, body: await files.read(key) };
    },
  };

  /** The replaced image's bytes (the seeded SVGs under /assets are not ours to delete). */
  async function removeStored(imagePath: string | null) {
    const key = keyOfPath(imagePath);
    if (key) await files.delete(key).catch(() => undefined);
  }
}
export type CourseImages = ReturnType<typeof createCourseImages>;
