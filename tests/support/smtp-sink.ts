import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as the receiving server saw it: envelope recipients, parsed subject and bodies. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Attached files (a webinar's calendar invite), their content as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
  /** Raw header values by lower-case name (the last one of a repeated name), unfolded. */
  headers: Record<string, string>;
  receivedAt: string;
};

export type SmtpSink = {
  port: number;
  /** What SMTP_URL should be for the app to deliver here. */
  url: string;
  messages: ReceivedMail[];
  /** The first mail (already received or still to come) that matches; rejects after `timeoutMs`. */
  waitFor(match: string | ((mail: ReceivedMail) => boolean), timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

function matcher(match: string | ((mail: ReceivedMail) => boolean)) {
  if (typeof match === "function") return match;
  const address = match.toLowerCase();
  return (mail: ReceivedMail) => mail.to.some((to) => to.toLowerCase() === address);
}

function addressesOf(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(", ");
}

/**
 * A real SMTP server on 127.0.0.1 (ARCHITECTURE.md section 6: third parties are replaced by local fakes
 * speaking their protocol). No TLS and no AUTH: what a plain `smtp://host:port` SMTP_URL talks to.
 */
export async function startSmtpSink(
  options: { port?: number; onMail?: (mail: ReceivedMail) => void | Promise<void> } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{ test: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            from: addressesOf(parsed.from),
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : null,
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? "",
              contentType: a.contentType,
              content: a.content.toString("utf8"),
            })),
            headers: Object.fromEntries(
              parsed.headerLines.map((header) => [
                header.key.toLowerCase(),
                header.line
                  .slice(header.line.indexOf(":") + 1)
                  .replace(/\r?\n[ \t]+/g, " ")
                  .trim(),
              ]),
            ),
            receivedAt: new Date().toISOString(),
          };
          messages.push(mail);
          await options.onMail?.(mail);
          for (const waiter of waiters) {
            if (waiter.test(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const test = matcher(match);
      const found = messages.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no mail matching ${String(match)} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link of a password-reset mail (its text part). */
export function resetLinkOf(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
  if (!link) throw new Error(`no reset link in mail "${mail.subject}"`);
  return link;
}
