import path from "node:path";
import type { Config } from "#server/config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { FileStorage } from "./file-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { parseStorageUrl } from "./storage-url.ts";

export type FileStorageConfig = Pick<
  Config,
  "DATA_DIR" | "STORAGE_URL" | "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY" | "AWS_SESSION_TOKEN"
>;

/** S3 (or an S3-compatible server) when STORAGE_URL is set, else files under DATA_DIR/files. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (!config.STORAGE_URL) return createDiskStorage(diskRoot(config));
  const credentials =
    config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
      ? {
          accessKeyId: config.AWS_ACCESS_KEY_ID,
          secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
          ...(config.AWS_SESSION_TOKEN ? { sessionToken: config.AWS_SESSION_TOKEN } : {}),
        }
      : undefined; // the SDK's chain: a profile, an instance or task role
  return createS3Storage({ ...parseStorageUrl(config.STORAGE_URL), ...(credentials ? { credentials } : {}) });
}

/** The start-up log line: where lesson files go (no credentials). */
export function describeFileStorage(config: Pick<Config, "DATA_DIR" | "STORAGE_URL">): string {
  if (!config.STORAGE_URL) return `File storage: local disk (${diskRoot(config)})`;
  const { bucket, prefix, endpoint, region } = parseStorageUrl(config.STORAGE_URL);
  return `File storage: S3 bucket ${bucket}${prefix ? ` under ${prefix}` : ""} (${endpoint ?? `AWS ${region}`})`;
}

/**
 * Where resumable uploads are put together before they go to the storage (decision 0033): on local disk
 * whichever storage holds the finished files, beside them under DATA_DIR/files.
 */
export function uploadStagingDirectory(config: Pick<Config, "DATA_DIR">): string {
  return path.join(diskRoot(config), "uploads");
}

function diskRoot(config: Pick<Config, "DATA_DIR">): string {
  return path.resolve(config.DATA_DIR, "files");
}
