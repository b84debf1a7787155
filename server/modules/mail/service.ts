import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { MailTransport } from "#server/providers/mail/mail-transport.ts";
import { mailKindClass } from "./mail-kind-policy.ts";
import type { MailRepository, NewMail, OutboxMail } from "./repository.ts";
import { suppressionHash } from "./suppression-hash.ts";
import type { SuppressionRepository } from "./suppression-repository.ts";
import { suppressionStops } from "./suppression-rule.ts";

export type MailEventLogger = (event: string, details: Record<string, unknown>) => void;

export const mailDelivery = {
  /** After this many failed attempts a mail is marked failed (about 1 hour of retries in all). */
  maxAttempts: 8,
  /** Backoff after the n-th failure: 30 s, 1, 2, 4, 8, 16, 32 min (capped at 1 h). */
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** A claimed mail is not picked up by another run for this long (more than every SMTP timeout added). */
  leaseMs: 2 * 60_000,
  batchSize: 20,
  /** How often the worker started by server/main.ts looks for due mail (retries). */
  workerIntervalMs: 30_000,
} as const;

export function retryDelayMs(failedAttempts: number): number {
  return Math.min(mailDelivery.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1), mailDelivery.maxDelayMs);
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

type Deps = {
  repository: MailRepository;
  transport: MailTransport;
  /**
   * Adds the open pixel and signed links to the HTML part of a mail whose kind allows it (decision 0046),
   * as it is sent; the outbox keeps the HTML as written. Absent: mail goes out as written.
   */
  track?: (mail: { id: string; kind: string; html: string }) => string | null;
  /** The suppression list (hard bounces, complaints, erasures); absent: every mail is sent. */
  suppressions?: Pick<SuppressionRepository, "reasonsOf">;
  background: BackgroundTasks;
  log: MailEventLogger;
  now?: () => Date;
};

/**
 * Every mail is written to mail_outbox first and delivered after, in the background: a slow or dead mail
 * server never fails or slows the request that caused the mail, and nothing is lost (retried with backoff).
 */
export function createMailService(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  let running: Promise<number> | null = null;
  let again = false;

  /** The mails of a batch that the suppression list stops (one query a batch). */
  async function suppressedIn(batch: readonly OutboxMail[]): Promise<Set<string>> {
    if (!deps.suppressions || batch.length === 0) return new Set();
    const hashes = new Map(batch.map((mail) => [mail.id, suppressionHash(mail.to)]));
    const reasons = await deps.suppressions.reasonsOf([...hashes.values()]);
    if (reasons.size === 0) return new Set();
    return new Set(
      batch
        .filter((mail) => {
          const reason = reasons.get(hashes.get(mail.id) ?? "");
          return reason !== undefined && suppressionStops(reason, mailKindClass(mail.kind));
        })
        .map((mail) => mail.id),
    );
  }

  async function deliverOnce(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const at = now();
      const batch = await deps.repository.claimDue(
        at,
        new Date(at.getTime() + mailDelivery.leaseMs),
        mailDelivery.batchSize,
      );
      const suppressed = await suppressedIn(batch);
      for (const mail of batch) {
        if (suppressed.has(mail.id)) {
          await deps.repository.markSuppressed(mail.id, now());
          deps.log("mail.suppressed", { mailId: mail.id, kind: mail.kind });
          continue;
        }
        try {
          const { attachments, ...written } = mail;
          const trackedHtml =
            written.html && deps.track ? deps.track({ ...written, html: written.html }) : null;
          const message = { ...(trackedHtml ? { ...written, html: trackedHtml } : written), mailId: mail.id };
          await deps.transport.send(attachments?.length ? { ...message, attachments } : message);
          await deps.repository.markDelivered(
            mail.id,
            deps.transport.kind === "smtp" ? "sent" : "outbox",
            now(),
            trackedHtml !== null,
          );
          delivered += 1;
          deps.log("mail.delivered", { mailId: mail.id, kind: mail.kind, transport: deps.transport.kind });
        } catch (error) {
          const giveUp = mail.attempts >= mailDelivery.maxAttempts;
          const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(mail.attempts));
          await deps.repository.markAttemptFailed(mail.id, describeError(error), retryAt);
          deps.log(giveUp ? "mail.failed" : "mail.retry_scheduled", {
            mailId: mail.id,
            kind: mail.kind,
            attempts: mail.attempts,
            retryAt,
            error: describeError(error),
          });
        }
      }
      if (batch.length < mailDelivery.batchSize) return delivered;
    }
  }

  /** Sends every due mail. Concurrent calls share one run, plus one more if mail arrived meanwhile. */
  function deliverPending(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await deliverOnce();
        } while (again);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  return {
    /** Stores the mail and starts its delivery in the background; resolves once it is stored. */
    async enqueue(mail: NewMail): Promise<string> {
      const id = await deps.repository.insert(mail, now());
      deps.background.run("mail.deliver", deliverPending);
      return id;
    },
    deliverPending,
    /** Where one mail stands: its outbox status and last error (null when there is no such mail). */
    deliveryOf(id: string) {
      return deps.repository.deliveryOf(id);
    },
    /** Which transport sends: an SMTP server, or the local outbox only. */
    transportKind: deps.transport.kind,
    /** Retries (and mail another instance left behind) go out on this timer; returns the stop function. */
    startWorker(intervalMs: number = mailDelivery.workerIntervalMs): () => void {
      const timer = setInterval(() => deps.background.run("mail.worker", deliverPending), intervalMs);
      timer.unref();
      deps.background.run("mail.worker", deliverPending);
      return () => clearInterval(timer);
    },
    close(): void {
      deps.transport.close();
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
