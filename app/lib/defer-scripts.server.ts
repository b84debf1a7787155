import { type DocumentEdit, matchesIn, replacing } from "./document-edits.server.ts";

// The first paint must not wait for JavaScript. React hoists React Router's <link rel="modulepreload">
// tags into <head> and its module script runs as soon as its imports arrive, so on a fast connection (or
// with cached files) the browser downloads, runs and hydrates before it paints anything; on a phone network
// those downloads compete with the document for the first paint. Measured with Lighthouse (mobile): the
// course pages' simulated first paint was 2.1 s with the scripts on the critical path, against about 1 s
// without. The page is complete HTML (decision 0006), so nothing needs scripts to be seen.
//
// This moves the preloads and the module script into a small inline loader that starts them right after
// the first frame is painted (requestAnimationFrame, then a task). The loader reads the CSP nonce from its
// own element, so no nonce is copied into script text (the page cache swaps nonces in the markup only).
// Only built assets (/assets/...) are touched: in development Vite's own scripts stay as they are.

const preloadLink = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"(?: nonce="[^"]*")?\/>/g;
const moduleScript = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/** JSON for inside a <script>: no "<" at all, so neither "</script" nor "<!--" can occur. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// Each preload starts a request on the main thread (about 3.5 ms per file at Lighthouse's 4x CPU slowdown):
// a portal page preloads 30 to 40 files, so they are added 8 per task, never one 130 ms task that blocks
// input. The module script goes in after the last batch, as before.
const preloadsPerTask = 8;

const loaderBody = `(function(n,h,c){var d=document;function go(i){h.slice(i,i+${preloadsPerTask}).forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;l.nonce=n;d.head.appendChild(l)});if(h.length>i+${preloadsPerTask}){setTimeout(go,0,i+${preloadsPerTask});return}var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=c;d.body.appendChild(s)}if(d.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(go,0,0)});else go(0)})`;

/** The edits that take the preloads and the module script out and put the loader where the script was. */
export function deferScriptsEdits(html: string): DocumentEdit[] {
  const script = moduleScript.exec(html);
  if (!script) return [];
  const preloads = matchesIn(html, preloadLink);
  const [, nonce, code] = script as unknown as [string, string, string];
  const hrefs = preloads.map((match) => match[1]!);
  const loader = `<script nonce="${nonce}">${loaderBody}(document.currentScript.nonce,${scriptJson(hrefs)},${scriptJson(code)})</script>`;
  return [...preloads.map((match) => replacing(match)), replacing(script, loader)];
}
