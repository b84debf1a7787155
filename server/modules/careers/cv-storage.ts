import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pdfMagic } from "#contracts/careers.ts";

// CVs live under DATA_DIR/uploads/cv with a generated name: the visitor's file name is kept only as data,
// never as a path. The upload is streamed to disk (nothing larger than one chunk is held in memory); the
// multipart limit truncates it at the size cap, and the first bytes must be the PDF signature, whatever
// name or type the browser claims.

export type CvStoreResult =
  | { ok: true; fileName: string; bytes: number }
  | { ok: false; reason: "not-pdf" | "too-large" };

/** busboy's file stream: `truncated` turns true once the size limit cut it. */
type UploadStream = Readable & { truncated?: boolean };

async function write(out: WriteStream, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, "drain");
}

export function createCvStorage(dataDir: string) {
  const dir = path.resolve(dataDir, "uploads", "cv");

  async function remove(fileName: string): Promise<void> {
    await rm(path.join(dir, path.basename(fileName)), { force: true });
  }

  return {
    dir,
    remove,
    /** Reads the stream to its end (so the request can be answered), keeping it only if it is a PDF within the limit. */
    async store(stream: UploadStream): Promise<CvStoreResult> {
      await mkdir(dir, { recursive: true });
      const fileName = `${randomUUID()}.pdf`;
      const target = path.join(dir, fileName);
      let head = Buffer.alloc(0);
      let bytes = 0;
      let verdict: "pending" | "pdf" | "not-pdf" = "pending";
      let out: WriteStream | null = null;
      try {
        for await (const data of stream) {
          const chunk = data as Buffer;
          bytes += chunk.length;
          if (verdict === "not-pdf") continue; // drained, never written
          if (verdict === "pdf" && out) {
            await write(out, chunk);
            continue;
          }
          head = Buffer.concat([head, chunk]);
          if (head.length < pdfMagic.length) continue;
          if (head.subarray(0, pdfMagic.length).toString("latin1") !== pdfMagic) {
            verdict = "not-pdf";
            continue;
          }
          verdict = "pdf";
          out = createWriteStream(target, { flags: "wx", mode: 0o600 });
          await write(out, head);
        }
        if (out) {
          out.end();
          await once(out, "close");
        }
      } catch (error) {
        out?.destroy();
        await remove(fileName);
        throw error;
      }
      if (stream.truncated) {
        await remove(fileName);
        return { ok: false, reason: "too-large" };
      }
      if (verdict !== "pdf") {
        await remove(fileName);
        return { ok: false, reason: "not-pdf" };
      }
      return { ok: true, fileName, bytes };
    },
  };
}
export type CvStorage = ReturnType<typeof createCvStorage>;
