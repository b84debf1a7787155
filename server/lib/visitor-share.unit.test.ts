import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { countVisitorRequests, sharingWithVisitors } from "./visitor-share.ts";

// A clock the test moves by hand, and a sleep that records the pauses asked for.
function harness() {
  let clock = 0;
  let visitors = 0;
  const pauses: number[] = [];
  return {
    advance: (ms: number) => {
      clock += ms;
    },
    arrive: () => {
      visitors += 1;
    },
    pauses,
    options: {
      visitors: () => visitors,
      now: () => clock,
      sleep: async (ms: number) => {
        pauses.push(ms);
      },
    },
  };
}

describe("sharingWithVisitors", () => {
  it("runs flat out while nobody is on the site", async () => {
    const h = harness();
    const step = sharingWithVisitors(async (path: string) => {
      h.advance(20);
      return path.length;
    }, h.options);
    expect(await step("/blog")).toBe(5);
    expect(await step("/")).toBe(1);
    expect(h.pauses).toEqual([]);
  });

  it("pauses as long as a step took when visitors arrived during it, within the cap", async () => {
    const h = harness();
    let takes = 20;
    const step = sharingWithVisitors(
      async () => {
        h.advance(takes);
        h.arrive();
      },
      { ...h.options, maxPauseMs: 50 },
    );
    await step();
    takes = 400;
    await step();
    expect(h.pauses).toEqual([20, 50]);
  });

  it("scales the pause by its share, and skips pauses under a millisecond", async () => {
    const h = harness();
    let takes = 30;
    const step = sharingWithVisitors(
      async () => {
        h.advance(takes);
        h.arrive();
      },
      { ...h.options, share: 0.5 },
    );
    await step();
    takes = 1;
    await step();
    expect(h.pauses).toEqual([15]);
  });

  it("passes a failing step's error on without pausing", async () => {
    const h = harness();
    const step = sharingWithVisitors(async () => {
      h.arrive();
      throw new Error("render failed");
    }, h.options);
    await expect(step()).rejects.toThrow("render failed");
    expect(h.pauses).toEqual([]);
  });
});

describe("countVisitorRequests", () => {
  it("counts the server's request events", () => {
    const server = new EventEmitter();
    const seen = countVisitorRequests(server);
    expect(seen()).toBe(0);
    server.emit("request");
    server.emit("request");
    expect(seen()).toBe(2);
  });
});
