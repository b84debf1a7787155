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

  it("parses exactly the three kinds that travel", () => {
    expect(parseEnvelope('{"from":"a","event":{"kind":"pages-changed","extra":1}}')).toEqual({
      from: "a",
      event: { kind: "pages-changed" },
    });
    expect(parseEnvelope('{"from":"a","event":{"kind":"user-changed","userId":7}}')).toBeUndefined();
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
