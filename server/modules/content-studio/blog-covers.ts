import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  blogCoversPath,
  contentStudioLimits as limits,
  contentStudioMessages as messages,
} from "#contracts/content-studio-text.ts";
import { HttpError } from "#server/http-error.ts";
import { sniffCourseImage } from "#server/modules/admin-courses/sniff-course-image.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { FileStorage, StoredFile } from "#server/providers/storage/file-storage.ts";
import type { ContentStudioDeps } from "./content-studio-deps.ts";
import { postRow } from "./read-post.ts";

const keyPrefix = "blog-covers";
// Our own names only: a uuid and the extension of the type the bytes were judged to be.
const fileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** The storage key of a cover this module stored; null for anything else (the seeded SVGs under /assets). */
export function coverKeyOf(coverPath: string | null): string | null {
  const name = coverPath?.startsWith(`${blogCoversPath}/`) ? coverPath.slice(blogCoversPath.length + 1) : "";
  return fileNamePattern.test(name) ? `${keyPrefix}/${name}` : null;
}

// Blog covers, the way course covers are kept (decision 0044, server/modules/admin-courses/course-images.ts):
// judged by their first bytes (the same sniffer), at most the same 2 MB, stored through the file storage
// under a new name each time and served for a year. Unlike a course's image, an upload does not change the
// post by itself: it answers the served path, and the editor saves it with the post (and its alt text) at
// the version it opened, so covers are part of the versions and a restore brings the old one back. Replaced
// covers are therefore kept while a version names them; deleting the post removes them.
export function createBlogCovers(
  deps: Pick<ContentStudioDeps, "repository"> & { files: FileStorage; audit: AuditTrail },
) {
  const { files } = deps;
  return {
    async upload(id: string, body: unknown, by: AuditActor): Promise<{ src: string }> {
      await postRow(deps, id);
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, messages.coverMissing);
      if (body.length > limits.coverMaxBytes) throw new HttpError(413, messages.coverTooLarge);
      const kind = sniffCourseImage(body);
      if (!kind) throw new HttpError(400, messages.coverType);
      const name = `${randomUUID()}.${kind.extension}`;
      await files.put(`${keyPrefix}/${name}`, body, { contentType: kind.type, size: body.length });
      const src = `${blogCoversPath}/${name}`;
      await deps.audit.record(by, {
        action: "content-studio.post.cover",
        entityType: "blog_post",
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

    /** Removes a stored cover (no longer named by any post or version); others are left alone. */
    async remove(coverPath: string): Promise<void> {
      const key = coverKeyOf(coverPath);
      if (key) await files.delete(key).catch(() => undefined);
    },
  };
}
export type BlogCovers = ReturnType<typeof createBlogCovers>;
