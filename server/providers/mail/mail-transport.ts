/** A file sent with a mail (a calendar invite): text content, its MIME type and file name. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** One outgoing mail, already rendered. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: readonly MailAttachment[];
  /**
   * The outbox row, sent as the X-Mail-Id header: the mail provider's bounce and complaint events carry the
   * headers back (the webhook of server/modules/mail-events), so they name the mail they are about.
   */
  mailId?: string;
  /** Where a mail client's one-click unsubscribe POSTs (RFC 8058); absent for mail nobody opts out of. */
  listUnsubscribe?: string | null;
};

/**
 * Where mail goes: an SMTP server (SMTP_URL), or nowhere but the local outbox and the log. `send` rejects
 * when the server cannot take the mail; the mail service then retries later.
 */
export type MailTransport = {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): void;
};
