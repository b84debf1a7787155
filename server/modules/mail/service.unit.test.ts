import { describe, expect, it } from "vitest";
import { createBackgroundTasks } from "#server/lib/background-tasks.ts";
import type { MailMessage, MailTransport } from "#server/providers/mail/mail-transport.ts";
import type { MailRepository, NewMail, OutboxMail } from "./repository.ts";
import { createMailService, mailDelivery, retryDelayMs } from "./service.ts";

type Row = OutboxMail & { status: string; nextAttemptAt: Date; lastError: string | null };

/** The outbox table's behaviour, in memory: claiming pushes the due time and counts the attempt. */
function memoryRepository() {
  const rows: Row[] = [];
  const repository: MailRepository = {
    async insert(mail: NewMail, now: Date) {
      const id = String(rows.length + 1);
      rows.push({ ...mail, id, attempts: 0, status: "pending", nextAttemptAt: now, lastError: null });
      return id;
    },
    async claimDue(now, leaseUntil, limit) {
      const due = rows.filter((r) => r.status === "pending" && r.nextAttemptAt <= now).slice(0, limit);
      for (const row of due) {
        row.attempts += 1;
        row.nextAttemptAt = leaseUntil;
      }
      return due.map((r) => ({ ...r }));
    },
    async markDelivered(id, status) {
      const row = rows.find((r) => r.id === id)!;
      row.status = status;
    },
    async markSuppressed(id) {
      const row = rows.find((r) => r.id === id)!;
      row.status = "suppressed";
    },
    async deliveryOf(id) {
      const row = rows.find((r) => r.id === id);
      return row ? { status: row.status, lastError: row.lastError } : null;
    },
    async recordOpen() {
      return false;
    },
    async recordClick() {},
    async markAttemptFailed(id, error, retryAt) {
      const row = rows.find((r) => r.id === id)!;
      row.lastError = error;
      if (retryAt) row.nextAttemptAt = retryAt;
      else row.status = "failed";
    },
  };
  return { rows, repository };
}

function setup(transport: MailTransport) {
  let clock = new Date("2030-01-01T00:00:00Z");
  const { rows, repository } = memoryRepository();
  const background = createBackgroundTasks((error) => {
    throw error;
  });
  const service = createMailService({ repository, transport, background, log: () => {}, now: () => clock });
  return {
    rows,
    service,
    background,
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

const mail = { to: "ada@example.com", subject: "Hello", text: "Hi", kind: "test" };

describe("mail service", () => {
  it("delivers in the background after storing, and marks the row sent", async () => {
    const sent: MailMessage[] = [];
    const { rows, service, background } = setup({
      kind: "smtp",
      send: async (m) => void sent.push(m),
      close() {},
    });
    await service.enqueue(mail);
    expect(rows[0]?.status).toBe("pending");
    await background.settled();
    expect(sent).toHaveLength(1);
    expect(rows[0]?.status).toBe("sent");
  });

  it("marks rows 'outbox' when no SMTP server is configured", async () => {
    const { rows, service, background } = setup({ kind: "outbox", send: async () => {}, close() {} });
    await service.enqueue(mail);
    await background.settled();
    expect(rows[0]?.status).toBe("outbox");
  });

  it("retries with growing delays and gives up after the last attempt", async () => {
    const { rows, service, background, advance } = setup({
      kind: "smtp",
      send: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      },
      close() {},
    });
    await service.enqueue(mail);
    await background.settled();
    for (let attempt = 1; attempt < mailDelivery.maxAttempts; attempt++) {
      expect(rows[0]).toMatchObject({
        status: "pending",
        attempts: attempt,
        lastError: expect.stringContaining("ECONNREFUSED"),
      });
      // One millisecond early: not due, nothing happens.
      advance(retryDelayMs(attempt) - 1);
      expect(await service.deliverPending()).toBe(0);
      expect(rows[0]?.attempts).toBe(attempt);
      advance(1);
      await service.deliverPending();
    }
    expect(rows[0]).toMatchObject({ status: "failed", attempts: mailDelivery.maxAttempts });
  });

  it("backs off 30 s, 1 min, 2 min ... capped at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });

  it("sends each mail once when runs overlap", async () => {
    const sent: string[] = [];
    const { service, background } = setup({
      kind: "smtp",
      send: async (m) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(m.subject);
      },
      close() {},
    });
    await Promise.all([
      service.enqueue({ ...mail, subject: "one" }),
      service.enqueue({ ...mail, subject: "two" }),
    ]);
    await Promise.all([service.deliverPending(), service.deliverPending(), background.settled()]);
    await background.settled();
    expect(sent.sort()).toEqual(["one", "two"]);
  });

  it("hands a mail's attachments to the transport, including on a retry", async () => {
    const sent: MailMessage[] = [];
    let fail = true;
    const { service, background, advance } = setup({
      kind: "smtp",
      send: async (m) => {
        if (fail) {
          fail = false;
          throw new Error("greeting never received");
        }
        sent.push(m);
      },
      close() {},
    });
    const invite = { filename: "invite.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" };
    await service.enqueue({ ...mail, attachments: [invite] });
    await service.enqueue({ ...mail, subject: "plain" });
    await background.settled();
    advance(retryDelayMs(1));
    await service.deliverPending();
    const withInvite = sent.find((m) => m.subject === "Hello");
    expect(withInvite?.attachments).toEqual([invite]);
    expect(sent.find((m) => m.subject === "plain")?.attachments).toBeUndefined();
  });
});
