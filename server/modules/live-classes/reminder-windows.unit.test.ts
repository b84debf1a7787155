import { describe, expect, it } from "vitest";
import { dueReminderKind } from "./reminder-windows.ts";

const start = new Date("2030-11-05T23:00:00Z");
const before = (minutes: number) => new Date(start.getTime() - minutes * 60_000);

describe("dueReminderKind", () => {
  it.each([
    [24 * 60 + 1, null],
    [24 * 60, "24h"],
    [18 * 60, "24h"],
    [12 * 60 + 1, "24h"],
    // Between 12 hours and 1 hour before, nothing: too late for "24 hours", too early for "1 hour".
    [12 * 60, null],
    [2 * 60, null],
    [61, null],
    [60, "1h"],
    [20, "1h"],
    [1, "1h"],
    [0, null],
    [-5, null],
  ])("%i minutes before the start: %s", (minutes, kind) => {
    expect(dueReminderKind(start, before(minutes))).toBe(kind);
  });
});
