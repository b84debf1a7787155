import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { responseBytes } from "#app/lib/bytes-body.server.ts";
import type { RequestInfo, ServerApi, ServerApiError } from "#app/lib/load-context.ts";
import { acceptsGzip, preferredEncoding } from "#server/lib/accepts-encoding.ts";
import type { InternalRequests } from "#server/lib/internal-requests.ts";
import { type CachedPage, cachedPageOf, type PageCache } from "#server/lib/page-cache.ts";
import type { ApiAnswer } from "#server/lib/render-threads/render-messages.ts";
import {
  type RenderThreadPool,
  startRenderThreadPool,
} from "#server/lib/render-threads/render-thread-pool.ts";
import type { RenderTurns } from "#server/lib/render-turns.ts";
import { sharedPageRoutes } from "#server/lib/shared-page-routes.ts";
import type { SharedReads } from "#server/lib/shared-reads.ts";
import { fillSlottedGzip } from "#server/lib/slotted-gzip.ts";
import { withoutTrackingParams } from "#server/lib/tracking-params.ts";
import { privateNoStore } from "./access-policy.ts";
import { scriptNonce } from "./security-headers.ts";
import { sessionCookieName } from "./sessions.ts";

// Hosts the React Router app inside Fastify. Pages are server-rendered; loaders read our own /api
// in-process (app.inject) with the visitor's cookies, so the API stays the one gateway to data.

export type SsrOptions = {
  mode: "production" | "development";
  /** Folder of the production build (build/). */
  buildDir: string;
  publicUrl: string;
  /** Marks in-process API reads and lends them the page's identity (server/lib/internal-requests.ts). */
  internal: InternalRequests;
  /** Pages rendered for anonymous visitors, shared for a few seconds (decision 0015); omit to render every request. */
  pageCache?: PageCache;
  /** Renders start a few per turn of the event loop (server/lib/render-turns.ts, decision 0031). */
  renderTurns?: RenderTurns;
  /** Reads whose one answer serves every render for a few seconds (lib/shared-reads.ts, decision 0069). */
  sharedReads?: SharedReads;
  /**
   * Production: worker threads that render pages while this thread serves the API (decision 0069); 0
   * renders on this thread. Development always renders here (Vite's modules live in this thread).
   */
  renderThreads?: number;
  /**
   * The visitor's A/B variant ("a" or "b") of a page that runs a test, null for every other page (issue 21).
   * A variant is part of the shared page's key and reaches the render as the `x-page-variant` header.
   */
  pageVariant?: (request: FastifyRequest) => Promise<string | null>;
};

/** The request header that carries the visitor's A/B variant to the page's loaders (set only by this plugin). */
export const pageVariantHeader = "x-page-variant";

/** The context keys live in the build (app/lib/load-context.ts); the entry module re-exports them. */
type EntryModuleKeys = {
  serverApiContext: Parameters<RouterContextProvider["set"]>[0];
  requestInfoContext: Parameters<RouterContextProvider["set"]>[0];
};

/**
 * hit / stale (past its ttl, being rendered again) / miss (rendered now, kept) / bypass (not shareable:
 * signed in, a query string other than tracking parameters, not GET, not a 200 page).
 */
export const pageCacheHeader = "x-page-cache";

type Sharing = "visitor" | "signed-in";
type SharedKey = { key: string; url: string; sharing: Sharing; variant: string | null };

// Anonymous visitors share a page (decision 0015). A signed-in visitor shares one only where the page is
// the same for everyone (decision 0031): then all signed-in visitors share a copy rendered without anyone's
// identity, whose header leaves the account to the browser, kept apart from the visitors' copy. A session
// cookie that failed to resolve still gets its own (cookie-clearing) render.
// A page under an A/B test keeps one copy per variant (`${url} ab=b`); every other page keeps its plain key.
function pageCacheKey(
  request: FastifyRequest,
  sameForEveryone: (pathname: string) => boolean,
  variant: string | null,
): SharedKey | null {
  if (request.method !== "GET") return null;
  // A campaign's utm_* and click ids change nothing on the page: such a visit shares the plain URL's copy.
  const url = withoutTrackingParams(request.url);
  if (url.includes("?")) return null;
  const suffix = variant ? ` ab=${variant}` : "";
  if (request.user) {
    return sameForEveryone(url)
      ? { key: `signed-in ${url}${suffix}`, url, sharing: "signed-in", variant }
      : null;
  }
  if (request.sessionToken) return null;
  if (request.cookies[sessionCookieName(true)] !== undefined) return null;
  if (request.cookies[sessionCookieName(false)] !== undefined) return null;
  return { key: `${url}${suffix}`, url, sharing: "visitor", variant };
}

// A page is shared only when it is the plain HTML document: 200, no cookie of its own, nothing that
// says it is private. Errors, redirects and React Router's .data answers are rendered every time.
function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    response.headers.getSetCookie().length === 0 &&
    !/private|no-store/i.test(cacheControl)
  );
}

const notCopied = new Set(["set-cookie", "content-length", "content-encoding"]);

async function cachedPageFrom(response: Response, nonce: string): Promise<CachedPage> {
  const headers = [...response.headers].filter(([key]) => !notCopied.has(key));
  return cachedPageOf(response.status, headers, await response.text(), nonce);
}

// The shared page with this response's own nonce. gzip is filled in without compressing again (the page
// was compressed once, lib/slotted-gzip.ts); brotli would cost a full compression per response.
function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  nonce: string,
  state: "hit" | "stale" | "miss",
): FastifyReply {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  reply.header(pageCacheHeader, state);
  if (acceptsGzip(request.headers["accept-encoding"])) {
    reply.header("vary", "Accept-Encoding");
    reply.header("content-encoding", "gzip");
    return reply.send(fillSlottedGzip(page.gzip, nonce));
  }
  return reply.send(page.parts.join(nonce));
}

/**
 * The visitor's headers the in-process reads carry, and the handle of the identity the page request
 * resolved (so no read looks the session up again); a shared page's refresh carries none of them.
 */
type VisitorHeaders = { cookie: string; userAgent: string; identityHandle?: string };

// One render asks the same path once (the root and a portal loader both read the current user): later
// reads share the first answer. A shared read (the same for everyone) is asked with no one's identity.
function inProcessReads(
  app: FastifyInstance,
  visitor: VisitorHeaders,
  internal: InternalRequests,
  sharedReads: SharedReads | undefined,
) {
  const internalHeaders = internal.headers(visitor.identityHandle);
  const answers = new Map<string, Promise<ApiAnswer>>();
  const inject = (apiPath: string, headers: Record<string, string>) =>
    app
      .inject({ method: "GET", url: apiPath, headers })
      .then((response) => ({ status: response.statusCode, body: response.payload }));
  return (apiPath: string): Promise<ApiAnswer> => {
    let answer = answers.get(apiPath);
    if (!answer) {
      answer = sharedReads?.shares(apiPath)
        ? sharedReads.read(apiPath, () => inject(apiPath, internal.headers()))
        : inject(apiPath, { cookie: visitor.cookie, "user-agent": visitor.userAgent, ...internalHeaders });
      answers.set(apiPath, answer);
    }
    return answer;
  };
}

function serverApiFor(
  app: FastifyInstance,
  visitor: VisitorHeaders,
  internal: InternalRequests,
  sharedReads: SharedReads | undefined,
): ServerApi {
  const read = inProcessReads(app, visitor, internal, sharedReads);
  return {
    async get<T>(apiPath: string): Promise<T> {
      const answer = await read(apiPath);
      if (answer.status >= 400) {
        // Loaders decide per read what a status means (the current user's 401 is "signed out").
        const error: ServerApiError = Object.assign(
          new Error(`in-process ${apiPath} answered ${answer.status}`),
          { status: answer.status },
        );
        throw error;
      }
      // Parsed for each loader, so that no loader sees another's copy of a shared answer.
      return JSON.parse(answer.body) as T;
    },
  };
}

/**
 * The methods pages take: GET and HEAD, plus the form methods once some route has an action (no route
 * has one yet: every form posts to /api). Anything else gets 405 from plugins/allowed-methods.ts before
 * React Router, which cannot even build a request for TRACE and similar methods.
 */
export function pageMethodsOf(build: ServerBuild): ("GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE")[] {
  const hasAction = Object.values(build.routes).some((route) => route?.module.action);
  return hasAction ? ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] : ["GET", "HEAD"];
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const body = await responseBytes(response);
  if (!body) return reply.send();
  // One buffer, not a stream (decision 0027): documents are complete before they are sent (decision
  // 0006), and a body handed over as a stream went through the asynchronous compressor chunk by chunk,
  // each chunk waiting a turn of a busy event loop: under 50 connections a 25 ms render took 1.5 s more
  // to leave. As one buffer it is compressed at once (syncThreshold in server/app.ts) and written once.
  return reply.send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}

export async function ssrPlugin(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const origin = new URL(options.publicUrl);
  let loadBuild: () => Promise<ServerBuild>;

  if (options.mode === "development") {
    const [{ createServer }, { default: middie }] = await Promise.all([
      import("vite"),
      import("@fastify/middie"),
    ]);
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    app.addHook("onClose", () => vite.close());
    await app.register(middie);
    app.use(vite.middlewares);
    loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(options.buildDir, "client");
    const build = (await import(
      pathToFileURL(path.join(options.buildDir, "server/index.js")).href
    )) as ServerBuild;
    loadBuild = async () => build;
    // Hashed assets never change: cache for a year, serve the .br/.gz written at build time.
    await app.register(fastifyStatic, {
      root: path.join(clientDir, "assets"),
      prefix: "/assets/",
      immutable: true,
      maxAge: "365d",
      preCompressed: true,
      index: false,
    });
    // Other public files (favicon, images) are registered one by one, so pages keep the catch-all.
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      wildcard: false,
      decorateReply: false,
      index: false,
      maxAge: "1h",
      preCompressed: true,
      globIgnore: ["assets/**", ".vite/**", "**/*.br", "**/*.gz"],
    });
  }

  // A build passed as a function is re-derived (routes flattened and ranked) on every request, which
  // development needs for changes; production hands over the loaded build once.
  // The built stylesheets a visitor's document carries inline (decision 0027); in development Vite serves
  // the styles itself. Named here, not beside the entry module: the bundler may move that into a chunk.
  const stylesDir =
    options.mode === "production"
      ? pathToFileURL(`${path.join(options.buildDir, "client")}${path.sep}`)
      : null;
  const handle =
    options.mode === "production"
      ? createRequestHandler(await loadBuild())
      : createRequestHandler(loadBuild, options.mode);

  const threads: RenderThreadPool | null =
    options.mode === "production" && (options.renderThreads ?? 0) > 0
      ? await startRenderThreadPool({
          count: options.renderThreads ?? 0,
          buildFile: pathToFileURL(path.join(options.buildDir, "server/index.js")).href,
          onThreadExit: ({ code, error, lostRenders }) =>
            app.log.error({ err: error, code, lostRenders }, "a render thread stopped; starting another"),
        })
      : null;
  if (threads) app.addHook("onClose", () => threads.close());

  // `sentAsIs`: the answer goes straight to the visitor, so a render thread may compress it for them.
  async function renderWith(
    fetchRequest: Request,
    visitor: VisitorHeaders,
    page: RequestInfo,
    sentAsIs = false,
  ): Promise<Response> {
    // Pages take GET and HEAD only until a route has an action; a body would have to cross the threads.
    if (threads && (fetchRequest.method === "GET" || fetchRequest.method === "HEAD")) {
      const read = inProcessReads(app, visitor, options.internal, options.sharedReads);
      const job = {
        url: fetchRequest.url,
        method: fetchRequest.method,
        headers: [...fetchRequest.headers],
        nonce: page.nonce,
        inlineStylesFrom: page.inlineStylesFrom?.href ?? null,
        userFromBrowser: page.userFromBrowser ?? false,
        encoding:
          sentAsIs && !fetchRequest.headers.has("x-no-compression")
            ? preferredEncoding(fetchRequest.headers.get("accept-encoding") ?? undefined)
            : null,
      };
      return options.renderTurns
        ? options.renderTurns.run(() => threads.render(job, read))
        : threads.render(job, read);
    }
    const build = await loadBuild();
    const keys = build.entry.module as unknown as EntryModuleKeys;
    const context = new RouterContextProvider();
    context.set(keys.serverApiContext, serverApiFor(app, visitor, options.internal, options.sharedReads));
    context.set(keys.requestInfoContext, page);
    return options.renderTurns
      ? options.renderTurns.run(() => handle(fetchRequest, context))
      : handle(fetchRequest, context);
  }

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    nonce: string,
    sentAsIs = false,
  ): Promise<Response> {
    const fetchRequest = createRequest(request.raw, reply.raw, {
      host: origin.host,
      protocol: origin.protocol,
    });
    // Lent until the document is complete: loaders read in parallel and React Router awaits them all.
    const lent = options.internal.lend({ user: request.user, sessionToken: request.sessionToken });
    const visitor = {
      cookie: request.headers.cookie ?? "",
      userAgent: request.headers["user-agent"] ?? "",
      identityHandle: lent.handle,
    };
    try {
      return await renderWith(
        fetchRequest,
        visitor,
        { nonce, inlineStylesFrom: request.user ? null : stylesDir },
        sentAsIs,
      );
    } finally {
      lent.release();
    }
  }

  // A shared page is rendered apart from any visitor's identity: no cookies, its own nonce, and no tie to
  // a connection that closes as soon as a stale page is sent. The signed-in copy leaves the current user
  // to the browser and links the stylesheet (their browser has it, decision 0027).
  async function renderShared({ url, sharing, variant }: SharedKey, nonce: string): Promise<Response> {
    const fetchRequest = new Request(`${origin.origin}${url}`, {
      headers: { accept: "text/html", ...(variant ? { [pageVariantHeader]: variant } : {}) },
    });
    const signedIn = sharing === "signed-in";
    return renderWith(
      fetchRequest,
      { cookie: "", userAgent: "" },
      { nonce, inlineStylesFrom: signedIn ? null : stylesDir, userFromBrowser: signedIn },
    );
  }

  async function refreshShared(shared: SharedKey): Promise<CachedPage | null> {
    const nonce = randomBytes(16).toString("base64");
    const response = await renderShared(shared, nonce);
    if (!isShareable(response)) return null;
    return cachedPageFrom(response, nonce);
  }

  const pageMethods = pageMethodsOf(await loadBuild());
  // Production's build never changes; development derives the routes again from each build it loads.
  const productionSharing = options.mode === "production" ? sharedPageRoutes(await loadBuild()) : undefined;
  const sameForEveryone = async () => productionSharing ?? sharedPageRoutes(await loadBuild());

  await app.register(async (pages) => {
    // Pages must see the raw body (React Router reads it); no parser may touch it.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    // A page (or its .data) rendered for a signed-in user holds their data: no cache may keep it.
    pages.addHook("onSend", async (request, reply, payload) => {
      if (request.user) reply.header("cache-control", privateNoStore);
      return payload;
    });

    // Unknown /api paths match here too; plugins/allowed-methods.ts answers them 404 before this runs.
    pages.route({ method: pageMethods, url: "/*", handler: renderPage });

    async function renderPage(request: FastifyRequest, reply: FastifyReply) {
      const nonce = scriptNonce(reply);
      const cache = options.pageCache;
      // The variant header is this plugin's alone: what a visitor sent is dropped, the bucket is set.
      delete request.raw.headers[pageVariantHeader];
      const variant =
        options.pageVariant && (request.method === "GET" || request.method === "HEAD")
          ? await options.pageVariant(request)
          : null;
      if (variant) request.raw.headers[pageVariantHeader] = variant;
      const shared = cache ? pageCacheKey(request, await sameForEveryone(), variant) : null;
      if (!cache || shared === null) {
        if (cache) reply.header(pageCacheHeader, "bypass");
        return sendFetchResponse(reply, await render(request, reply, nonce, true));
      }

      const { key } = shared;
      const cached = cache.get(key);
      if (cached) {
        if (cached.stale) {
          cache
            .fill(key, () => refreshShared(shared))
            .catch((error: unknown) => {
              request.log.error({ err: error, path: shared.url }, "shared page refresh failed");
            });
        }
        return sendCachedPage(request, reply, cached.page, nonce, cached.stale ? "stale" : "hit");
      }
      // Concurrent visitors of the same page share one render; the one who rendered keeps its answer
      // when it turns out not to be shareable (a 404, say), the others then render for themselves.
      // A visitor's copy is rendered from their request; the signed-in copy from no one's.
      let own: Response | undefined;
      // A visitor who came with tracking parameters does not render the copy: it would be their URL's.
      const ownRender = shared.sharing === "visitor" && shared.url === request.url;
      const page = await cache.fill(key, async () => {
        const response = ownRender ? await render(request, reply, nonce) : await renderShared(shared, nonce);
        if (!isShareable(response)) {
          if (ownRender) own = response;
          return null;
        }
        return cachedPageFrom(response, nonce);
      });
      if (page) return sendCachedPage(request, reply, page, nonce, "miss");
      reply.header(pageCacheHeader, "bypass");
      return sendFetchResponse(reply, own ?? (await render(request, reply, nonce, true)));
    }
  });
}
