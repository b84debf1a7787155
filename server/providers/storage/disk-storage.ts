import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rmdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ByteCounter } from "./byte-counter.ts";
import {
  assertValidFileKey,
  clampRange,
  FileNotFoundError,
  type FileStorage,
  type StoredFile,
} from "./file-storage.ts";

const defaultContentType = "application/octet-stream";

/**
 * Files under one root directory, in three trees:
 * - `objects/<key>`: the bytes. A put streams into `tmp/` (same file system) and renames over the old file, so a
 *   reader sees the old file or the new one, never half of one, and a reader already streaming keeps the old
 *   bytes (its descriptor holds the old inode).
 * - `meta/<key>.json`: `{ "contentType": ... }`, the one thing the bytes cannot tell. A separate tree, so that no
 *   key can collide with another key's sidecar.
 * - `tmp/`: uploads in progress; a crash can leave files there, which nothing reads.
 * The ETag is derived from the data file's inode, size and mtime in nanoseconds (as Apache and nginx do) rather
 * than hashed: hashing a 2 GB video costs seconds, and each put makes a new inode, so a replaced file always
 * gets a new ETag. Keys where one is a folder of another (`a` and `a/b`) cannot both exist on disk; ours never
 * are (`lessons/<uuid>/<uuid>`).
 */
export function createDiskStorage(root: string): FileStorage {
  const objectsDir = path.resolve(root, "objects");
  const metaDir = path.resolve(root, "meta");
  const tmpDir = path.resolve(root, "tmp");
  const objectPath = (key: string) => path.join(objectsDir, key);
  const metaPath = (key: string) => path.join(metaDir, `${key}.json`);

  async function readContentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(metaPath(key), "utf8")) as { contentType?: unknown };
      return typeof meta.contentType === "string" ? meta.contentType : defaultContentType;
    } catch (error) {
      // A file copied in by hand has no sidecar: serve it as bytes rather than fail.
      if (isCode(error, "ENOENT")) return defaultContentType;
      throw error;
    }
  }

  return {
    kind: "disk",

    async put(key, body, { contentType, size }) {
      assertValidFileKey(key);
      await mkdir(tmpDir, { recursive: true });
      const id = randomUUID();
      const tmpData = path.join(tmpDir, `${id}.data`);
      const tmpMeta = path.join(tmpDir, `${id}.json`);
      const counter = new ByteCounter(size);
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        // flush: fsync before close, so that the rename below never publishes a file the disk does not hold yet.
        await pipeline(source, counter, createWriteStream(tmpData, { flags: "wx", flush: true }));
        await writeFile(tmpMeta, JSON.stringify({ contentType }), { flag: "wx", flush: true });
        // Sidecar first: between the two renames a reader may see the new content type with the old bytes, a
        // moment's mismatch on an overwrite; the bytes and their ETag are always consistent.
        await moveInto(tmpMeta, metaPath(key));
        await moveInto(tmpData, objectPath(key));
      } catch (error) {
        await Promise.all([removeIfPresent(tmpData), removeIfPresent(tmpMeta)]);
        throw error;
      }
      return { size: counter.bytes };
    },

    async stat(key) {
      assertValidFileKey(key);
      let info: Awaited<ReturnType<typeof statBig>>;
      try {
        info = await statBig(objectPath(key));
      } catch (error) {
        if (isCode(error, "ENOENT") || isCode(error, "ENOTDIR")) return null;
        throw error;
      }
      if (!info.isFile()) return null;
      const file: StoredFile = {
        size: Number(info.size),
        contentType: await readContentType(key),
        etag: `"${info.ino.toString(16)}-${info.size.toString(16)}-${info.mtimeNs.toString(16)}"`,
        updatedAt: new Date(Number(info.mtimeMs)),
      };
      return file;
    },

    async read(key, range) {
      assertValidFileKey(key);
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(objectPath(key), "r");
      } catch (error) {
        if (isCode(error, "ENOENT") || isCode(error, "ENOTDIR")) throw new FileNotFoundError(key);
        throw error;
      }
      // Size and bytes from the same descriptor: a put that renames over the file meanwhile changes neither.
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw new FileNotFoundError(key);
        if (!range) return handle.createReadStream();
        const { start, end } = clampRange(range, info.size);
        return handle.createReadStream({ start, end });
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      assertValidFileKey(key);
      await removeIfPresent(objectPath(key));
      await removeIfPresent(metaPath(key));
      // Each lesson has its own folder: without pruning, deleted lessons would leave empty folders forever.
      await pruneEmptyParents(objectPath(key), objectsDir);
      await pruneEmptyParents(metaPath(key), metaDir);
    },

    async signedUrl(key) {
      assertValidFileKey(key);
      return null; // the server streams disk files itself
    },

    async sweepInterrupted(before) {
      let names: string[];
      try {
        names = await readdir(tmpDir);
      } catch (error) {
        if (isCode(error, "ENOENT")) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        // A put in progress writes to its file all along: only files left alone that long are removed.
        const changed = await stat(file).then(
          (info) => info.mtimeMs,
          () => undefined,
        );
        if (changed === undefined || changed >= before.getTime()) continue;
        await removeIfPresent(file);
        removed += 1;
      }
      return removed;
    },

    close() {},
  };
}

function statBig(file: string) {
  return stat(file, { bigint: true });
}

// A delete may prune the target folder between mkdir and rename; one retry re-creates it.
async function moveInto(from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await rename(from, to);
      return;
    } catch (error) {
      if (attempt >= 3 || !isCode(error, "ENOENT")) throw error;
    }
  }
}

async function removeIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    // EISDIR: the key names a folder of other keys, so no file is stored under it.
    if (!isCode(error, "ENOENT") && !isCode(error, "EISDIR") && !isCode(error, "ENOTDIR")) throw error;
  }
}

async function pruneEmptyParents(file: string, stopAt: string): Promise<void> {
  for (let dir = path.dirname(file); dir !== stopAt && dir.startsWith(stopAt); dir = path.dirname(dir)) {
    try {
      await rmdir(dir);
    } catch (error) {
      if (isCode(error, "ENOTEMPTY") || isCode(error, "EEXIST") || isCode(error, "ENOENT")) return;
      throw error;
    }
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
