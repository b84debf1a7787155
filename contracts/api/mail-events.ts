import type { MailEventsResult } from "#contracts/mail-events.ts";
import { endpoint } from "./endpoint.ts";

// The mail provider's webhooks (issue 22). Bodies are read raw: the signature covers the bytes sent.
export const mailEventsApi = {
  /** The generic format (contracts/mail-events.ts), signed with MAIL_EVENTS_SECRET. */
  events: endpoint("POST", "/api/mail/events").body<Uint8Array>().returns<MailEventsResult>(),
  /** Amazon SES notifications through an SNS HTTPS subscription (signed by SNS; text/plain JSON). */
  sesEvents: endpoint("POST", "/api/mail/events/ses").body<Uint8Array>().returns<unknown>(),
};
