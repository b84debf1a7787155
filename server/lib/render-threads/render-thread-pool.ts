import path from "node:path";
import { Worker } from "node:worker_threads";
import { bytesBody } from "#app/lib/bytes-body.server.ts";
import { createMessageBatches, type MessageBatches } from "./message-batches.ts";
import type {
  ApiAnswer,
  FromRenderThread,
  RenderJob,
  RenderThreadData,
  ToRenderThread,
} from "./render-messages.ts";

// Pages rendered on worker threads (decision 0069). The main thread keeps the listener, the sessions, the
// API with its database and caches, and the shared-page cache; a render thread runs React Router and
// React, and asks the main thread for each in-process API read its loaders make. With the embedded
// database one process is all a site can run, and rendering was most of its CPU: on threads a page's
// render uses the cores the main thread cannot.

/** Answers one in-process read of a render (the main thread's app.inject, with the visitor's identity). */
export type ApiReader = (path: string) => Promise<ApiAnswer>;

export type RenderThreadPool = {
  readonly size: number;
  /** Renders `job` on the least busy thread; rejects when the render throws or its thread stops. */
  render(job: RenderJob, read: ApiReader): Promise<Response>;
  close(): Promise<void>;
};

type Pending = { resolve: (response: Response) => void; reject: (error: Error) => void; read: ApiReader };

type RenderThread = {
  worker: Worker;
  pending: Map<number, Pending>;
  ready: boolean;
  outbox: MessageBatches<ToRenderThread>;
};

export type RenderThreadPoolOptions = {
  count: number;
  /** The server build's entry (build/server/index.js) as a file: URL. */
  buildFile: string;
  /** A thread that stopped, and the renders it took with it. */
  onThreadExit?: (details: { code: number; error?: Error; lostRenders: number }) => void;
  /** The worker's module; tests start a stand-in that speaks the same messages. */
  threadModule?: string;
};

const defaultThreadModule = path.join(import.meta.dirname, "render-thread.ts");

export async function startRenderThreadPool(options: RenderThreadPoolOptions): Promise<RenderThreadPool> {
  if (!Number.isInteger(options.count) || options.count < 1)
    throw new Error("startRenderThreadPool needs at least one thread");
  const threads: RenderThread[] = [];
  // Jobs that came while no thread was ready (all of them starting again after a crash).
  const waiting: (() => void)[] = [];
  let nextId = 1;
  let closing = false;

  function send(thread: RenderThread, message: ToRenderThread): void {
    thread.outbox.post(message);
  }

  function answerRead(thread: RenderThread, pending: Pending, readId: number, path: string): void {
    pending.read(path).then(
      (answer) => send(thread, { type: "api-answer", readId, answer }),
      (error: unknown) =>
        send(thread, {
          type: "api-failed",
          readId,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  }

  function onMessage(thread: RenderThread, message: FromRenderThread): void {
    if (message.type === "ready") {
      thread.ready = true;
      for (const start of waiting.splice(0)) start();
      return;
    }
    if (message.type === "api-read") {
      const pending = thread.pending.get(message.renderId);
      if (pending) answerRead(thread, pending, message.readId, message.path);
      return;
    }
    const pending = thread.pending.get(message.id);
    if (!pending) return;
    thread.pending.delete(message.id);
    if (message.type === "rendered") {
      const body = message.body ? bytesBody(message.body) : null;
      pending.resolve(new Response(body, { status: message.status, headers: message.headers }));
    } else {
      const error = new Error(`render thread: ${message.message}`);
      if (message.stack) error.stack = message.stack;
      pending.reject(error);
    }
  }

  function start(): Promise<void> {
    const data: RenderThreadData = { buildFile: options.buildFile };
    const worker = new Worker(options.threadModule ?? defaultThreadModule, { workerData: data });
    const outbox = createMessageBatches<ToRenderThread>((messages) => worker.postMessage(messages));
    const thread: RenderThread = { worker, pending: new Map(), ready: false, outbox };
    threads.push(thread);
    let failure: Error | undefined;
    worker.on("message", (messages: FromRenderThread[]) => {
      for (const message of messages) onMessage(thread, message);
    });
    worker.on("error", (error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
    });
    return new Promise((resolve, reject) => {
      worker.on("message", function started(messages: FromRenderThread[]) {
        if (!messages.some((message) => message.type === "ready")) return;
        worker.off("message", started);
        resolve();
      });
      worker.on("exit", (code) => {
        threads.splice(threads.indexOf(thread), 1);
        const lost = [...thread.pending.values()];
        thread.pending.clear();
        for (const pending of lost) pending.reject(failure ?? new Error(`render thread exited (${code})`));
        if (!thread.ready) {
          reject(failure ?? new Error(`render thread exited (${code}) before it was ready`));
          return;
        }
        if (closing) return;
        options.onThreadExit?.({ code, error: failure, lostRenders: lost.length });
        // One thread's crash costs the renders it held; the next ones go to a new thread.
        start().catch((error: unknown) => {
          options.onThreadExit?.({ code: -1, error: error as Error, lostRenders: 0 });
        });
      });
    });
  }

  await Promise.all(Array.from({ length: options.count }, () => start()));

  function leastBusy(): RenderThread | undefined {
    let best: RenderThread | undefined;
    for (const thread of threads) {
      if (!thread.ready) continue;
      if (!best || thread.pending.size < best.pending.size) best = thread;
    }
    return best;
  }

  function dispatch(job: RenderJob, pending: Pending): void {
    if (closing) {
      pending.reject(new Error("render threads are closing"));
      return;
    }
    const thread = leastBusy();
    if (!thread) {
      waiting.push(() => dispatch(job, pending));
      return;
    }
    const id = nextId++;
    thread.pending.set(id, pending);
    send(thread, { type: "render", id, job });
  }

  return {
    size: options.count,
    render(job, read) {
      return new Promise((resolve, reject) => dispatch(job, { resolve, reject, read }));
    },
    async close() {
      closing = true;
      for (const start of waiting.splice(0)) start();
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
