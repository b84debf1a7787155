import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryInstanceEvents, type InstanceEvent } from "#server/lib/instance-events.ts";
import { createChangePublisher } from "./publish-change.ts";

const threadId = "7f3c1a52-3b1d-4c55-9a0e-2f4b8d6e1a90";
const otherThread = "1d2c3b4a-5f6e-4d8c-9b0a-1f2e3d4c5b6a";
const replyId = "0b6e2d1c-9a8f-4e7d-8c6b-5a4f3e2d1c0b";

function setUp() {
  const events = createMemoryInstanceEvents();
  const seen: InstanceEvent[] = [];
  events.subscribe((event) => seen.push(event));
  return { seen, changes: createChangePublisher(events, { voteWindowMs: 1_000 }) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the forum's change publisher", () => {
  it("tells every change at once, as an instance event of ids only", () => {
    const { seen, changes } = setUp();
    changes.publish({ spaceKey: "general", threadId, replyId, change: "reply" });
    changes.publish({ spaceKey: "general", threadId, change: "state" });
    expect(seen).toEqual([
      { kind: "community-thread-changed", spaceKey: "general", threadId, replyId, change: "reply" },
      { kind: "community-thread-changed", spaceKey: "general", threadId, replyId: null, change: "state" },
    ]);
  });

  it("tells a thread's votes at most once a window: the first at once, the rest as one at its end", () => {
    const { seen, changes } = setUp();
    const vote = (thread: string) =>
      changes.publish({ spaceKey: "general", threadId: thread, replyId, change: "vote" });
    vote(threadId);
    vote(threadId);
    vote(threadId);
    vote(otherThread);
    expect(seen.map((event) => (event.kind === "community-thread-changed" ? event.threadId : ""))).toEqual([
      threadId,
      otherThread,
    ]);
    vi.advanceTimersByTime(1_000);
    expect(seen).toHaveLength(3);
    expect(seen[2]).toMatchObject({ threadId, replyId: null, change: "vote" });
    // A quiet window sends nothing more; the next vote goes at once again.
    vi.advanceTimersByTime(5_000);
    expect(seen).toHaveLength(3);
    vote(threadId);
    expect(seen).toHaveLength(4);
  });
});
