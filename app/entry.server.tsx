import { renderToString } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestInfoContext } from "./lib/load-context.ts";

// The host (server/plugins/ssr.ts) reads the context keys from this module, so both sides share one key.
export { requestInfoContext, serverApiContext } from "./lib/load-context.ts";

// Pages are rendered to one string, not streamed (decision 0006): loaders await all their data, so a
// stream would send the same bytes later, and string rendering plus one-shot compression is about
// twice as fast per request. Crawlers and people get the same complete document.
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
  const { nonce } = loadContext.get(requestInfoContext);
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
