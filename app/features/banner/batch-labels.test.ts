import { describe, expect, test } from "vitest";
import { batchTypeLabel, formatBatchDate, seatsLeftLabel } from "./batch-labels.ts";

describe("batchTypeLabel", () => {
  test("names the three kinds of batch", () => {
    expect(batchTypeLabel("weekend")).toBe("Weekend batch");
    expect(batchTypeLabel("fast_track")).toBe("Fast-track batch");
    expect(batchTypeLabel("regular")).toBe("Regular batch");
    expect(batchTypeLabel("evening")).toBe("Regular batch");
  });
});

describe("formatBatchDate", () => {
  test("prints Mon D, YYYY in UTC", () => {
    expect(formatBatchDate("2026-01-05")).toBe("Jan 5, 2026");
    expect(formatBatchDate("2026-12-31")).toBe("Dec 31, 2026");
  });

  test("agrees with en-US Intl formatting in UTC", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    for (const date of ["2026-02-28", "2026-09-15", "2027-06-01"]) {
      expect(formatBatchDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
  });

  test("shows text that is not a date as given", () => {
    expect(formatBatchDate("TBA")).toBe("TBA");
  });
});

describe("seatsLeftLabel", () => {
  test("counts seats", () => {
    expect(seatsLeftLabel(12)).toBe("12 seats left");
    expect(seatsLeftLabel(1)).toBe("1 seat left");
  });
  test("says a full batch is sold out", () => {
    expect(seatsLeftLabel(0)).toBe("Sold out");
  });
});
