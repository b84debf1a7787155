import { describe, expect, it } from "vitest";
import { allowanceAt, maxPerTurn } from "./campaign-sender.ts";

describe("allowanceAt", () => {
  const now = new Date("2030-01-01T00:00:10Z");

  it("allows what the rate earned since the last turn and carries the remainder", () => {
    // 600 a minute = one per 100 ms; 2.55 s since the last turn: 25 mails, the clock moves 2.5 s.
    const plan = allowanceAt(600, now)(new Date("2030-01-01T00:00:07.450Z"));
    expect(plan.count).toBe(25);
    expect(plan.nextLastSendAt(25).toISOString()).toBe("2030-01-01T00:00:09.950Z");
    // Fewer queued (the audience ran out): the clock moves only as far as they used.
    expect(plan.nextLastSendAt(3).toISOString()).toBe("2030-01-01T00:00:07.750Z");
  });

  it("allows nothing right after a turn, and at most 10 s of catching up after a long absence", () => {
    expect(allowanceAt(600, now)(now).count).toBe(0);
    expect(allowanceAt(600, now)(new Date("2029-12-31T00:00:00Z")).count).toBe(100);
  });

  it("caps one turn at maxPerTurn however fast the rate", () => {
    expect(allowanceAt(1_000_000, now)(new Date("2030-01-01T00:00:05Z")).count).toBe(maxPerTurn);
  });
});
