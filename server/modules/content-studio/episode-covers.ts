import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  episodeCoversPath,
  contentStudioItemsLimits as limits,
} from "#contracts/content-studio-items-text.ts";
import { contentStudioMessages as messages } from "#contracts/content-studio-text.ts";
import { HttpError } from "#server/http-error.ts";
import { sniffCourseImage } from "#server/modules/admin-courses/sniff-course-image.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { FileStorage, StoredFile } from "#server/providers/storage/file-storage.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { episodeRow } from "./read-episode.ts";

const keyPrefix = "podcast-covers";
// Our own names only: a uuid and the extension of the type the bytes were judged to be.
const fileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** The storage key of a cover this module stored; null for anything else. */
function coverKeyOf(coverPath: string): string | null {
  const name = coverPath.startsWith(`${episodeCoversPath}/`)
    ? coverPath.slice(episodeCoversPath.length + 1)
    : "";
  return fileNamePattern.test(name) ? `${keyPrefix}/${name}` : null;
}

// Episode covers, the blog covers' way (blog-covers.ts, decision 0044): judged by their first bytes, at most
// 2 MB, stored under a new name each time and served for a year from /media/podcast-covers/. An upload only
// stores the file and answers its path; the editor saves it with the episode and its alt text, so covers are
// part of the versions. Deleting the episode removes the covers no other episode or version names.
export function createEpisodeCovers(
  deps: Pick<ItemsDeps, "episodes"> & { files: FileStorage; audit: AuditTrail },
) {
  const { files } = deps;
  return {
    async upload(id: string, body: unknown, by: AuditActor): Promise<{ src: string }> {
      await episodeRow(deps, id);
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, messages.coverMissing);
      if (body.length > limits.coverMaxBytes) throw new HttpError(413, messages.coverTooLarge);
      const kind = sniffCourseImage(body);
      if (!kind) throw new HttpError(400, messages.coverType);
      const name = `${randomUUID()}.${kind.extension}`;
      await files.put(`${keyPrefix}/${name}`, body, { contentType: kind.type, size: body.length });
      const src = `${episodeCoversPath}/${name}`;
      await deps.audit.record(by, {
        action: "content-studio.episode.cover",
        entityType: "podcast_episode",
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

    /** Removes a stored cover (no longer named by any episode or version); others are left alone. */
    async remove(coverPath: string): Promise<void> {
      const key = coverKeyOf(coverPath);
      if (key) await files.delete(key).catch(() => undefined);
    },
  };
}
export type EpisodeCovers = ReturnType<typeof createEpisodeCovers>;
