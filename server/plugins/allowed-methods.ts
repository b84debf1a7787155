import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { apiMessages } from "#contracts/messages.ts";
import { sendApiError } from "./error-handler.ts";

// A request no route takes is answered before any other hook works for it (no session lookup, no
// anti-forgery check): 405 with the methods the path does take (Allow), or 404 when it takes none. The SSR
// catch-all ("/*", plugins/ssr.ts) takes the page methods on every path; under /api it stands for "no
// such route", so there it counts for nothing.

const catchAllUrl = "/*";

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function decodedPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

// The catch-all's wildcard holds the whole path; another wildcard route's holds what follows its prefix.
function isCatchAll(params: Record<string, string | undefined>, path: string): boolean {
  const rest = params["*"];
  return rest !== undefined && `/${rest}` === decodedPath(path);
}

const conventionalOrder = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
function byConvention(a: string, b: string): number {
  const [i, j] = [conventionalOrder.indexOf(a), conventionalOrder.indexOf(b)];
  if (i !== -1 || j !== -1) return (i === -1 ? 99 : i) - (j === -1 ? 99 : j);
  return a.localeCompare(b);
}

/** The methods some route takes at this concrete path, in the usual order. */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  const api = isApiPath(path);
  return app.supportedMethods
    .filter((method) => {
      const match = app.findRoute({ method: method as "GET", url: path });
      if (!match) return false;
      return !(api && isCatchAll(match.params as Record<string, string | undefined>, path));
    })
    .sort(byConvention);
}

export const allowedMethodsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    const path = pathOf(request.url);
    const unrouted = request.is404 || (request.routeOptions.url === catchAllUrl && isApiPath(path));
    if (!unrouted) return;
    const allowed = allowedMethods(app, path);
    if (allowed.length === 0) return sendApiError(reply, 404, [{ message: apiMessages.notFound }]);
    reply.header("allow", allowed.join(", "));
    return sendApiError(reply, 405, [{ message: apiMessages.methodNotAllowed }]);
  });
});
