import { createPublicKey, verify } from "node:crypto";
import { z } from "zod";
import { MailEventsRejected } from "./mail-event.ts";

// An Amazon SNS message as an HTTP(S) subscription receives it, and its signature check, from the SNS
// developer guide ("Verifying the signatures of Amazon SNS messages"): the string to sign is the listed
// fields, each as "<name>\n<value>\n", in this order; SignatureVersion 1 is RSA with SHA1, 2 with SHA256;
// the certificate comes from SigningCertURL, which must be an SNS endpoint over HTTPS.

export const snsMessageSchema = z.object({
  Type: z.enum(["Notification", "SubscriptionConfirmation", "UnsubscribeConfirmation"]),
  MessageId: z.string().min(1).max(200),
  TopicArn: z.string().min(1).max(400),
  Message: z.string().max(256 * 1024),
  Timestamp: z.string().max(64),
  SignatureVersion: z.enum(["1", "2"]),
  Signature: z.string().min(1).max(2000),
  SigningCertURL: z.string().max(2000),
  Subject: z.string().max(1000).optional(),
  SubscribeURL: z.string().max(2000).optional(),
  Token: z.string().max(2000).optional(),
});
export type SnsMessage = z.infer<typeof snsMessageSchema>;

const notificationFields = ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"] as const;
const subscriptionFields = [
  "Message",
  "MessageId",
  "SubscribeURL",
  "Timestamp",
  "Token",
  "TopicArn",
  "Type",
] as const;

export function snsStringToSign(message: SnsMessage): string {
  const fields = message.Type === "Notification" ? notificationFields : subscriptionFields;
  return fields
    .filter((field) => message[field] !== undefined)
    .map((field) => `${field}\n${message[field]}\n`)
    .join("");
}

const snsHost = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/**
 * Whether a URL a message names (its certificate, its subscription link) is Amazon SNS's own: HTTPS on an
 * sns.<region>.amazonaws.com host. A forged message pointing at a certificate of its own fails here. In
 * tests, a local fake's address (`SNS_URL_PREFIX`) is accepted instead.
 */
export function isSnsUrl(value: string, testPrefix?: string): boolean {
  if (testPrefix) return value.startsWith(testPrefix);
  try {
    const url = new URL(value);
    return url.protocol === "https:" && snsHost.test(url.hostname) && !url.username && !url.port;
  } catch {
    return false;
  }
}

export type SnsVerifierOptions = {
  /** Fetches a certificate's PEM (cached by the caller). */
  certificate: (url: string) => Promise<string>;
  testPrefix?: string;
};

/** Throws MailEventsRejected unless the message is signed by an SNS certificate. */
export async function verifySnsMessage(message: SnsMessage, options: SnsVerifierOptions): Promise<void> {
  if (!isSnsUrl(message.SigningCertURL, options.testPrefix) || !message.SigningCertURL.endsWith(".pem"))
    throw new MailEventsRejected("the signing certificate is not Amazon SNS's");
  let pem: string;
  try {
    pem = await options.certificate(message.SigningCertURL);
  } catch {
    throw new MailEventsRejected("the signing certificate could not be fetched");
  }
  let ok = false;
  try {
    ok = verify(
      message.SignatureVersion === "1" ? "RSA-SHA1" : "RSA-SHA256",
      Buffer.from(snsStringToSign(message), "utf8"),
      createPublicKey(pem),
      Buffer.from(message.Signature, "base64"),
    );
  } catch {
    ok = false;
  }
  if (!ok) throw new MailEventsRejected("the SNS signature does not match");
}

/**
 * Certificates by URL, fetched once each (SNS signs with few certificates, rotated rarely); a failed fetch
 * is not kept, so the next message tries again.
 */
export function createSnsCertificateCache(fetchImpl: typeof fetch = fetch, timeoutMs = 5000) {
  const cache = new Map<string, Promise<string>>();
  return (url: string): Promise<string> => {
    const cached = cache.get(url);
    if (cached) return cached;
    const pending = fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "error" }).then(
      async (response) => {
        if (!response.ok) throw new Error(`certificate answered ${response.status}`);
        const text = await response.text();
        if (!text.includes("-----BEGIN CERTIFICATE-----")) throw new Error("not a PEM certificate");
        return text;
      },
    );
    cache.set(url, pending);
    pending.catch(() => cache.delete(url));
    if (cache.size > 50) cache.delete(cache.keys().next().value as string);
    return pending;
  };
}
