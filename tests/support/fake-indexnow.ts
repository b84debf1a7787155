import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for an IndexNow endpoint, speaking the protocol: POST /indexnow with
// { host, key, keyLocation, urlList } as JSON. It answers 202 to a submission whose key is the one it was
// made with and whose URLs are all on `host`, 403 to another key, 422 to a URL of another host, 400 to a body
// it cannot read; it can be told to answer the next submissions with a status (429 with Retry-After, 500)
// or to never answer them.

export type FakeIndexNowSubmission = { host: string; key: string; keyLocation: string; urlList: string[] };

export type FakeIndexNow = {
  url: string;
  /** Every accepted submission, in order. */
  accepted: FakeIndexNowSubmission[];
  /** Every request received, accepted or not. */
  received: number;
  /** The next requests answer these, in order, before the normal answers resume. */
  script(...answers: ({ status: number; retryAfter?: string } | "hang")[]): void;
  close(): Promise<void>;
};

/** `origin` is the site's (PUBLIC_URL): its host is the one submissions must name, its root holds the key file. */
export async function startFakeIndexNow(expected: { key: string; origin: string }): Promise<FakeIndexNow> {
  const host = new URL(expected.origin).host;
  const scripted: ({ status: number; retryAfter?: string } | "hang")[] = [];
  const hung: ServerResponse[] = [];
  const fake: Omit<FakeIndexNow, "url" | "close"> & { received: number } = {
    accepted: [],
    received: 0,
    script: (...answers) => scripted.push(...answers),
  };
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    fake.received += 1;
    const next = scripted.shift();
    if (next === "hang") {
      hung.push(response);
      return;
    }
    if (next) {
      if (next.retryAfter) response.setHeader("retry-after", next.retryAfter);
      response.writeHead(next.status).end();
      return;
    }
    if (request.method !== "POST" || request.url !== "/indexnow") return void response.writeHead(404).end();
    let body: FakeIndexNowSubmission;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return void response.writeHead(400).end();
    }
    if (!Array.isArray(body.urlList) || typeof body.key !== "string")
      return void response.writeHead(400).end();
    if (body.key !== expected.key || body.keyLocation !== `${expected.origin}/${expected.key}.txt`)
      return void response.writeHead(403).end();
    if (body.host !== host || body.urlList.some((url) => new URL(url).host !== host))
      return void response.writeHead(422).end();
    fake.accepted.push(body);
    response.writeHead(202).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
