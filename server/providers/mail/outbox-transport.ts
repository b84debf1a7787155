import type { MailMessage, MailTransport } from "./mail-transport.ts";

export type MailLogger = (details: Record<string, unknown>, message: string) => void;

/**
 * Without SMTP_URL nothing leaves the machine: the mail stays in the mail_outbox table and is written to
 * the log, text included, so a local operator can follow a reset link (README, "Mail"). Never the
 * production setting: the log then holds live reset links.
 */
export function createOutboxTransport(log: MailLogger): MailTransport {
  return {
    kind: "outbox",
    async send(message: MailMessage) {
      log(
        {
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments?.map((a) => a.filename),
        },
        "mail kept in the local outbox",
      );
    },
    close() {},
  };
}
