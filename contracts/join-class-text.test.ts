import { describe, expect, test } from "vitest";
import { countdownText } from "./join-class-text.ts";

const minute = 60_000;

describe("the countdown's words", () => {
  test("minutes, rounded up so a class about to start is never 'in 0 min'", () => {
    expect(countdownText(1_000)).toBe("1 min");
    expect(countdownText(0)).toBe("1 min");
    expect(countdownText(45 * minute)).toBe("45 min");
    expect(countdownText(44 * minute + 1)).toBe("45 min");
  });

  test("hours and minutes, then days and hours", () => {
    expect(countdownText(60 * minute)).toBe("1 h");
    expect(countdownText((2 * 60 + 14) * minute)).toBe("2 h 14 min");
    expect(countdownText(24 * 60 * minute)).toBe("1 day");
    expect(countdownText((24 * 60 + 5 * 60) * minute)).toBe("1 day 5 h");
    // At the scale of days the hours are whole ones, the minutes dropped.
    expect(countdownText((3 * 24 * 60 + 59) * minute)).toBe("3 days");
    expect(countdownText((3 * 24 * 60 + 119) * minute)).toBe("3 days 1 h");
  });
});
