import { createReadStream, type ReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

export type LocalS3Server = {
  /** `http://127.0.0.1:PORT`, the endpoint of a STORAGE_URL. */
  endpoint: string;
  bucket: string;
  /** The key pair this server accepts (it checks signatures with it). */
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the server keeps objects and multipart parts on disk. */
  directory: string;
  close(): Promise<void>;
};

/**
 * A real S3 REST server on 127.0.0.1 and a free port (ARCHITECTURE.md section 6: third parties are replaced by
 * local servers speaking their protocol): SigV4 checked, PutObject, multipart upload, ranged GetObject,
 * HeadObject, DeleteObject, presigned URLs. The bucket is made at start-up: s3rver canonicalises the SDK's
 * CreateBucket path (`/bucket/`) without its slash and refuses its signature, and the platform never creates
 * buckets anyway (an operator does). Two range bugs of s3rver are corrected to what S3 answers (below).
 */
export async function startLocalS3Server(bucket = "lesson-files"): Promise<LocalS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "ail-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  correctRanges(server);
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's built-in account.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

type StoredObject = {
  content: ReadStream | null;
  metadata: Record<string, string>;
  range?: { start: number; end: number };
};
type Store = {
  getObject(
    bucket: string,
    key: string,
    options?: { start?: number; end?: number },
  ): Promise<StoredObject | null>;
  getResourcePath(bucket: string, key: string, resource: string): string;
};

/**
 * s3rver reads `bytes=0-0` as "from 0 to the end" (it tests the end for truthiness) and finds byte 0 of an
 * empty object; S3 answers one byte and 416 InvalidRange. Its store is wrapped so that the S3 implementation is
 * tested against S3's behaviour (the controller answers 416 for a range without content).
 */
function correctRanges(server: S3rver): void {
  const store = (server as unknown as { store: Store }).store;
  const getObject = store.getObject.bind(store);
  store.getObject = async (bucket, key, options) => {
    const object = await getObject(bucket, key, options);
    if (!object || options?.start === undefined) return object;
    const size = Number(object.metadata["content-length"]);
    if (options.start >= size) {
      object.content?.destroy();
      object.content = null;
      object.range = { start: options.start, end: size - 1 };
    } else if (options.end === 0) {
      object.content?.destroy();
      object.content = createReadStream(store.getResourcePath(bucket, key, "object"), { start: 0, end: 0 });
      object.range = { start: 0, end: 0 };
    }
    return object;
  };
}
