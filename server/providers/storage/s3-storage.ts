import { pipeline, Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { ByteCounter } from "./byte-counter.ts";
import {
  assertValidFileKey,
  clampRange,
  FileNotFoundError,
  type FileStorage,
  RangeNotSatisfiableError,
} from "./file-storage.ts";
import type { S3Location } from "./storage-url.ts";

export type S3StorageOptions = S3Location & {
  /** Unset: the SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
};

// Multipart parts are buffered in memory: 5 MiB (S3's minimum) x 4 in flight = at most 20 MiB per upload, and
// 2 GB makes ~410 parts, far under S3's 10,000.
const partSize = 5 * 1024 * 1024;
const queueSize = 4;

/** An S3 bucket or an S3-compatible server (STORAGE_URL): one object per key, under the URL's prefix. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertValidFileKey(key);
    return `${options.prefix}${key}`;
  };

  return {
    kind: "s3",

    async put(key, body, { contentType, size }) {
      const Key = objectKey(key);
      const counter = new ByteCounter(size);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // An error on either side destroys both, and Upload sees it on `counter`: a multipart upload is then
      // aborted (its parts deleted) and nothing replaces the stored object.
      pipeline(source, counter, () => {});
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counter, ContentType: contentType },
        partSize,
        queueSize,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // S3 refused or went away before the body ended: stop reading it (an upload request would hang open).
        counter.destroy();
        throw error;
      }
      return { size: counter.bytes };
    },

    async stat(key) {
      const Key = objectKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? "application/octet-stream",
          etag: head.ETag ?? "",
          updatedAt: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (httpStatus(error) === 404) return null;
        throw error;
      }
    },

    async read(key, range) {
      const Key = objectKey(key);
      // The size is the server's to check (416 below); only the range's own shape is checked here.
      if (range) clampRange(range, Number.MAX_SAFE_INTEGER);
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(response.Body instanceof Readable))
          throw new Error("S3 answered GetObject without a body stream");
        return response.Body;
      } catch (error) {
        const status = httpStatus(error);
        if (status === 404) throw new FileNotFoundError(key);
        if (status === 416 && range)
          throw new RangeNotSatisfiableError(
            `Byte range ${range.start}-${range.end} starts past the end of the file`,
          );
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async signedUrl(key, expiresInSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: objectKey(key) }), {
        expiresIn: expiresInSeconds,
      });
    },

    async sweepInterrupted() {
      return 0;
    },

    close() {
      client.destroy();
    },
  };
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}
