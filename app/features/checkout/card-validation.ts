import { testPaymentMessages } from "#contracts/test-payments-text.ts";

// The test provider's card form, checked in the browser with the server's rules and messages
// (contracts/checkout.ts testPaymentSchema) so a typo is caught before a round trip.

export type CardField = "cardNumber" | "expiry" | "cvc" | "name";
export type CardValues = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, string>>;

export const cardFieldOrder: readonly CardField[] = ["cardNumber", "expiry", "cvc", "name"];

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** "4242424242424242" as "4242 4242 4242 4242" while typing (groups of four, at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "0428" or "04/28" as "04/28" while typing. */
export function formatExpiry(value: string, previous = ""): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace is never stuck.
  if (previous.endsWith("/") && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && value.length > previous.length) return `${digits}/`;
  return digits;
}

function expiryValid(value: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  // A card is valid through the last day of its expiry month.
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function validateCard(values: CardValues, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!/^\d{12,19}$/.test(cardDigits(values.cardNumber)))
    errors.cardNumber = testPaymentMessages.cardNumberInvalid;
  if (!expiryValid(values.expiry, now)) errors.expiry = testPaymentMessages.expiryInvalid;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = testPaymentMessages.cvcInvalid;
  if (values.name.trim() === "") errors.name = testPaymentMessages.nameRequired;
  return errors;
}
