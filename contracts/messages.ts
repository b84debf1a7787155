// Every user-facing string the spec fixes, character for character (SPEC.md sections 2, 5, 8).
// Forms, API validation and tests import these; nothing retypes them.

export const contactMessages = {
  sending: "Sending...",
  successTitle: "Message Sent",
  successBody: "Thank you for contacting us! We'll get back to you soon.",
  failureTitle: "Error",
  failureBody: "There was an error sending your message. Please try again.",
} as const;

export const newsletterMessages = {
  successTitle: "Success!",
  successFallback: "You've been subscribed to our newsletter.",
  failureTitle: "Error",
  failureFallback: "Failed to subscribe. Please try again.",
  failureShort: "Failed to subscribe",
  subscribed: "You've been subscribed to our newsletter.",
  alreadySubscribed: "You're already subscribed to our newsletter.",
  confirmTitle: "Confirm your subscription",
  confirmIntro: "One more step: confirm that you want the AI Labs newsletter at this address.",
  confirmButton: "Confirm subscription",
  confirming: "Confirming...",
  confirmed:
    "Thank you: your subscription is confirmed. Every newsletter has an unsubscribe link at its foot.",
  alreadyConfirmed: "Your subscription was already confirmed. Nothing else to do.",
  confirmInvalid:
    "This confirmation link has expired or is no longer valid. Subscribe again from the foot of any page and we will send a new one.",
  confirmFailed: "We could not confirm your subscription just now. Please try again.",
  unsubscribedTitle: "You're unsubscribed",
  unsubscribed: "You will get no more newsletters from AI Labs at this address.",
  unsubscribeInvalidTitle: "Link not valid",
  unsubscribeInvalid:
    "This unsubscribe link is not valid. Use the link in the newest newsletter you received.",
  preferencesTitle: "Newsletter preferences",
  preferencesIntro: "Choose what the AI Labs newsletter sends to",
  preferencesInvalid:
    "This preferences link is not valid. Use the link at the foot of the newest newsletter you received.",
  preferencesLoadFailed: "We could not load your preferences just now. Please try again.",
  preferencesSaveFailed: "We could not save your preferences just now. Please try again.",
  preferencesSaved: "Your preferences are saved.",
  preferencesUnsubscribed: "You're unsubscribed: no more newsletters will come to this address.",
  preferencesResubscribed: "Welcome back: you're subscribed again.",
  preferencesNoTopic: "Choose at least one topic, or unsubscribe from all newsletters.",
} as const;

/**
 * A failed call's message when its answer has no `error` text. Apart from apiMessages so the browser's
 * API client, in every page's first load, takes this one line and not the server's messages.
 */
export const requestFailedMessage = (status: number) => `Request failed with status ${status}`;

export const apiMessages = {
  requestFailed: requestFailedMessage,
  notFound: "Not found",
  csrfRejected: "Your session token is missing or out of date. Reload the page and try again.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  internal: "Something went wrong on our side. Please try again.",
  unsupportedMediaType: "Send the request body as JSON (Content-Type: application/json).",
  invalidJson: "The request body is not valid JSON.",
  bodyTooLarge: "The request body is too large.",
  signInRequired: "Please sign in to continue.",
  forbidden: "You don't have access to this.",
  methodNotAllowed: "This address does not take that kind of request.",
  badUrl: "The address is not valid.",
  badRequest: "The request is not valid.",
  unstorableCharacter:
    "The request contains a character that cannot be saved (the null character, U+0000). Remove it and try again.",
  requestTooLong: "The request's address or headers are too long.",
  requestTimeout: "The request took too long to arrive.",
} as const;
