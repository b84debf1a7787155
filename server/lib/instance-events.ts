import { randomUUID } from "node:crypto";
import { type CommunityLiveChange, communityLiveChanges } from "#contracts/community-live-text.ts";

// What one instance tells the others (decision 0028): several instances behind a load balancer each keep
// shared anonymous pages (decision 0015) and resolved sessions (decision 0027) in memory, and a change made
// on one must reach the memory of all. The sender applies an event to itself at once, then broadcasts it;
// receivers apply what others sent. Delivery is best effort: every cache these events clear also expires
// on its own within seconds, so a lost event costs seconds of staleness, never correctness for good.

export type InstanceEvent =
  /** A signed-in write happened: shared pages may show something old. */
  | { kind: "pages-changed" }
  /** The user's sessions ended or their account changed: forget what is remembered of them. */
  | { kind: "user-changed"; userId: string }
  /** One session ended (sign-out); `sessionId` is the stored hash, never the cookie's token. */
  | { kind: "session-ended"; sessionId: string }
  /**
   * A forum thread changed after its write committed (issue 18): ids only, never content or user data. An
   * instance's live listeners (server/modules/community/live-streams.ts) read it again through the access
   * rules. `spaceKey` is the stored key (`general`, `course:<course id>`, `batch:<batch id>`).
   */
  | {
      kind: "community-thread-changed";
      spaceKey: string;
      threadId: string;
      replyId: string | null;
      change: CommunityLiveChange;
    }
  /** Local only, never sent: the link to the others was down, events may be lost; drop everything. */
  | { kind: "resync" };

export type InstanceEventHandler = (event: InstanceEvent) => void;

/** The app's logger, or any with these two methods. */
export type EventsLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type InstanceEvents = {
  /** Which transport carries events to other instances ("memory" reaches only this process). */
  readonly transport: "memory" | "redis" | "postgres";
  /** Applies `event` on this instance now and sends it to the others. */
  publish(event: InstanceEvent): void;
  subscribe(handler: InstanceEventHandler): () => void;
  /** Resolves true once events from other instances arrive (false if the first attempt failed). */
  connected(): Promise<boolean>;
  close(): Promise<void>;
};

/** The wire format: the event and the id of the instance that sent it, so it can skip its own. */
export type InstanceEventEnvelope = { from: string; event: InstanceEvent };

export const instanceEventsChannel = "ail_instance_events";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const storedSpaceKey =
  /^(general|(course|batch):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const isUuid = (value: unknown): value is string => typeof value === "string" && uuid.test(value);

/** A forum change exactly as it may travel: lower-case ids, a known change, nothing else kept. */
function parseCommunityChange(event: Record<string, unknown>): InstanceEvent | undefined {
  const { spaceKey, threadId, replyId, change } = event;
  if (typeof spaceKey !== "string" || !storedSpaceKey.test(spaceKey) || !isUuid(threadId)) return undefined;
  if (replyId !== null && !isUuid(replyId)) return undefined;
  if (!communityLiveChanges.includes(change as CommunityLiveChange)) return undefined;
  return {
    kind: "community-thread-changed",
    spaceKey,
    threadId,
    replyId,
    change: change as CommunityLiveChange,
  };
}

/** Parses an envelope from another instance; anything malformed is dropped, never thrown. */
export function parseEnvelope(text: string): InstanceEventEnvelope | undefined {
  try {
    const value = JSON.parse(text) as Partial<InstanceEventEnvelope>;
    const event = value.event as Partial<InstanceEvent> | undefined;
    if (typeof value.from !== "string" || !event || typeof event.kind !== "string") return undefined;
    if (event.kind === "pages-changed") return { from: value.from, event: { kind: "pages-changed" } };
    if (event.kind === "user-changed" && typeof event.userId === "string") {
      return { from: value.from, event: { kind: "user-changed", userId: event.userId } };
    }
    if (event.kind === "session-ended" && typeof event.sessionId === "string") {
      return { from: value.from, event: { kind: "session-ended", sessionId: event.sessionId } };
    }
    if (event.kind === "community-thread-changed") {
      const parsed = parseCommunityChange(event as Record<string, unknown>);
      return parsed && { from: value.from, event: parsed };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/**
 * The local half every transport shares: handlers, this instance's id, delivery to itself. `send` puts an
 * envelope on the wire (nothing for "memory"); a transport calls `receive` with what arrives.
 */
export function createLocalEvents(send: (envelope: string) => void) {
  const id = randomUUID();
  const handlers = new Set<InstanceEventHandler>();

  function deliver(event: InstanceEvent): void {
    for (const handler of handlers) handler(event);
  }

  return {
    publish(event: InstanceEvent): void {
      deliver(event);
      send(JSON.stringify({ from: id, event } satisfies InstanceEventEnvelope));
    },
    subscribe(handler: InstanceEventHandler): () => void {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    receive(text: string): void {
      const envelope = parseEnvelope(text);
      if (envelope && envelope.from !== id) deliver(envelope.event);
    },
    /** After the link to the others came back: what they sent meanwhile is lost. */
    resync(): void {
      deliver({ kind: "resync" });
    },
  };
}

/** One process, no broadcast: the default without REDIS_URL or PostgreSQL. */
export function createMemoryInstanceEvents(): InstanceEvents {
  const local = createLocalEvents(() => {});
  return {
    transport: "memory",
    connected: async () => true,
    publish: local.publish,
    subscribe: local.subscribe,
    close: async () => {},
  };
}
