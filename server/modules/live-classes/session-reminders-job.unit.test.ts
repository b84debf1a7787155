import { afterEach, describe, expect, it, vi } from "vitest";
import { createBackgroundTasks } from "#server/lib/background-tasks.ts";
import { createSessionRemindersJob } from "./session-reminders-job.ts";

describe("the session reminders job", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs a pass at once when started, logs what it sent, and stops", async () => {
    const errors: string[] = [];
    const background = createBackgroundTasks((_error, label) => errors.push(label));
    const logged: unknown[] = [];
    let passes = 0;
    const job = createSessionRemindersJob({
      background,
      sendDue: async () => {
        passes += 1;
        return { reminders: 1, mails: 3 };
      },
      log: (event, details) => logged.push([event, details]),
    });
    // An interval no test waits for: only the pass made at start runs.
    const stop = job.start(3_600_000);
    await background.settled();
    stop();
    expect(passes).toBe(1);
    expect(logged).toEqual([["live_classes.reminders_sent", { reminders: 1, mails: 3 }]]);
    expect(errors).toEqual([]);
  });

  it("hands a failed pass to the background error log and runs again on the next tick", async () => {
    // Only the interval is faked: the passes themselves run as in production.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const errors: string[] = [];
    const background = createBackgroundTasks((_error, label) => errors.push(label));
    let passes = 0;
    const job = createSessionRemindersJob({
      background,
      sendDue: async () => {
        passes += 1;
        throw new Error("database restarting");
      },
    });
    const stop = job.start(60_000);
    await background.settled();
    vi.advanceTimersByTime(60_000);
    await background.settled();
    stop();
    vi.advanceTimersByTime(60_000);
    await background.settled();
    expect(passes).toBe(2);
    expect(errors).toEqual(["live-classes.session-reminders", "live-classes.session-reminders"]);
  });
});
