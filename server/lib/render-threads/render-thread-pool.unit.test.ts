// @vitest-environment node
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RenderJob } from "./render-messages.ts";
import { type RenderThreadPool, startRenderThreadPool } from "./render-thread-pool.ts";

const standIn = path.join(import.meta.dirname, "render-thread-stand-in.test-support.ts");

function job(path: string): RenderJob {
  return {
    url: `http://localhost${path}`,
    method: "GET",
    headers: [["accept", "text/html"]],
    nonce: "n0nce",
    inlineStylesFrom: null,
    userFromBrowser: false,
    encoding: null,
  };
}

const noReads = async () => {
  throw new Error("no read expected");
};

describe("startRenderThreadPool", () => {
  let pool: RenderThreadPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it("renders on a thread and hands back status, headers (both cookies) and body", async () => {
    pool = await startRenderThreadPool({ count: 1, buildFile: "unused", threadModule: standIn });
    const response = await pool.render(job("/echo"), noReads);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    const echoed = (await response.json()) as { job: RenderJob };
    expect(echoed.job).toEqual(job("/echo"));
  });

  it("answers a thread's API reads with the reader of that render", async () => {
    pool = await startRenderThreadPool({ count: 2, buildFile: "unused", threadModule: standIn });
    const [first, second] = await Promise.all([
      pool.render(job("/read/api/user"), async (path) => ({ status: 200, body: `first ${path}` })),
      pool.render(job("/read/api/user"), async (path) => ({ status: 401, body: `second ${path}` })),
    ]);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe("first /api/user");
    expect(second.status).toBe(401);
    expect(await second.text()).toBe("second /api/user");
  });

  it("passes a failed read to the thread as a failure, not a hang", async () => {
    pool = await startRenderThreadPool({ count: 1, buildFile: "unused", threadModule: standIn });
    const response = await pool.render(job("/read/api/x"), async () => {
      throw new Error("database down");
    });
    expect(response.status).toBe(502);
    expect(await response.text()).toBe("database down");
  });

  it("rejects a render that throws and keeps serving", async () => {
    pool = await startRenderThreadPool({ count: 1, buildFile: "unused", threadModule: standIn });
    await expect(pool.render(job("/throw"), noReads)).rejects.toThrow("render thread: loader blew up");
    expect((await pool.render(job("/echo"), noReads)).status).toBe(200);
  });

  it("rejects the renders of a thread that stops, tells, and renders the next ones on a new thread", async () => {
    const onThreadExit = vi.fn();
    pool = await startRenderThreadPool({
      count: 1,
      buildFile: "unused",
      threadModule: standIn,
      onThreadExit,
    });
    const slow = pool.render(job("/slow"), noReads);
    await expect(pool.render(job("/crash"), noReads)).rejects.toThrow("render thread exited (3)");
    await expect(slow).rejects.toThrow("render thread exited (3)");
    expect(onThreadExit).toHaveBeenCalledWith(expect.objectContaining({ code: 3, lostRenders: 2 }));
    // Sent while the replacement starts: it waits for it.
    expect((await pool.render(job("/echo"), noReads)).status).toBe(200);
  });

  it("spreads renders over the least busy threads", async () => {
    pool = await startRenderThreadPool({ count: 2, buildFile: "unused", threadModule: standIn });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => pool!.render(job("/slow"), noReads).then((r) => r.text())),
    );
    expect(answers).toEqual(["slow", "slow", "slow", "slow"]);
    // Two at a time on two threads: about one delay of the stand-in, not four.
    const started = Date.now();
    await Promise.all([pool.render(job("/slow"), noReads), pool.render(job("/slow"), noReads)]);
    expect(Date.now() - started).toBeLessThan(390);
  });

  it("refuses renders once closed, and fails to start when a thread cannot", async () => {
    pool = await startRenderThreadPool({ count: 1, buildFile: "unused", threadModule: standIn });
    await pool.close();
    await expect(pool.render(job("/echo"), noReads)).rejects.toThrow("render threads are closing");
    pool = undefined;
    await expect(
      startRenderThreadPool({
        count: 1,
        buildFile: "unused",
        threadModule: path.join(import.meta.dirname, "no-such-module.ts"),
      }),
    ).rejects.toThrow();
    await expect(startRenderThreadPool({ count: 0, buildFile: "unused" })).rejects.toThrow();
  });
});
