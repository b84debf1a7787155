import type { FastifyInstance, FastifyReply } from "fastify";
import { HttpError } from "#server/http-error.ts";
import { plainPage } from "./plain-page.ts";

// The two answers of a mail's unsubscribe address, for every mail one can opt out of (the community digest,
// the newsletter): the link opened in a browser (takes effect at once, answers a short page) and RFC 8058's
// one-click POST from the mail client (plain text). The owning module declares the routes with its own
// contract and passes its use case, which throws an HttpError for a token that does not verify.

export type UnsubscribeTexts = { doneTitle: string; done: string; invalidTitle: string; invalid: string };

export function unsubscribeLinkHandlers(
  unsubscribe: (token: string) => Promise<void>,
  text: UnsubscribeTexts,
) {
  async function attempt(token: string): Promise<boolean> {
    try {
      await unsubscribe(token);
      return true;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return false;
    }
  }
  return {
    async page(request: { query: { token: string } }, reply: FastifyReply) {
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      return (await attempt(request.query.token))
        ? reply.send(plainPage(text.doneTitle, text.done))
        : reply.code(404).send(plainPage(text.invalidTitle, text.invalid));
    },
    async oneClick(request: { query: { token: string } }, reply: FastifyReply) {
      reply.type("text/plain; charset=utf-8").header("cache-control", "no-store");
      return (await attempt(request.query.token))
        ? reply.send(text.done)
        : reply.code(404).send(text.invalid);
    },
  };
}

/**
 * A mail client's one-click POST comes form-encoded or multipart, with no cookie: the body is read as a short
 * string whatever its type, and ignored. For the plugin that holds only the one-click route.
 */
export function acceptAnyShortBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
}
