import { createHmac, timingSafeEqual } from "node:crypto";
import { checkoutLimits } from "#contracts/checkout-text.ts";
import { WebhookSignatureError } from "./payment-provider.ts";

// Stripe's webhook signature scheme, used by both providers: the header is `t=<unix seconds>,v1=<hex>`
// (several v1 entries while a secret rotates), v1 = HMAC-SHA256(secret, "<t>.<raw body>").

export function signPayload(secret: string, payload: string, timestampSeconds: number): string {
  const signature = createHmac("sha256", secret).update(`${timestampSeconds}.${payload}`).digest("hex");
  return `t=${timestampSeconds},v1=${signature}`;
}

/** Throws WebhookSignatureError unless one v1 signature matches and the timestamp is within tolerance. */
export function verifySignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
  toleranceSeconds: number = checkoutLimits.webhookToleranceSeconds,
): void {
  if (!header) throw new WebhookSignatureError("missing signature header");
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.split("=", 2).map((piece) => piece.trim());
    if (key === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && value) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0)
    throw new WebhookSignatureError("malformed signature header");
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) {
    throw new WebhookSignatureError("signature timestamp outside the tolerance");
  }
  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
  const matches = signatures.some((signature) => {
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signature, "hex"), expected);
  });
  if (!matches) throw new WebhookSignatureError("no matching signature");
}
