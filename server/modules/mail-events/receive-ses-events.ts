import { MailEventsRejected } from "#server/providers/mail-events/mail-event.ts";
import { sesEvents } from "#server/providers/mail-events/ses-notification.ts";
import { isSnsUrl, snsMessageSchema, verifySnsMessage } from "#server/providers/mail-events/sns-message.ts";
import type { RecordEvents } from "./repository.ts";

export type ReceiveSesDeps = {
  repository: RecordEvents;
  /** SES_SNS_TOPIC_ARNS; empty: the webhook is not set up and refuses every call. */
  topicArns: readonly string[];
  /** A certificate's PEM by URL (createSnsCertificateCache). */
  certificate: (url: string) => Promise<string>;
  /** Visits a subscription's SubscribeURL, which is how SNS is told the endpoint is ours. */
  confirmSubscription: (url: string) => Promise<void>;
  /** SNS_URL_PREFIX (tests). */
  testPrefix?: string;
  now: () => Date;
};

/** Visiting the SubscribeURL failed: SNS will send the confirmation again (the route answers 503). */
export class SubscriptionConfirmFailed extends Error {}

export type SesOutcome =
  | { kind: "subscription-confirmed" }
  | { kind: "ignored" }
  | { kind: "recorded"; recorded: number; duplicates: number; suppressed: number };

/**
 * Amazon SES's events through an SNS subscription: the message must come from one of our topics and carry
 * a valid SNS signature; a SubscriptionConfirmation is confirmed by visiting its SNS address; a
 * Notification's SES events are recorded. Throws MailEventsRejected for anything refused.
 */
export async function receiveSesEvents(deps: ReceiveSesDeps, raw: Buffer): Promise<SesOutcome> {
  if (deps.topicArns.length === 0)
    throw new MailEventsRejected("SES events are not set up (SES_SNS_TOPIC_ARNS)");
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new MailEventsRejected("the body is not JSON");
  }
  const parsed = snsMessageSchema.safeParse(json);
  if (!parsed.success) throw new MailEventsRejected("not an SNS message");
  const message = parsed.data;
  if (!deps.topicArns.includes(message.TopicArn))
    throw new MailEventsRejected("the message is from a topic this site does not take");
  await verifySnsMessage(message, { certificate: deps.certificate, testPrefix: deps.testPrefix });

  if (message.Type === "SubscriptionConfirmation") {
    if (!message.SubscribeURL || !isSnsUrl(message.SubscribeURL, deps.testPrefix))
      throw new MailEventsRejected("the subscription address is not Amazon SNS's");
    await deps.confirmSubscription(message.SubscribeURL);
    return { kind: "subscription-confirmed" };
  }
  if (message.Type === "UnsubscribeConfirmation") return { kind: "ignored" };
  const now = deps.now();
  const events = sesEvents(message.Message, message.MessageId, now);
  if (events.length === 0) return { kind: "ignored" };
  return { kind: "recorded", ...(await deps.repository.record("ses", events, now)) };
}
