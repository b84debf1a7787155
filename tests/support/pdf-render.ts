import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// A PDF page as a PNG and its text, the way a reader sees it: PDF.js (Mozilla's renderer, from npm) paints
// the page on a Skia canvas (@napi-rs/canvas, prebuilt for each platform), so a test needs no system package.
// The fonts a PDF embeds are drawn as outlines, so the picture depends on the PDF alone.

async function open(bytes: Uint8Array) {
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  return { task, document: await task.promise };
}

export async function renderPdfPage(bytes: Uint8Array, options: { page?: number; scale?: number } = {}) {
  const { task, document } = await open(bytes);
  try {
    const page = await document.getPage(options.page ?? 1);
    const viewport = page.getViewport({ scale: options.scale ?? 1 });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext("2d");
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    return { png: canvas.toBuffer("image/png"), width: canvas.width, height: canvas.height };
  } finally {
    await task.destroy();
  }
}

/** The PDF's pages (count, size in points), its text in reading order and its document information. */
export async function readPdf(bytes: Uint8Array) {
  const { task, document } = await open(bytes);
  try {
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
      .join("");
    const { info } = (await document.getMetadata()) as { info: Record<string, unknown> };
    const [, , width, height] = page.view as [number, number, number, number];
    return { pages: document.numPages, width, height, text, info };
  } finally {
    await task.destroy();
  }
}
