import { get } from "node:http";
import type { Visitor } from "./test-app.ts";

// A Server-Sent Events reader for tests, as a browser's EventSource reads: the events seen so far,
// the raw text, whether the server ended the stream, and a way to leave (abort, as a closed tab does).

export type StreamEvent = { event: string; data: string };

export type OpenStream = {
  status: number;
  headers: Headers;
  /** The JSON body of a refusal (not 200). */
  body: unknown;
  events: StreamEvent[];
  raw(): string;
  ended(): boolean;
  close(): void;
};

export function openStream(
  url: string,
  session: Visitor | null,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const events: StreamEvent[] = [];
  let raw = "";
  let ended = false;
  // A connection of its own (no agent): closing it is what a closed tab does, and nothing is left pooled.
  const request = get(url, {
    agent: false,
    headers: { accept: "text/event-stream", ...(session ? { cookie: session.cookie } : {}), ...headers },
  });
  return new Promise((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (response) => {
      request.off("error", reject);
      request.on("error", () => {});
      const result: OpenStream = {
        status: response.statusCode ?? 0,
        headers: new Headers(
          Object.entries(response.headers).map(([name, value]) => [name, String(value)] as [string, string]),
        ),
        body: undefined,
        events,
        raw: () => raw,
        ended: () => ended,
        close: () => request.destroy(),
      };
      response.setEncoding("utf8");
      if (result.status !== 200) {
        let text = "";
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.once("end", () => {
          ended = true;
          result.body = text ? JSON.parse(text) : undefined;
          resolve(result);
        });
        return;
      }
      let pending = "";
      response.on("data", (chunk: string) => {
        raw += chunk;
        pending += chunk;
        const blocks = pending.split("\n\n");
        pending = blocks.pop() ?? "";
        for (const block of blocks) {
          const lines = block.split("\n");
          const event = lines.find((line) => line.startsWith("event: "))?.slice("event: ".length);
          const data = lines.find((line) => line.startsWith("data: "))?.slice("data: ".length);
          if (event !== undefined && data !== undefined) events.push({ event, data });
        }
      });
      response.once("close", () => {
        ended = true;
      });
      resolve(result);
    });
  });
}

export async function eventually(check: () => boolean, ms = 3_000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}
