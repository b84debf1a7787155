import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { bytesBody } from "./lib/bytes-body.server.ts";
import { deferScriptsEdits } from "./lib/defer-scripts.server.ts";
import { applyDocumentEdits, type DocumentEdit } from "./lib/document-edits.server.ts";
import { earlySubmitGuardEdit } from "./lib/early-submit-guard.server.ts";
import { inlineStylesheetEdits } from "./lib/inline-stylesheets.server.ts";
import { requestInfoContext } from "./lib/load-context.ts";

// The host (server/plugins/ssr.ts) reads the context keys from this module, so both sides share one key.
export { requestInfoContext, serverApiContext } from "./lib/load-context.ts";

export const streamTimeout = 5_000;

// Pages are rendered completely, then sent as one body (decision 0006): loaders await all their data, so
// streaming would send the same bytes in chunks, and compressing one body is far cheaper than compressing
// many flushed chunks. The streaming renderer is still required: React Router transfers loader data
// through a Suspense boundary that renderToString would leave to the client.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, inlineStylesFrom } = loadContext.get(requestInfoContext);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // The document goes out whole (onAllReady), so nothing is gained by outlining a large Suspense
        // boundary to be moved into place by a script later; it would cost the browser a second style
        // and layout pass over the page (the portal's page and footer are boundaries, for hydration).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => {
            clearTimeout(timeout);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // The edits are found in the text and applied to the bytes (app/lib/document-edits.server.ts).
            const bytes = Buffer.concat(chunks);
            const html = bytes.toString("utf8");
            const edits = [...earlySubmitGuardEdit(html, nonce), ...deferScriptsEdits(html)];
            const styles: Promise<DocumentEdit[]> = inlineStylesFrom
              ? inlineStylesheetEdits(html, inlineStylesFrom)
              : Promise.resolve([]);
            styles
              .then((inlined) => {
                const page = applyDocumentEdits(bytes, html, [...edits, ...inlined]);
                resolve(new Response(bytesBody(page), { headers: responseHeaders, status }));
              })
              .catch(reject);
          });
          sink.on("error", reject);
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
