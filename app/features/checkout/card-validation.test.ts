import { describe, expect, test } from "vitest";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { formatCardNumber, formatExpiry, validateCard } from "./card-validation.ts";

const now = new Date("2026-11-22T12:00:00Z");
const valid = { cardNumber: "4242 4242 4242 4242", expiry: "11/26", cvc: "123", name: "Ada" };

describe("card validation", () => {
  test("accepts a valid card expiring this month", () => {
    expect(validateCard(valid, now)).toEqual({});
  });

  test("refuses last month, a 13th month, short numbers, bad CVCs and blank names", () => {
    expect(validateCard({ ...valid, expiry: "10/26" }, now).expiry).toBe(checkoutMessages.expiryInvalid);
    expect(validateCard({ ...valid, expiry: "13/27" }, now).expiry).toBe(checkoutMessages.expiryInvalid);
    expect(validateCard({ ...valid, cardNumber: "4242 4242 42" }, now).cardNumber).toBe(
      checkoutMessages.cardNumberInvalid,
    );
    expect(validateCard({ ...valid, cvc: "12" }, now).cvc).toBe(checkoutMessages.cvcInvalid);
    expect(validateCard({ ...valid, name: "  " }, now).name).toBe(checkoutMessages.nameRequired);
  });

  test("formats the number in groups of four and the expiry as MM/YY", () => {
    expect(formatCardNumber("4000002500003155")).toBe("4000 0025 0000 3155");
    expect(formatCardNumber("4242-4242x")).toBe("4242 4242");
    expect(formatExpiry("12", "1")).toBe("12/");
    expect(formatExpiry("1230", "")).toBe("12/30");
    // Backspace over the slash removes the month's last digit instead of getting stuck.
    expect(formatExpiry("12", "12/")).toBe("1");
  });
});
