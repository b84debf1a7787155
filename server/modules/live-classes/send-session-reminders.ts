import type { RemindersRepository } from "./reminders-repository.ts";
import { liveSessionReminderMail, liveSessionReminderMailKind } from "./session-reminder-mail.ts";

// Sends the live-session reminders due now (windows in reminder-windows.ts) through the outbox. Every
// instance may run it at any time: each reminder is claimed once in the database (reminders-repository.ts).

export type ReminderRunResult = {
  /** Reminders this run claimed (a session and a kind). */
  reminders: number;
  /** Mails it queued. */
  mails: number;
};

type Deps = {
  repository: RemindersRepository;
  publicUrl: string;
  /** Starts delivery of what was queued (the mail service's deliverPending). */
  deliverMail: () => Promise<unknown>;
  now?: () => Date;
  log?: (event: string, details: Record<string, unknown>) => void;
};

export function createSessionReminders(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  /** One pass: claims and queues every reminder due now, then delivers. */
  async function sendDue(): Promise<ReminderRunResult> {
    const at = now();
    const result: ReminderRunResult = { reminders: 0, mails: 0 };
    for (const reminder of await deps.repository.due(at)) {
      // Each reminder in its own short transaction: PGlite has one connection, and one session's many
      // students must not hold up the rest.
      const queued = await deps.repository.claimAndQueue(reminder, at, (session, recipient) => ({
        to: recipient.email,
        kind: liveSessionReminderMailKind,
        ...liveSessionReminderMail({ name: recipient.name, session, publicUrl: deps.publicUrl, now: at }),
      }));
      if (queued === null) continue;
      result.reminders += 1;
      result.mails += queued;
      deps.log?.("live_classes.reminder_queued", { ...reminder, mails: queued });
    }
    if (result.mails > 0) await deps.deliverMail();
    return result;
  }

  return { sendDue };
}
export type SessionReminders = ReturnType<typeof createSessionReminders>;
