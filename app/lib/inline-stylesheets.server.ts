import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type DocumentEdit, matchesIn, replacing } from "./document-edits.server.ts";

// ARCHITECTURE.md section 2: styles inlined on public pages. The built stylesheet (about 11 KB brotli)
// goes into the document as a <style>, so the first paint waits for no second request; on a phone network
// that request queued behind the module preloads and delayed the first paint by a round trip or more.
// The <link> stays, as media="print" (downloaded at idle, never blocking): React's <Links> finds and
// reuses it on hydration instead of inserting a new one. Only built assets under /assets/ are inlined
// (in development Vite serves the styles itself).
const stylesheetLink = /<link( nonce="[^"]*")? rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
// Read once per file, kept as the bytes that go into every page. Null: not inlined (missing, or holding
// "</style" in any case, which ends the element for an HTML parser; Tailwind never emits it, but a
// stylesheet must never be able to end the tag).
const cache = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();

function readStylesheet(clientDir: URL, href: string): Promise<Uint8Array<ArrayBuffer> | null> {
  let pending = cache.get(href);
  if (!pending) {
    pending = readFile(fileURLToPath(new URL(`.${href}`, clientDir))).then(
      (css) => (css.toString("latin1").toLowerCase().includes("</style") ? null : css),
      () => null,
    );
    cache.set(href, pending);
  }
  return pending;
}

/** The edits that put each built stylesheet the page links into the page, the link kept as media="print". */
export async function inlineStylesheetEdits(html: string, clientDir: URL): Promise<DocumentEdit[]> {
  const edits: DocumentEdit[] = [];
  for (const link of matchesIn(html, stylesheetLink)) {
    const [, nonce = "", href] = link as unknown as [string, string | undefined, string];
    const css = await readStylesheet(clientDir, href);
    if (!css) continue;
    edits.push(
      replacing(
        link,
        `<style${nonce} data-href="${href}">`,
        css,
        `</style><link${nonce} rel="stylesheet" href="${href}" media="print"/>`,
      ),
    );
  }
  return edits;
}
