import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestInfo, ServerApi, ServerApiError } from "../../app/lib/load-context.ts";
import { apiMessages } from "../../contracts/messages.ts";
import { sendApiError } from "./error-handler.ts";
import { scriptNonce } from "./security-headers.ts";

// Hosts the React Router app inside Fastify. Pages are server-rendered; loaders read our own /api
// in-process (app.inject) with the visitor's cookies, so the API stays the one gateway to data.

export type SsrOptions = {
  mode: "production" | "development";
  /** Folder of the production build (build/). */
  buildDir: string;
  publicUrl: string;
  /** Header value that marks in-process API reads (exempt from the per-IP rate limits). */
  internalToken: string;
};

/** The context keys live in the build (app/lib/load-context.ts); the entry module re-exports them. */
type EntryModuleKeys = {
  serverApiContext: Parameters<RouterContextProvider["set"]>[0];
  requestInfoContext: Parameters<RouterContextProvider["set"]>[0];
};

export const internalHeader = "x-ail-internal";

function serverApiFor(app: FastifyInstance, request: FastifyRequest, internalToken: string): ServerApi {
  return {
    async get<T>(apiPath: string): Promise<T> {
      const response = await app.inject({
        method: "GET",
        url: apiPath,
        headers: {
          cookie: request.headers.cookie ?? "",
          "user-agent": request.headers["user-agent"] ?? "",
          [internalHeader]: internalToken,
        },
      });
      if (response.statusCode >= 400) {
        // Loaders decide per read what a status means (the current user's 401 is "signed out").
        const error: ServerApiError = Object.assign(
          new Error(`in-process ${apiPath} answered ${response.statusCode}`),
          { status: response.statusCode },
        );
        throw error;
      }
      return response.json() as T;
    },
  };
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
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

  const handle = createRequestHandler(loadBuild, options.mode);

  await app.register(async (pages) => {
    // Pages must see the raw body (React Router reads it); no parser may touch it.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));

    pages.all("/*", async (request, reply) => {
      if (request.url === "/api" || request.url.startsWith("/api/")) {
        return sendApiError(reply, 404, [{ message: apiMessages.notFound }]);
      }
      const build = await loadBuild();
      const keys = build.entry.module as unknown as EntryModuleKeys;
      const context = new RouterContextProvider();
      const nonce = scriptNonce(reply);
      context.set(keys.serverApiContext, serverApiFor(app, request, options.internalToken));
      context.set(keys.requestInfoContext, { nonce } satisfies RequestInfo);

      const fetchRequest = createRequest(request.raw, reply.raw, {
        host: origin.host,
        protocol: origin.protocol,
      });
      const response = await handle(fetchRequest, context);
      return sendFetchResponse(reply, response);
    });
  });
}
