import { describe, expect, it } from "vitest";
import { batchEarlyBirdDeadline, batchPriceAt } from "./batch-price.ts";

const course = { priceCents: 199_900, earlyBirdPriceCents: 179_900 };
const at = new Date("2027-01-10T12:00:00Z");

describe("batchPriceAt (decision 0045)", () => {
  it("gives the early-bird price until the default deadline, start minus 30 days", () => {
    expect(batchEarlyBirdDeadline({ startDate: "2027-03-01" })).toBe("2027-01-30");
    expect(batchPriceAt(course, { startDate: "2027-03-01" }, at)).toEqual({
      listPriceCents: 199_900,
      earlyBird: true,
      priceCents: 179_900,
    });
    expect(batchPriceAt(course, { startDate: "2027-02-01" }, at).earlyBird).toBe(false);
  });

  it("lets an explicit deadline override the default, ending when its day begins (UTC)", () => {
    const batch = { startDate: "2027-03-01", earlyBirdDeadline: "2027-01-11" };
    expect(batchPriceAt(course, batch, at).earlyBird).toBe(true);
    expect(batchPriceAt(course, batch, new Date("2027-01-11T00:00:00Z")).earlyBird).toBe(false);
    expect(batchEarlyBirdDeadline(batch)).toBe("2027-01-11");
  });

  it("prices a batch with an override at the override, with the early bird only when it is lower", () => {
    expect(batchPriceAt(course, { startDate: "2027-02-01", priceOverrideCents: 123_456 }, at)).toEqual({
      listPriceCents: 123_456,
      earlyBird: false,
      priceCents: 123_456,
    });
    expect(
      batchPriceAt(course, { startDate: "2027-03-01", priceOverrideCents: 150_000 }, at).priceCents,
    ).toBe(150_000);
    expect(
      batchPriceAt(course, { startDate: "2027-03-01", priceOverrideCents: 250_000 }, at).priceCents,
    ).toBe(179_900);
  });
});
