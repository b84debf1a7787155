import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { RenderTurns } from "#server/lib/render-turns.ts";

// API requests from outside start a few per turn of the event loop, in the queue the page renders use
// (server/lib/render-turns.ts, decision 0035). Like a render, a read such as "due this week" runs on
// promises alone on PGlite, so 50 kept-alive clients made each turn answer 50 requests (300-400 ms) while
// Node accepted one new connection a turn: under that load a new client waited up to 7 s to be accepted
// (the bench's live-sessions read timed out), though every answer took under 25 ms once read.
// In-process reads of a page render are not queued again: their render already waited its turn.

export type ApiTurnsOptions = {
  turns: RenderTurns;
  isInternal(request: FastifyRequest): boolean;
};

const waitForTurn = () => Promise.resolve();

function isApiUrl(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

export const apiTurnsPlugin = fp(
  async function apiTurns(app: FastifyInstance, options: ApiTurnsOptions) {
    app.addHook("onRequest", async (request) => {
      if (!isApiUrl(request.url) || options.isInternal(request)) return;
      await options.turns.run(waitForTurn);
    });
  },
  { name: "api-turns" },
);
