import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

// ARCHITECTURE.md section 2: styles inlined on public pages. The built stylesheet (about 11 KB brotli)
// goes into the document as a <style>, so the first paint waits for no second request; on a phone network
// that request queued behind the module preloads and delayed the first paint by a round trip or more.
// The <link> stays, as media="print" (downloaded at idle, never blocking): React's <Links> finds and
// reuses it on hydration instead of inserting a new one. Only built assets under /assets/ are inlined
// (in development Vite serves the styles itself).
const stylesheetLink = /<link( nonce="[^"]*")? rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
const cache = new Map<string, Promise<string | null>>();

function readStylesheet(clientDir: URL, href: string): Promise<string | null> {
  let pending = cache.get(href);
  if (!pending) {
    pending = readFile(fileURLToPath(new URL(`.${href}`, clientDir)), "utf8").catch(() => null);
    cache.set(href, pending);
  }
  return pending;
}

export async function inlineStylesheets(html: string, clientDir: URL): Promise<string> {
  const hrefs = [...new Set([...html.matchAll(stylesheetLink)].map((match) => match[2]!))];
  if (hrefs.length === 0) return html;
  const styles = new Map<string, string | null>();
  for (const href of hrefs) styles.set(href, await readStylesheet(clientDir, href));
  return html.replace(stylesheetLink, (link, nonce: string | undefined, href: string) => {
    const css = styles.get(href);
    // "</style" cannot occur in CSS Tailwind emits; guard anyway so a stylesheet can never end the tag.
    if (!css || css.includes("</style")) return link;
    return `<style${nonce ?? ""} data-href="${href}">${css}</style><link${nonce ?? ""} rel="stylesheet" href="${href}" media="print"/>`;
  });
}
