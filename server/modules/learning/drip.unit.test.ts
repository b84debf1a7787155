import { describe, expect, it } from "vitest";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import { calendarDateIn } from "#server/lib/time-zone.ts";
import { isOpen, moduleOpensOn } from "./drip.ts";

describe("drip dates", () => {
  it("opens a module at midnight in New York on both sides of the November DST change", () => {
    // Batch starts Monday 2026-10-26 (EDT, UTC-4); module 1 opens a week later, 2026-11-02, after DST ended
    // on 2026-11-01 (EST, UTC-5): midnight there is 05:00 UTC, not 04:00.
    const reader = { kind: "learner" as const, userId: "u", batchStart: "2026-10-26" };
    const opensOn = moduleOpensOn(reader, 7);
    expect(opensOn).toBe("2026-11-02");
    const at = (iso: string) => calendarDateIn(schoolTimeZone, new Date(iso));
    expect(isOpen(opensOn, at("2026-11-02T04:30:00Z"))).toBe(false); // 23:30 on Nov 1 in New York
    expect(isOpen(opensOn, at("2026-11-02T04:59:59Z"))).toBe(false);
    expect(isOpen(opensOn, at("2026-11-02T05:00:00Z"))).toBe(true); // midnight EST
  });

  it("opens a module at midnight in New York on both sides of the March DST change", () => {
    // DST starts 2027-03-14: midnight on 2027-03-15 is 04:00 UTC (EDT), the day before it was 05:00.
    const reader = { kind: "learner" as const, userId: "u", batchStart: "2027-03-08" };
    const opensOn = moduleOpensOn(reader, 7);
    const at = (iso: string) => calendarDateIn(schoolTimeZone, new Date(iso));
    expect(isOpen(opensOn, at("2027-03-15T03:59:59Z"))).toBe(false);
    expect(isOpen(opensOn, at("2027-03-15T04:00:00Z"))).toBe(true);
  });

  it("gives no date to staff, self-paced learners and modules open on enrollment", () => {
    expect(moduleOpensOn({ kind: "staff", userId: "u" }, 14)).toBeNull();
    expect(moduleOpensOn({ kind: "learner", userId: "u", batchStart: null }, 14)).toBeNull();
    expect(moduleOpensOn({ kind: "learner", userId: "u", batchStart: "2026-10-26" }, null)).toBeNull();
    expect(isOpen(null, "2000-01-01")).toBe(true);
  });
});
