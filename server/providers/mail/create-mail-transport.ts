import type { Config } from "#server/config.ts";
import type { MailTransport } from "./mail-transport.ts";
import { createOutboxTransport, type MailLogger } from "./outbox-transport.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

/** The sender when MAIL_FROM is unset: no-reply at the site's own host. */
export function defaultMailFrom(publicUrl: string): string {
  return `AI Labs <no-reply@${new URL(publicUrl).hostname}>`;
}

/** SMTP when SMTP_URL is set, else the local outbox (ARCHITECTURE.md section 5). */
export function createMailTransport(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "publicUrl">,
  log: MailLogger,
): MailTransport {
  if (!config.SMTP_URL) return createOutboxTransport(log);
  return createSmtpTransport({
    url: config.SMTP_URL,
    from: config.MAIL_FROM ?? defaultMailFrom(config.publicUrl),
  });
}
