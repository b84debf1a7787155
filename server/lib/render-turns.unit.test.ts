import { describe, expect, it } from "vitest";
import { createRenderTurns } from "./render-turns.ts";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("createRenderTurns", () => {
  it("starts at most perTurn renders a turn, in the order they came, never in the caller's turn", async () => {
    const turns = createRenderTurns({ perTurn: 2 });
    const started: number[] = [];
    const runs = [0, 1, 2, 3, 4].map((i) =>
      turns.run(async () => {
        started.push(i);
        return i * 10;
      }),
    );
    expect(started).toEqual([]);
    expect(turns.waiting()).toBe(5);
    await nextTurn();
    expect(started).toEqual([0, 1]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(await Promise.all(runs)).toEqual([0, 10, 20, 30, 40]);
    expect(turns.waiting()).toBe(0);
  });

  it("does not hold later renders behind one that waits", async () => {
    const turns = createRenderTurns({ perTurn: 1 });
    let release!: () => void;
    const slow = turns.run(() => new Promise<string>((resolve) => (release = () => resolve("slow"))));
    const quick = turns.run(async () => "quick");
    expect(await quick).toBe("quick");
    release();
    expect(await slow).toBe("slow");
  });

  it("passes a failed render's error to its caller and goes on with the others", async () => {
    const turns = createRenderTurns({ perTurn: 1 });
    const failed = turns.run(async () => Promise.reject(new Error("loader failed")));
    const next = turns.run(async () => "next");
    await expect(failed).rejects.toThrow("loader failed");
    expect(await next).toBe("next");
  });
});
