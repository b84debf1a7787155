// One contract, two implementations: lesson files behave the same on local disk and in S3 (a real S3 REST
// server on 127.0.0.1, driven by the real AWS SDK). Both storages are built the way the app builds them, from
// configuration (createFileStorage), so STORAGE_URL's parsing and the credentials are exercised too.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRangeHeader } from "#server/lib/http-range.ts";
import { createFileStorage } from "#server/providers/storage/create-file-storage.ts";
import {
  FileNotFoundError,
  FileSizeMismatchError,
  type FileStorage,
  InvalidFileKeyError,
  RangeNotSatisfiableError,
} from "#server/providers/storage/file-storage.ts";
import { type LocalS3Server, startLocalS3Server } from "../support/local-s3-server.ts";

type Fixture = {
  storage: FileStorage;
  /** Where the bytes end up on this machine: the disk root, or the S3 server's own directory. */
  backingDir: string;
  close(): Promise<void>;
};

const implementations: [string, () => Promise<Fixture>][] = [
  [
    "disk (DATA_DIR/files)",
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "ail-files-"));
      const storage = createFileStorage({ DATA_DIR: dataDir, STORAGE_URL: undefined });
      return {
        storage,
        backingDir: path.join(dataDir, "files"),
        close: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    "S3 (STORAGE_URL, local S3 server)",
    async () => {
      const server: LocalS3Server = await startLocalS3Server();
      const storage = createFileStorage({
        DATA_DIR: "./unused",
        STORAGE_URL: `s3://${server.bucket}/site-a?region=us-east-1&endpoint=${encodeURIComponent(server.endpoint)}`,
        AWS_ACCESS_KEY_ID: server.accessKeyId,
        AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
      });
      return {
        storage,
        backingDir: server.directory,
        async close() {
          storage.close();
          await server.close();
        },
      };
    },
  ],
];

/** Byte i of a test file: varied, so that an off-by-one in a range shows. */
const patternByte = (i: number) => (i * 31 + (i >> 8)) & 0xff;
const pattern = (length: number, from = 0) =>
  Buffer.from(Array.from({ length }, (_, i) => patternByte(from + i)));

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (entry.isFile())
      total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

describe.each(implementations)("file storage on %s", (_name, start) => {
  let fixture: Fixture;
  let storage: FileStorage;
  let n = 0;
  // A fresh key per test, shaped like the ones the lesson-files module makes.
  const newKey = () => `lessons/${crypto.randomUUID()}/${++n}`;

  beforeAll(async () => {
    fixture = await start();
    storage = fixture.storage;
  });
  afterAll(async () => {
    await fixture?.close();
  });

  it("stores a file and tells its size, type, ETag and time, and gives its bytes back", async () => {
    const key = newKey();
    const before = Date.now();
    const captions = "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n";
    expect(await storage.put(key, Buffer.from(captions), { contentType: "text/vtt" })).toEqual({ size: 38 });
    const info = await storage.stat(key);
    expect(info).toMatchObject({ size: 38, contentType: "text/vtt" });
    expect(info?.etag).toMatch(/^"[^"]+"$/);
    // Second precision at least (S3's Last-Modified has no milliseconds).
    expect(info?.updatedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(info?.updatedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await bytesOf(await storage.read(key))).toString()).toBe(captions);
  });

  it("stores an empty file", async () => {
    const key = newKey();
    expect(await storage.put(key, Buffer.alloc(0), { contentType: "text/plain" })).toEqual({ size: 0 });
    expect(await storage.stat(key)).toMatchObject({ size: 0, contentType: "text/plain" });
    expect((await bytesOf(await storage.read(key))).length).toBe(0);
    await expect(storage.read(key, { start: 0, end: 0 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
  });

  describe("byte ranges", () => {
    const size = 1000;
    let key: string;
    beforeAll(async () => {
      key = newKey();
      await storage.put(key, Readable.from([pattern(400), pattern(600, 400)]), {
        contentType: "video/mp4",
        size,
      });
    });

    it.each([
      ["the first byte", 0, 0],
      ["the last byte", 999, 999],
      ["the middle", 100, 199],
      ["all of it", 0, 999],
    ])("reads %s (bytes %i-%i)", async (_label, start, end) => {
      expect(await bytesOf(await storage.read(key, { start, end }))).toEqual(pattern(end - start + 1, start));
    });

    it("reads the ranges a Range header asks for: a suffix, an open end, an end past the file", async () => {
      for (const [header, start, end] of [
        ["bytes=-100", 900, 999],
        ["bytes=990-", 990, 999],
        ["bytes=950-5000", 950, 999],
      ] as const) {
        const range = parseRangeHeader(header, size);
        expect(range).toEqual({ kind: "range", start, end });
        if (range.kind !== "range") continue;
        expect(await bytesOf(await storage.read(key, range))).toEqual(pattern(end - start + 1, start));
      }
    });

    it("clamps an end past the file to the last byte", async () => {
      expect(await bytesOf(await storage.read(key, { start: 995, end: 5000 }))).toEqual(pattern(5, 995));
    });

    it("refuses a range that starts past the last byte, or ends before it starts", async () => {
      await expect(storage.read(key, { start: 1000, end: 1000 })).rejects.toBeInstanceOf(
        RangeNotSatisfiableError,
      );
      await expect(storage.read(key, { start: 5000, end: 6000 })).rejects.toBeInstanceOf(
        RangeNotSatisfiableError,
      );
      await expect(storage.read(key, { start: 10, end: 5 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await expect(storage.read(key, { start: -1, end: 5 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    });
  });

  it("replaces a file: new bytes, size, type and ETag", async () => {
    const key = newKey();
    await storage.put(key, Buffer.from("first version"), { contentType: "text/plain" });
    const first = await storage.stat(key);
    await storage.put(key, Buffer.from("<p>second, longer version</p>"), { contentType: "text/html" });
    const second = await storage.stat(key);
    expect(second).toMatchObject({ size: 29, contentType: "text/html" });
    expect(second?.etag).not.toBe(first?.etag);
    expect((await bytesOf(await storage.read(key))).toString()).toBe("<p>second, longer version</p>");
  });

  it("deletes a file, and deleting it again is no error", async () => {
    const key = newKey();
    await storage.put(key, Buffer.from("to be removed"), { contentType: "text/plain" });
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("knows nothing of a key never stored, nor of a folder of keys", async () => {
    const key = newKey();
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.read(key, { start: 0, end: 9 })).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.put(`${key}/inner`, Buffer.from("x"), { contentType: "text/plain" });
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it.each([
    ["../outside", '".." segment'],
    ["lessons/../../outside", '".." segment'],
    ["lessons/..", '".." segment'],
    ["/etc/passwd", "absolute path"],
    ["lessons\\..\\outside", "backslash"],
    ["lessons/a\0b", "NUL"],
    ["", "empty"],
    ["lessons//a", "segments"],
    ["lessons/a/", "segments"],
    ["./lessons", "segments"],
    ["lessons/.hidden", "segments"],
    ["lessons/a b", "segments"],
  ])("refuses the key %j before touching anything (%s)", async (key, reason) => {
    for (const call of [
      () => storage.put(key, Buffer.from("escape"), { contentType: "text/plain" }),
      () => storage.stat(key),
      () => storage.read(key),
      () => storage.delete(key),
      () => storage.signedUrl(key, 60),
    ]) {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(InvalidFileKeyError);
      expect((error as Error).message).toContain(reason);
    }
    expect(existsSync(path.resolve(fixture.backingDir, "..", "outside"))).toBe(false);
    expect(existsSync(path.resolve(fixture.backingDir, "outside"))).toBe(false);
  });

  it("refuses a key longer than S3 allows, or with a segment longer than a file name on disk", async () => {
    const segment = "x".repeat(200);
    const longest = [segment, segment, segment, segment, segment, "y".repeat(19)].join("/"); // 1024 bytes
    expect(await storage.stat(longest)).toBeNull();
    await expect(storage.stat(`${longest}y`)).rejects.toThrow("longer than 1024 bytes");
    expect(await storage.stat(`lessons/${segment}`)).toBeNull();
    await expect(storage.stat(`lessons/${segment}x`)).rejects.toThrow("segment is longer than 200 bytes");
  });

  it("refuses a body of another length than announced and keeps the file it would have replaced", async () => {
    const key = newKey();
    await storage.put(key, Buffer.from("the original"), { contentType: "text/plain" });
    await expect(
      storage.put(key, Buffer.from("short"), { contentType: "text/plain", size: 10 }),
    ).rejects.toBeInstanceOf(FileSizeMismatchError);
    await expect(
      storage.put(key, Readable.from([Buffer.from("much longer "), Buffer.from("than announced")]), {
        contentType: "text/plain",
        size: 12,
      }),
    ).rejects.toBeInstanceOf(FileSizeMismatchError);
    expect(await storage.stat(key)).toMatchObject({ size: 12, contentType: "text/plain" });
    expect((await bytesOf(await storage.read(key))).toString()).toBe("the original");
  });

  it("keeps the previous file when an upload breaks off half-way", async () => {
    const key = newKey();
    await storage.put(key, Buffer.from("the original"), { contentType: "text/plain" });
    async function* brokenUpload() {
      yield Buffer.alloc(6 * 1024 * 1024, 1); // past the first multipart part
      throw new Error("client went away");
    }
    await expect(
      storage.put(key, Readable.from(brokenUpload()), { contentType: "video/mp4" }),
    ).rejects.toThrow("client went away");
    expect(await storage.stat(key)).toMatchObject({ size: 12, contentType: "text/plain" });
    expect((await bytesOf(await storage.read(key))).toString()).toBe("the original");
  });

  it("sweeps what a crash left mid-put, older than the cut-off, and nothing newer or stored", async () => {
    const key = newKey();
    await storage.put(key, Buffer.from("kept"), { contentType: "text/plain" });
    if (storage.kind === "s3") {
      // A broken multipart upload is aborted by the put itself; crashes are the bucket lifecycle's.
      expect(await storage.sweepInterrupted(new Date())).toBe(0);
      return;
    }
    const tmp = path.join(fixture.backingDir, "tmp");
    await mkdir(tmp, { recursive: true });
    const old = path.join(tmp, "crashed.data");
    const recent = path.join(tmp, "in-progress.data");
    await writeFile(old, "half a video");
    await writeFile(recent, "still arriving");
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await utimes(old, dayAgo, dayAgo);
    expect(await storage.sweepInterrupted(new Date(Date.now() - 24 * 60 * 60_000))).toBe(1);
    expect(await readdir(tmp)).toEqual(["in-progress.data"]);
    expect((await bytesOf(await storage.read(key))).toString()).toBe("kept");
  });

  it("streams a 24 MiB body in: bytes land before the body has been fully produced", async () => {
    const key = newKey();
    const chunkSize = 64 * 1024;
    const total = 24 * 1024 * 1024;
    const chunk = (index: number) => {
      const buffer = Buffer.alloc(chunkSize, index & 0xff);
      buffer.writeUInt32BE(index, 0);
      return buffer;
    };
    const sent = createHash("sha256");
    const landedAtStart = await directorySize(fixture.backingDir);
    let landedBeforeTheEnd = 0;
    async function* video() {
      for (let index = 0; index * chunkSize < total; index++) {
        if ((index + 1) * chunkSize === 20 * 1024 * 1024) {
          // A put that buffered the whole body would write nothing until the end: wait for 5 MiB to land.
          for (let waited = 0; waited < 10_000; waited += 50) {
            landedBeforeTheEnd = (await directorySize(fixture.backingDir)) - landedAtStart;
            if (landedBeforeTheEnd >= 5 * 1024 * 1024) break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
        const buffer = chunk(index);
        sent.update(buffer);
        yield buffer;
      }
    }
    expect(await storage.put(key, Readable.from(video()), { contentType: "video/mp4", size: total })).toEqual(
      {
        size: total,
      },
    );
    expect(landedBeforeTheEnd).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    expect(await storage.stat(key)).toMatchObject({ size: total, contentType: "video/mp4" });

    const received = createHash("sha256");
    for await (const piece of await storage.read(key)) received.update(piece as Buffer);
    expect(received.digest("hex")).toBe(sent.digest("hex"));

    // Across the boundary of two 5 MiB parts, where a multipart upload joins its pieces.
    const boundary = 5 * 1024 * 1024;
    const expected = Buffer.concat([chunk(boundary / chunkSize - 1), chunk(boundary / chunkSize)]).subarray(
      chunkSize - 10,
      chunkSize + 10,
    );
    expect(await bytesOf(await storage.read(key, { start: boundary - 10, end: boundary + 9 }))).toEqual(
      expected,
    );
  });

  it("gives a signed URL that serves the file in S3, and none on disk", async () => {
    const key = newKey();
    await storage.put(key, Buffer.from("resource.pdf bytes"), { contentType: "application/pdf" });
    const url = await storage.signedUrl(key, 60);
    if (storage.kind === "disk") {
      expect(url).toBeNull();
      return;
    }
    expect(url).toMatch(/X-Amz-Signature=/);
    const response = await fetch(url as string);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("resource.pdf bytes");
    const ranged = await fetch(url as string, { headers: { Range: "bytes=0-7" } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe("resource");
    // The signature covers the key: the same query string on another key is refused.
    const forged = (url as string).replace(key, `${key}x`);
    expect((await fetch(forged)).status).toBe(403);
  });
});

describe("S3 storage under a STORAGE_URL prefix", () => {
  it("keeps every key under the prefix in the bucket", async () => {
    const server = await startLocalS3Server();
    const config = {
      DATA_DIR: "./unused",
      AWS_ACCESS_KEY_ID: server.accessKeyId,
      AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
    };
    const endpoint = encodeURIComponent(server.endpoint);
    const siteA = createFileStorage({
      ...config,
      STORAGE_URL: `s3://${server.bucket}/site-a?endpoint=${endpoint}`,
    });
    const siteB = createFileStorage({
      ...config,
      STORAGE_URL: `s3://${server.bucket}/site-b?endpoint=${endpoint}`,
    });
    try {
      await siteA.put("lessons/one/file", Buffer.from("A"), { contentType: "text/plain" });
      expect(await siteB.stat("lessons/one/file")).toBeNull();
      expect(await siteA.stat("lessons/one/file")).toMatchObject({ size: 1 });
      const wrongKeys = createFileStorage({
        ...config,
        AWS_SECRET_ACCESS_KEY: "not-the-secret",
        STORAGE_URL: `s3://${server.bucket}/site-a?endpoint=${endpoint}`,
      });
      // A real signature check: the wrong secret is refused, not ignored.
      await expect(wrongKeys.stat("lessons/one/file")).rejects.toThrow();
      wrongKeys.close();
    } finally {
      siteA.close();
      siteB.close();
      await server.close();
    }
  });
});
