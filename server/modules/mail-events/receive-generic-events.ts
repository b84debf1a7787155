import { z } from "zod";
import { type MailEventsResult, mailEventsBodySchema, mailEventsLimits } from "#contracts/mail-events.ts";
import { MailEventsRejected } from "#server/providers/mail-events/mail-event.ts";
import { WebhookSignatureError } from "#server/providers/payments/payment-provider.ts";
import { verifySignature } from "#server/providers/payments/webhook-signature.ts";
import type { RecordEvents } from "./repository.ts";

export type ReceiveGenericDeps = {
  repository: RecordEvents;
  /** MAIL_EVENTS_SECRET; undefined: the webhook is not set up and refuses every call. */
  secret: string | undefined;
  now: () => Date;
};

/**
 * The generic webhook (contracts/mail-events.ts): the signature (Stripe's `t=...,v1=...` scheme, a
 * timestamp within 5 minutes) is checked over the raw bytes before anything is parsed; then the batch is
 * checked whole and recorded. Throws MailEventsRejected for anything refused (the route answers 400).
 */
export async function receiveGenericEvents(
  deps: ReceiveGenericDeps,
  raw: Buffer,
  signature: string | undefined,
): Promise<MailEventsResult> {
  if (!deps.secret) throw new MailEventsRejected("mail events are not set up (MAIL_EVENTS_SECRET)");
  const now = deps.now();
  try {
    verifySignature(deps.secret, raw, signature, now, mailEventsLimits.toleranceSeconds);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new MailEventsRejected(error.message);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new MailEventsRejected("the body is not JSON");
  }
  const parsed = mailEventsBodySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MailEventsRejected(
      `invalid event batch: ${issue ? `${issue.path.join(".") || "body"} ${issue.message}` : z.prettifyError(parsed.error)}`,
    );
  }
  return deps.repository.record(
    "generic",
    parsed.data.events.map((event) => ({
      key: event.id,
      type: event.type,
      bounceType: event.type === "bounce" ? (event.bounceType ?? "soft") : null,
      email: event.email,
      mailId: event.mailId ?? null,
      occurredAt: new Date(event.occurredAt),
    })),
    now,
  );
}
