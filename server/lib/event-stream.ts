import type { ServerResponse } from "node:http";

// A Server-Sent Events answer written straight to Node's response (the route hijacked it from Fastify, so
// no compression, no buffering and no JSON serializer stand in between). The browser's EventSource
// reconnects on its own after `retryMs`; a comment line every `heartbeatMs` keeps proxies from closing a
// quiet stream, and the stream ends after `maxLifetimeMs` so each reconnect asks the access rules again.

export type EventStreamOptions = {
  retryMs: number;
  heartbeatMs: number;
  maxLifetimeMs: number;
  /** Once, however the stream ended: the client left, the server closed it, or its lifetime ran out. */
  onClose(): void;
};

export type EventStream = {
  /** One event: `name` is one of ours (no line breaks), `data` is written as one line of JSON. */
  send(name: string, data: unknown): void;
  close(): void;
  readonly closed: boolean;
};

/** The stream's headers; the caller adds the app's own (security headers, request id) before. */
export const eventStreamHeaders = {
  "content-type": "text/event-stream; charset=utf-8",
  // Never kept by any cache, never recompressed or reshaped by a proxy on the way.
  "cache-control": "private, no-cache, no-store, no-transform",
  // nginx passes each event on at once instead of filling its buffer first.
  "x-accel-buffering": "no",
} as const;

export function openEventStream(response: ServerResponse, options: EventStreamOptions): EventStream {
  let closed = false;
  const write = (text: string) => {
    if (!closed && !response.writableEnded) response.write(text);
  };

  response.writeHead(200, eventStreamHeaders);
  // The retry hint, and a first line so the browser sees the stream open before any event.
  write(`retry: ${options.retryMs}\n: open\n\n`);
  const heartbeat = setInterval(() => write(": heartbeat\n\n"), options.heartbeatMs);
  const lifetime = setTimeout(() => stream.close(), options.maxLifetimeMs);

  function ended(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    options.onClose();
  }
  // The client went away (tab closed, network lost), or the response ended.
  response.once("close", ended);

  const stream: EventStream = {
    send(name, data) {
      write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (closed) return;
      ended();
      response.end();
    },
    get closed() {
      return closed;
    },
  };
  return stream;
}
