import { describe, expect, it } from "vitest";
import {
  createLocalEvents,
  createMemoryInstanceEvents,
  type InstanceEvent,
  parseEnvelope,
} from "./instance-events.ts";

describe("instance events", () => {
  it("applies a published event here at once, and puts it on the wire with this instance's id", () => {
    const wire: string[] = [];
    const local = createLocalEvents((envelope) => wire.push(envelope));
    const seen: InstanceEvent[] = [];
    local.subscribe((event) => seen.push(event));
    local.publish({ kind: "user-changed", userId: "u1" });
    expect(seen).toEqual([{ kind: "user-changed", userId: "u1" }]);
    expect(wire).toHaveLength(1);
    // Its own envelope coming back from the broker is not applied twice.
    local.receive(wire[0]!);
    expect(seen).toHaveLength(1);
  });

  it("applies what another instance sent, and nothing malformed", () => {
    const wire: string[] = [];
    const sender = createLocalEvents((envelope) => wire.push(envelope));
    const receiver = createLocalEvents(() => {});
    const seen: InstanceEvent[] = [];
    receiver.subscribe((event) => seen.push(event));
    sender.publish({ kind: "pages-changed" });
    sender.publish({ kind: "session-ended", sessionId: "abc" });
    for (const envelope of wire) receiver.receive(envelope);
    for (const junk of ["", "{", "null", '{"from":"x"}', '{"from":"x","event":{"kind":"user-changed"}}']) {
      receiver.receive(junk);
    }
    receiver.receive('{"from":"x","event":{"kind":"resync"}}');
    expect(seen).toEqual([{ kind: "pages-changed" }, { kind: "session-ended", sessionId: "abc" }]);
  });

  it("parses exactly the kinds that travel", () => {
    expect(parseEnvelope('{"from":"a","event":{"kind":"pages-changed","extra":1}}')).toEqual({
      from: "a",
      event: { kind: "pages-changed" },
    });
    expect(parseEnvelope('{"from":"a","event":{"kind":"user-changed","userId":7}}')).toBeUndefined();
  });

  it("parses a forum change strictly: stored space keys, lower-case ids, a known change, ids only", () => {
    const threadId = "7f3c1a52-3b1d-4c55-9a0e-2f4b8d6e1a90";
    const replyId = "0b6e2d1c-9a8f-4e7d-8c6b-5a4f3e2d1c0b";
    const courseKey = "course:3e1f0c2b-8a7d-4b6c-9e5f-1a2b3c4d5e6f";
    const envelope = (event: object) => JSON.stringify({ from: "a", event });
    const good = {
      kind: "community-thread-changed",
      spaceKey: courseKey,
      threadId,
      replyId,
      change: "reply",
    };
    // Anything beyond the ids (a body, an author) is not carried on.
    expect(parseEnvelope(envelope({ ...good, body: "<p>secret</p>", authorId: "u1" }))).toEqual({
      from: "a",
      event: good,
    });
    expect(
      parseEnvelope(envelope({ ...good, spaceKey: "general", replyId: null, change: "state" }))?.event,
    ).toEqual({ ...good, spaceKey: "general", replyId: null, change: "state" });
    for (const bad of [
      { ...good, spaceKey: "course:ai-engineers" }, // the API's slug key, not the stored one
      { ...good, spaceKey: "general:x" },
      { ...good, spaceKey: 1 },
      { ...good, threadId: "not-a-uuid" },
      { ...good, threadId: threadId.toUpperCase() },
      { ...good, threadId: undefined },
      { ...good, replyId: "x" },
      { ...good, replyId: undefined },
      { ...good, change: "moderated" },
      { ...good, change: undefined },
    ]) {
      expect(parseEnvelope(envelope(bad)), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it("unsubscribes, and the memory transport only reaches this process", async () => {
    const events = createMemoryInstanceEvents();
    const seen: InstanceEvent[] = [];
    const stop = events.subscribe((event) => seen.push(event));
    events.publish({ kind: "pages-changed" });
    stop();
    events.publish({ kind: "pages-changed" });
    expect(seen).toHaveLength(1);
    expect(events.transport).toBe("memory");
    expect(await events.connected()).toBe(true);
  });
});
