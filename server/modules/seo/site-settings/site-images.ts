import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { imageSize } from "image-size";
import {
  type SiteImageKind,
  type SiteSeoSettings,
  siteSeoLimits,
  siteSeoMessages,
} from "#contracts/seo-site-settings.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { FileStorage, StoredFile } from "#server/providers/storage/file-storage.ts";
import type { SeoSettingsRepository, SiteImageColumn, StoredImage } from "../seo-settings-repository.ts";
import { readSiteSettings } from "./read-site-settings.ts";

/** Where the site's social image and logo are served from (outside /api: crawlers and caches fetch them). */
export const siteImagesPath = "/media/seo";
const keyPrefix = "seo-images";
// Our own names only: a uuid and the extension of the type the bytes were read as.
const fileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;
const types = {
  png: { contentType: "image/png", extension: "png" },
  jpg: { contentType: "image/jpeg", extension: "jpg" },
  webp: { contentType: "image/webp", extension: "webp" },
} as const;

const columnOf: Record<SiteImageKind, SiteImageColumn> = { social: "socialImage", logo: "logoImage" };

/** The type and size the bytes say (never the file's name or the type the browser claims), or the reason not. */
export function readSiteImage(
  kind: SiteImageKind,
  bytes: Buffer,
): { type: (typeof types)[keyof typeof types]; width: number; height: number } {
  let read: ReturnType<typeof imageSize>;
  try {
    read = imageSize(bytes);
  } catch {
    throw new HttpError(400, siteSeoMessages.imageType);
  }
  const type = read.type && read.type in types ? types[read.type as keyof typeof types] : null;
  if (!type) throw new HttpError(400, siteSeoMessages.imageType);
  // EXIF rotation 5-8 swaps what a viewer shows; a 630 x 1200 photo turned upright is not a 1200 x 630 card.
  const turned = (read.orientation ?? 1) >= 5;
  const width = turned ? read.height : read.width;
  const height = turned ? read.width : read.height;
  if (!width || !height) throw new HttpError(400, siteSeoMessages.imageUnreadable);
  if (kind === "social" && (width !== siteSeoLimits.socialWidth || height !== siteSeoLimits.socialHeight)) {
    throw new HttpError(400, siteSeoMessages.socialSize(width, height));
  }
  const side = (value: number) => value >= siteSeoLimits.logoMinSide && value <= siteSeoLimits.logoMaxSide;
  if (kind === "logo" && !(side(width) && side(height))) {
    throw new HttpError(400, siteSeoMessages.logoSize(width, height));
  }
  return { type, width, height };
}

// The social image and logo (issue 20): stored through the file storage under a new name each time, so a served
// image never changes and may be cached for a year; the one it replaced is deleted after the row points away.
export function createSiteImages(deps: {
  settings: SeoSettingsRepository;
  files: FileStorage;
  audit: AuditTrail;
  now: () => Date;
  changed: () => void;
}) {
  const { settings, files, audit } = deps;

  async function setImage(kind: SiteImageKind, image: StoredImage | null, by: AuditActor) {
    return settings.setImage(columnOf[kind], image, { by: by.name, at: deps.now() }, (before, tx) =>
      audit.record(
        by,
        {
          action: image ? "seo.site_image.upload" : "seo.site_image.remove",
          entityType: "seo_settings",
          entityId: `${kind}-image`,
          summary: `${kind === "social" ? "Default social image" : "Organisation logo"} ${image ? "replaced" : "removed"}`,
          before: { image: before },
          after: { image },
        },
        tx,
      ),
    );
  }

  async function removeStored(image: StoredImage | null) {
    const name = image?.url.startsWith(`${siteImagesPath}/`)
      ? image.url.slice(siteImagesPath.length + 1)
      : "";
    if (fileNamePattern.test(name)) await files.delete(`${keyPrefix}/${name}`).catch(() => undefined);
  }

  return {
    async upload(kind: SiteImageKind, body: unknown, by: AuditActor): Promise<SiteSeoSettings> {
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, siteSeoMessages.imageMissing);
      if (body.length > siteSeoLimits.imageMaxBytes) throw new HttpError(413, siteSeoMessages.imageTooLarge);
      const { type, width, height } = readSiteImage(kind, body);
      const name = `${randomUUID()}.${type.extension}`;
      await files.put(`${keyPrefix}/${name}`, body, { contentType: type.contentType, size: body.length });
      const replaced = await setImage(kind, { url: `${siteImagesPath}/${name}`, width, height }, by);
      await removeStored(replaced);
      deps.changed();
      return readSiteSettings(deps);
    },

    async remove(kind: SiteImageKind, by: AuditActor): Promise<SiteSeoSettings> {
      const replaced = await setImage(kind, null, by);
      await removeStored(replaced);
      deps.changed();
      return readSiteSettings(deps);
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
}
export type SiteImages = ReturnType<typeof createSiteImages>;
