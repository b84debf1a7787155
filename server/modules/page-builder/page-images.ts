import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  pageBuilderLimits as limits,
  pageBuilderMessages as messages,
} from "#contracts/page-builder-text.ts";
import { HttpError } from "#server/http-error.ts";
import { sniffCourseImage } from "#server/modules/admin-courses/sniff-course-image.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { FileStorage, StoredFile } from "#server/providers/storage/file-storage.ts";

/** Where the page builder's images are served from (outside /api: a shared cache and browsers keep them). */
export const pageImagesPath = "/media/page-images";
const keyPrefix = "page-images";
// Our own names only: a uuid and the extension of the type the bytes were judged to be.
const fileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

// Images of landing pages (issue 21) through the file storage (DATA_DIR/files or S3, issue 14), under a new
// name each, so a served image never changes and is cached for a year. They are never deleted with a page:
// its earlier versions, which can be restored, may still show them.
export function createPageImages(deps: { files: FileStorage; audit: AuditTrail }) {
  return {
    async upload(body: unknown, by: AuditActor): Promise<{ src: string }> {
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, messages.imageMissing);
      if (body.length > limits.imageMaxBytes) throw new HttpError(413, messages.imageTooLarge);
      const kind = sniffCourseImage(body);
      if (!kind) throw new HttpError(400, messages.imageType);
      const name = `${randomUUID()}.${kind.extension}`;
      await deps.files.put(`${keyPrefix}/${name}`, body, { contentType: kind.type, size: body.length });
      const src = `${pageImagesPath}/${name}`;
      await deps.audit.record(by, {
        action: "page-builder.image.upload",
        entityType: "landing_page_image",
        entityId: name,
        summary: `Image ${src} uploaded (${kind.type}, ${body.length} bytes)`,
      });
      return { src };
    },

    /** The stored image of a served name; null for a name we never gave. */
    async open(fileName: string): Promise<{ file: StoredFile; body: Readable } | null> {
      if (!fileNamePattern.test(fileName)) return null;
      const key = `${keyPrefix}/${fileName}`;
      const file = await deps.files.stat(key);
      if (!file) return null;
      return { file, body: await deps.files.read(key) };
    },
  };
}
export type PageImages = ReturnType<typeof createPageImages>;
