import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// How bodies made per request are compressed: by server/app.ts's compressor for everything on the main
// thread, and by a render thread for the pages it renders (decision 0069), with the same settings.

/** Bodies below this go out as they are. */
export const compressionThreshold = 1024;

/**
 * Quality 3 for dynamic bodies (signed-in pages, API answers): on the 52 KB student dashboard 3 costs
 * 0.42 ms against 4's 0.89 ms (the compressor's default) for 5% more bytes (9.6 KB against 9.1 KB); 1 and
 * 2 are no cheaper. Shared pages are compressed once (decision 0015).
 */
export const dynamicBrotliParams = { [constants.BROTLI_PARAM_QUALITY]: 3 };

/** Whether a body of this Content-Type is worth compressing (text, JSON, JavaScript, SVG). */
export function isCompressible(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(";", 1)[0]!.trim().toLowerCase();
  return (
    type.startsWith("text/") ||
    type === "application/json" ||
    type === "application/javascript" ||
    type === "image/svg+xml"
  );
}

/** `body` in `coding`, at the settings of the main thread's compressor. */
export function compressBody(body: Uint8Array, coding: "br" | "gzip"): Buffer {
  return coding === "br" ? brotliCompressSync(body, { params: dynamicBrotliParams }) : gzipSync(body);
}
