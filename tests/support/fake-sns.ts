import { createSign } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Amazon SNS's side of an HTTPS subscription: it serves its signing certificate (as
// SNS does at SigningCertURL), counts visits to its SubscribeURL, and signs messages the way SNS does
// (the listed fields as "<name>\n<value>\n", RSA with SHA1 for SignatureVersion 1, SHA256 for 2).

const fixtures = new URL("../fixtures/sns/", import.meta.url);
const key = readFileSync(new URL("signing-key.pem", fixtures), "utf8");
const certificate = readFileSync(new URL("signing-cert.pem", fixtures), "utf8");

export type FakeSns = {
  /** What SNS_URL_PREFIX should be. */
  prefix: string;
  certUrl: string;
  subscribeVisits: string[];
  certificateFetches: number;
  notification(
    topicArn: string,
    message: unknown,
    options?: { version?: "1" | "2"; certUrl?: string; messageId?: string },
  ): Record<string, string>;
  subscriptionConfirmation(topicArn: string, subscribeUrl?: string): Record<string, string>;
  close(): Promise<void>;
};

const notificationFields = ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"];
const subscriptionFields = ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];

export function signSns(message: Record<string, string>, version: "1" | "2" = "1"): string {
  const fields = message.Type === "Notification" ? notificationFields : subscriptionFields;
  const text = fields
    .filter((field) => message[field] !== undefined)
    .map((field) => `${field}\n${message[field]}\n`)
    .join("");
  return createSign(version === "1" ? "RSA-SHA1" : "RSA-SHA256")
    .update(text, "utf8")
    .sign(key, "base64");
}

export async function startFakeSns(): Promise<FakeSns> {
  let counter = 0;
  const fake = { subscribeVisits: [] as string[], certificateFetches: 0 };
  const server: Server = createServer((request, response) => {
    const url = request.url ?? "/";
    if (url === "/SimpleNotificationService-test.pem") {
      fake.certificateFetches += 1;
      response.writeHead(200, { "content-type": "application/x-pem-file" }).end(certificate);
    } else if (url.startsWith("/confirm?")) {
      fake.subscribeVisits.push(url);
      response.writeHead(200, { "content-type": "text/xml" }).end("<ConfirmSubscriptionResponse/>");
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const prefix = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const certUrl = `${prefix}SimpleNotificationService-test.pem`;
  return Object.assign(fake, {
    prefix,
    certUrl,
    notification(
      topicArn: string,
      message: unknown,
      options: { version?: "1" | "2"; certUrl?: string; messageId?: string } = {},
    ) {
      const version = options.version ?? "1";
      const body: Record<string, string> = {
        Type: "Notification",
        MessageId: options.messageId ?? `sns-message-${++counter}-${Date.now()}`,
        TopicArn: topicArn,
        Message: typeof message === "string" ? message : JSON.stringify(message),
        Timestamp: new Date().toISOString(),
        SignatureVersion: version,
        SigningCertURL: options.certUrl ?? certUrl,
        UnsubscribeURL: `${prefix}unsubscribe`,
      };
      return { ...body, Signature: signSns(body, version) };
    },
    subscriptionConfirmation(topicArn: string, subscribeUrl?: string) {
      const token = `token-${++counter}`;
      const body: Record<string, string> = {
        Type: "SubscriptionConfirmation",
        MessageId: `sns-subscription-${counter}`,
        Token: token,
        TopicArn: topicArn,
        Message: `You have chosen to subscribe to the topic ${topicArn}.`,
        SubscribeURL: subscribeUrl ?? `${prefix}confirm?Action=ConfirmSubscription&Token=${token}`,
        Timestamp: new Date().toISOString(),
        SignatureVersion: "1",
        SigningCertURL: certUrl,
      };
      return { ...body, Signature: signSns(body) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
