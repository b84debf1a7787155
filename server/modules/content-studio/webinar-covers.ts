import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { contentStudioMessages as coverMessages } from "#contracts/content-studio-text.ts";
import { webinarStudioLimits as limits, webinarCoversPath } from "#contracts/content-studio-webinars-text.ts";
import { HttpError } from "#server/http-error.ts";
import { sniffCourseImage } from "#server/modules/admin-courses/sniff-course-image.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { FileStorage, StoredFile } from "#server/providers/storage/file-storage.ts";
import { webinarRow } from "./read-webinar.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";

const keyPrefix = "webinar-covers";
// Our own names only: a uuid and the extension of the type the bytes were judged to be.
const fileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** The storage key of a cover this module stored; null for anything else. */
function coverKeyOf(coverPath: string): string | null {
  const name = coverPath.startsWith(`${webinarCoversPath}/`)
    ? coverPath.slice(webinarCoversPath.length + 1)
    : "";
  return fileNamePattern.test(name) ? `${keyPrefix}/${name}` : null;
}

// Webinar covers, kept the blog covers' way (blog-covers.ts, decision 0044): judged by their first bytes (the
// course covers' sniffer), at most 2 MB, stored through the file storage under a new name each time and served
// for a year from /media/webinar-covers. An upload only stores the file and answers its path; the editor saves
// it with the webinar and its alt text at the version it opened, so covers are versioned and restorable, and
// removed when their webinar is deleted (unless a webinar or a version still names them).
export function createWebinarCovers(
  deps: Pick<WebinarStudioDeps, "repository"> & { files: FileStorage; audit: AuditTrail },
) {
  const { files } = deps;
  return {
    async upload(id: string, body: unknown, by: AuditActor): Promise<{ src: string }> {
      await webinarRow(deps, id);
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, coverMessages.coverMissing);
      if (body.length > limits.coverMaxBytes) throw new HttpError(413, coverMessages.coverTooLarge);
      const kind = sniffCourseImage(body);
      if (!kind) throw new HttpError(400, coverMessages.coverType);
      const name = `${randomUUID()}.${kind.extension}`;
      await files.put(`${keyPrefix}/${name}`, body, { contentType: kind.type, size: body.length });
      const src = `${webinarCoversPath}/${name}`;
      await deps.audit.record(by, {
        action: "content-studio.webinar.cover",
        entityType: "webinar",
        entityId: id,
        summary: `Cover uploaded: ${src}`,
        after: { src, type: kind.type, bytes: body.length },
      });
      return { src };
    },

    /** The stored image of a served name; null for a name we never gave or a deleted image. */
    async open(fileName: string): Promise<{ file: StoredFile; body: Readable } | null> {
      if (!fileNamePattern.test(fileName)) return null;
      const key = `${keyPrefix}/${fileName}`;
      const file = await files.stat(key);
      if (!file) return null;
      return { file, body: await files.read(key) };
    },

    /** Removes a stored cover (no longer named by any webinar or version); other paths are left alone. */
    async remove(coverPath: string): Promise<void> {
      const key = coverKeyOf(coverPath);
      if (key) await files.delete(key).catch(() => undefined);
    },
  };
}
export type WebinarCovers = ReturnType<typeof createWebinarCovers>;
