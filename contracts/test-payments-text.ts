// The built-in test provider's hosted payment page (decision 0018): its cards and the messages of its card
// form, without zod. Beside checkout-text.ts (whose checkoutMessages includes these messages) so that only
// that page loads them.

/** The built-in test provider's cards (shown on its hosted page). */
export const testCards = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  requiresAuthentication: "4000 0025 0000 3155",
} as const;

/** What the test provider's card form and session say (the server's answers use the same text). */
export const testPaymentMessages = {
  cardNumberInvalid: "Enter a valid card number.",
  expiryInvalid: "Enter the expiry as MM/YY, in the future.",
  cvcInvalid: "Enter the 3 or 4 digit security code.",
  nameRequired: "Enter the name on the card.",
  testCardOnly: "Test mode takes only the test cards listed on this page.",
  sessionNotFound: "This payment page has expired or does not exist.",
  sessionComplete: "This payment is already complete.",
} as const;
