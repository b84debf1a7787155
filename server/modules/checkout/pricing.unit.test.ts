import { describe, expect, test } from "vitest";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { addMonths, instalmentSchedule, type PricedCoupon, percentOf, priceOrder } from "./pricing.ts";

const course = { priceCents: 249_900, earlyBirdPriceCents: 224_900, currency: "USD" };
const now = new Date("2026-11-22T12:00:00Z");

function coupon(overrides: Partial<PricedCoupon> = {}): PricedCoupon {
  return {
    id: "c1",
    code: "SAVE",
    kind: "percent",
    value: 10,
    courseId: null,
    validFrom: null,
    validUntil: null,
    maxUses: null,
    usesCounted: 0,
    active: true,
    ...overrides,
  };
}

describe("priceOrder", () => {
  test("early bird when the batch starts more than 30 days away, list price at 30 days or less", () => {
    const early = priceOrder({
      courseId: "k",
      course,
      batch: { startDate: "2026-12-23" },
      coupon: null,
      plan: "full",
      now,
    });
    expect(early).toMatchObject({ earlyBird: true, earlyBirdDiscountCents: 25_000, totalCents: 224_900 });
    const late = priceOrder({
      courseId: "k",
      course,
      batch: { startDate: "2026-12-22" },
      coupon: null,
      plan: "full",
      now,
    });
    expect(late).toMatchObject({ earlyBird: false, earlyBirdDiscountCents: 0, totalCents: 249_900 });
    const selfPaced = priceOrder({ courseId: "k", course, batch: null, coupon: null, plan: "full", now });
    expect(selfPaced.earlyBird).toBe(false);
  });

  test("a percent coupon applies after the early-bird price and rounds half up in cents", () => {
    const result = priceOrder({
      courseId: "k",
      course: { ...course, priceCents: 10_005, earlyBirdPriceCents: null },
      batch: { startDate: "2027-03-01" },
      coupon: coupon({ value: 10 }),
      plan: "full",
      now,
    });
    // 10% of 100.05 is 10.005: rounded half up to 10.01.
    expect(result.couponDiscountCents).toBe(1_001);
    expect(result.totalCents).toBe(9_004);
    expect(percentOf(199, 50)).toBe(100);
    expect(percentOf(1, 49)).toBe(0);
  });

  test("a fixed coupon never takes the total below zero", () => {
    const result = priceOrder({
      courseId: "k",
      course,
      batch: { startDate: "2026-12-01" },
      coupon: coupon({ kind: "fixed", value: 999_999 }),
      plan: "full",
      now,
    });
    expect(result.totalCents).toBe(0);
    expect(result.couponDiscountCents).toBe(249_900);
  });

  test.each([
    [{ active: false }, checkoutMessages.couponInvalid],
    [{ validFrom: new Date("2026-11-23T00:00:00Z") }, checkoutMessages.couponNotYetValid],
    [{ validUntil: new Date("2026-11-22T12:00:00Z") }, checkoutMessages.couponExpired],
    [{ courseId: "other" }, checkoutMessages.couponWrongCourse],
    [{ maxUses: 3, usesCounted: 3 }, checkoutMessages.couponUsedUp],
  ])("a coupon with %o is refused with its reason and no discount", (overrides, message) => {
    const result = priceOrder({
      courseId: "k",
      course,
      batch: { startDate: "2026-12-01" },
      coupon: coupon(overrides),
      plan: "full",
      now,
    });
    expect(result.couponError).toBe(message);
    expect(result.couponDiscountCents).toBe(0);
    expect(result.coupon).toBeNull();
  });

  test("an unknown code is reported as invalid", () => {
    const result = priceOrder({
      courseId: "k",
      course,
      batch: null,
      coupon: null,
      unknownCouponCode: "NOPE",
      plan: "full",
      now,
    });
    expect(result.couponError).toBe(checkoutMessages.couponInvalid);
  });

  test("instalments: three monthly payments that add up exactly, the remainder on the first", () => {
    const result = priceOrder({
      courseId: "k",
      course,
      batch: { startDate: "2026-12-01" },
      coupon: null,
      plan: "instalments",
      now,
    });
    expect(result.instalments).toEqual([
      { number: 1, dueDate: "2026-11-22", amountCents: 83_300 },
      { number: 2, dueDate: "2026-12-22", amountCents: 83_300 },
      { number: 3, dueDate: "2027-01-22", amountCents: 83_300 },
    ]);
    expect(instalmentSchedule(100, 3, "2026-01-31").map((item) => item.amountCents)).toEqual([34, 33, 33]);
  });
});

describe("addMonths", () => {
  test("clamps to the month's last day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-30", 2)).toBe("2027-01-30");
  });
});
