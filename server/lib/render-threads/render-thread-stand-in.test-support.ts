import { parentPort } from "node:worker_threads";
import type { FromRenderThread, ToRenderThread } from "./render-messages.ts";

// A render thread for render-thread-pool.unit.test.ts: speaks the pool's messages without a server build.
// A job's path decides what it does: /echo answers with what it was given, /read/<api path> reads through
// the main thread and answers with the reply, /throw fails, /crash ends the thread mid-render.

const port = parentPort!;
let nextReadId = 1;
const reads = new Map<number, (message: ToRenderThread) => void>();

// Each message goes alone, as a batch of one (the pool must read any batch size).
function post(message: FromRenderThread): void {
  port.postMessage([message]);
}

port.on("message", (messages: ToRenderThread[]) => {
  for (const message of messages) onMessage(message);
});

function onMessage(message: ToRenderThread): void {
  if (message.type !== "render") {
    reads.get(message.readId)?.(message);
    return;
  }
  const { id, job } = message;
  const path = new URL(job.url).pathname;
  const answer = (status: number, text: string) => {
    const body = new TextEncoder().encode(text);
    post({
      type: "rendered",
      id,
      status,
      headers: [
        ["content-type", "text/plain"],
        ["set-cookie", "a=1"],
        ["set-cookie", "b=2"],
      ],
      body,
    });
  };
  if (path === "/echo") answer(200, JSON.stringify({ job, thread: process.pid }));
  else if (path.startsWith("/read/")) {
    const readId = nextReadId++;
    reads.set(readId, (reply) => {
      reads.delete(readId);
      if (reply.type === "api-answer") answer(reply.answer.status, reply.answer.body);
      else if (reply.type === "api-failed") answer(502, reply.message);
    });
    post({ type: "api-read", renderId: id, readId, path: path.slice("/read".length) });
  } else if (path === "/throw") post({ type: "render-failed", id, message: "loader blew up" });
  else if (path === "/crash") process.exit(3);
  else if (path === "/slow") setTimeout(() => answer(200, "slow"), 200);
}

post({ type: "ready" });
