import { describe, expect, it } from "vitest";
import { formatHours, formatPrice, formatWeeks, priceDisplay, ratingText } from "./course-price.ts";

describe("formatPrice", () => {
  it("groups thousands and shows cents only when there are any", () => {
    expect(formatPrice(249_900)).toBe("$2,499");
    expect(formatPrice(49_950)).toBe("$499.50");
    expect(formatPrice(5)).toBe("$0.05");
    expect(formatPrice(123_456_700)).toBe("$1,234,567");
    expect(formatPrice(10_000, "EUR")).toBe("€100");
    expect(formatPrice(10_000, "CHF")).toBe("100 CHF");
  });
});

describe("priceDisplay", () => {
  const course = { priceCents: 249_900, earlyBirdPriceCents: 224_900, currency: "USD" };

  it("shows the early-bird price with the list price struck through while it applies", () => {
    expect(priceDisplay(course, true)).toEqual({ current: "$2,249", original: "$2,499", savingPercent: 10 });
  });

  it("shows the list price alone after the deadline or without an early-bird price", () => {
    expect(priceDisplay(course, false)).toEqual({ current: "$2,499", original: null, savingPercent: null });
    expect(priceDisplay({ ...course, earlyBirdPriceCents: null }, true).original).toBeNull();
    // A misconfigured "early-bird" price above the list price is never advertised as a saving.
    expect(priceDisplay({ ...course, earlyBirdPriceCents: 260_000 }, true).current).toBe("$2,499");
  });
});

describe("ratingText", () => {
  it("reads the stars as text", () => {
    expect(ratingText({ average: 4.71, count: 7 })).toBe("Rated 4.7 out of 5 from 7 reviews");
    expect(ratingText({ average: 5, count: 1 })).toBe("Rated 5.0 out of 5 from 1 review");
    expect(ratingText({ average: null, count: 0 })).toBe("No reviews yet");
  });
});

describe("durations", () => {
  it("formats hours to the half hour and weeks", () => {
    expect(formatHours(630)).toBe("10.5 hours");
    expect(formatHours(60)).toBe("1 hour");
    expect(formatHours(100)).toBe("1.5 hours");
    expect(formatWeeks(1)).toBe("1 week");
    expect(formatWeeks(16)).toBe("16 weeks");
  });
});
