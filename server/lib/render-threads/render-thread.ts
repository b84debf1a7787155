import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { responseBytes } from "#app/lib/bytes-body.server.ts";
import type { ServerApi } from "#app/lib/load-context.ts";
import { compressBody, compressionThreshold, isCompressible } from "../dynamic-compression.ts";
import { createMessageBatches } from "./message-batches.ts";
import type {
  ApiAnswer,
  FromRenderThread,
  RenderJob,
  RenderThreadData,
  ToRenderThread,
} from "./render-messages.ts";

// A render thread (decision 0069): the production server build loaded once more, rendering the pages the
// main thread hands it. Loaders read the API through the main thread (which holds the database, the
// sessions and every cache), so a page is rendered here exactly as it would be there.

if (!parentPort) throw new Error("render-thread.ts runs as a worker thread");
const port = parentPort;
const { buildFile } = workerData as RenderThreadData;

/** The context keys live in the build (app/lib/load-context.ts); the entry module re-exports them. */
type EntryModuleKeys = {
  serverApiContext: Parameters<RouterContextProvider["set"]>[0];
  requestInfoContext: Parameters<RouterContextProvider["set"]>[0];
};

const build = (await import(buildFile)) as ServerBuild;
const handle = createRequestHandler(build);
const keys = build.entry.module as unknown as EntryModuleKeys;

const reads = new Map<number, { resolve: (answer: ApiAnswer) => void; reject: (error: Error) => void }>();
let nextReadId = 1;

const outbox = createMessageBatches<FromRenderThread>((messages, transfer) =>
  port.postMessage(messages, transfer),
);

function post(message: FromRenderThread, transfer: ArrayBuffer[] = []): void {
  outbox.post(message, transfer);
}

function serverApiFor(renderId: number): ServerApi {
  return {
    async get<T>(path: string): Promise<T> {
      const readId = nextReadId++;
      const answer = await new Promise<ApiAnswer>((resolve, reject) => {
        reads.set(readId, { resolve, reject });
        post({ type: "api-read", renderId, readId, path });
      });
      if (answer.status >= 400) {
        // The same plain error as the main thread's reads (app/lib/load-context.ts: ServerApiError).
        throw Object.assign(new Error(`in-process ${path} answered ${answer.status}`), {
          status: answer.status,
        });
      }
      return JSON.parse(answer.body) as T;
    },
  };
}

// A Buffer may be a view into a pool shared with other Buffers; only memory of its own can be transferred.
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength
  )
    return bytes as Uint8Array<ArrayBuffer>;
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

async function render(id: number, job: RenderJob): Promise<void> {
  try {
    const context = new RouterContextProvider();
    context.set(keys.serverApiContext, serverApiFor(id));
    context.set(keys.requestInfoContext, {
      nonce: job.nonce,
      inlineStylesFrom: job.inlineStylesFrom ? new URL(job.inlineStylesFrom) : null,
      userFromBrowser: job.userFromBrowser,
    });
    const response = await handle(
      new Request(job.url, { method: job.method, headers: job.headers }),
      context,
    );
    // The page's own bytes (app/lib/bytes-body.server.ts), not a copy.
    let body: Uint8Array | null = await responseBytes(response);
    const headers = new Headers(response.headers);
    // Compressed here, off the main thread, as its compressor would have (it leaves an encoded body be).
    if (
      body &&
      job.encoding &&
      body.byteLength >= compressionThreshold &&
      !headers.has("content-encoding") &&
      isCompressible(headers.get("content-type"))
    ) {
      body = compressBody(body, job.encoding);
      headers.set("content-encoding", job.encoding);
      headers.delete("content-length");
      headers.append("vary", "Accept-Encoding");
    }
    // The body's memory moves to the main thread (transferred, not copied).
    const own = body ? ownBuffer(body) : null;
    post(
      { type: "rendered", id, status: response.status, headers: [...headers], body: own },
      own ? [own.buffer] : [],
    );
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    post({ type: "render-failed", id, message: failure.message, stack: failure.stack });
  }
}

function onMessage(message: ToRenderThread): void {
  if (message.type === "render") {
    void render(message.id, message.job);
    return;
  }
  const read = reads.get(message.readId);
  if (!read) return;
  reads.delete(message.readId);
  if (message.type === "api-answer") read.resolve(message.answer);
  else read.reject(new Error(message.message));
}

// Messages come in batches (message-batches.ts).
port.on("message", (messages: ToRenderThread[]) => {
  for (const message of messages) onMessage(message);
});

post({ type: "ready" });
