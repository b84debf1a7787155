import { describe, expect, it } from "vitest";
import { availabilityFromSeats, centsToPrice, offerNode, priceValidUntil } from "./offer.ts";

describe("centsToPrice", () => {
  it.each([
    [149000, "1490.00"],
    [99, "0.99"],
    [5, "0.05"],
    [0, "0.00"],
    [123456789, "1234567.89"],
  ])("%i cents is %s", (cents, price) => {
    expect(centsToPrice(cents)).toBe(price);
  });
});

describe("priceValidUntil", () => {
  it("is one year (365 days) ahead of today", () => {
    expect(priceValidUntil(new Date("2026-11-22T15:00:00Z"))).toBe("2027-11-22");
    expect(priceValidUntil(new Date("2027-03-01T00:00:00Z"))).toBe("2028-02-29");
  });
});

describe("availabilityFromSeats", () => {
  it("is sold out with no seats left anywhere, limited with a handful, in stock otherwise", () => {
    expect(availabilityFromSeats([0, 0])).toBe("SoldOut");
    expect(availabilityFromSeats([3, 0])).toBe("LimitedAvailability");
    expect(availabilityFromSeats([10])).toBe("LimitedAvailability");
    expect(availabilityFromSeats([11])).toBe("InStock");
    expect(availabilityFromSeats([6, 9])).toBe("InStock");
    expect(availabilityFromSeats([])).toBe("InStock");
  });
});

describe("offerNode", () => {
  it("is a USD offer with a decimal price, a year's validity and a schema.org availability", () => {
    expect(
      offerNode({
        priceCents: 249000,
        url: "https://ailabs.academy/courses/ai-engineers",
        today: new Date("2026-11-22T00:00:00Z"),
        availability: "SoldOut",
        category: "Paid",
      }),
    ).toEqual({
      "@type": "Offer",
      category: "Paid",
      price: "2490.00",
      priceCurrency: "USD",
      priceValidUntil: "2027-11-22",
      availability: "https://schema.org/SoldOut",
      url: "https://ailabs.academy/courses/ai-engineers",
    });
  });
});
