import { Redis } from "ioredis";
import {
  createLocalEvents,
  type EventsLog,
  type InstanceEvents,
  instanceEventsChannel,
} from "./instance-events.ts";

// Instance events over Redis pub/sub (decision 0028). Two connections: a subscribed connection can do
// nothing else. While Redis is down, publishing is skipped (logged once) and each instance's caches expire
// on their own; when the subscription is back, every instance drops its caches once ("resync"), because
// what the others sent meanwhile is lost.
export function createRedisInstanceEvents(url: string, log?: EventsLog): InstanceEvents {
  const options = {
    // Fail fast instead of queueing commands while disconnected: an event is worth nothing late.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  const publisher = new Redis(url, { ...options, lazyConnect: true });
  const subscriber = new Redis(url, { ...options, lazyConnect: true, enableOfflineQueue: true });
  let down = false;
  const local = createLocalEvents((envelope) => {
    publisher.publish(instanceEventsChannel, envelope).catch((error: unknown) => {
      if (!down) log?.error({ err: error }, "instance events: publish to Redis failed");
      down = true;
    });
  });

  let subscribedOnce = false;
  subscriber.on("message", (_channel: string, message: string) => local.receive(message));
  subscriber.on("error", (error: Error) => {
    if (!down)
      log?.error({ err: error }, "instance events: Redis unreachable; caches expire on their own meanwhile");
    down = true;
  });
  subscriber.on("ready", () => {
    // ioredis subscribes again by itself after a reconnect; the first "ready" is the start.
    if (subscribedOnce) {
      log?.info({}, "instance events: Redis reachable again; dropping cached pages and sessions once");
      local.resync();
    }
    subscribedOnce = true;
    down = false;
  });

  // Not awaited: an instance starts and serves with Redis down; ioredis keeps trying, and the subscription
  // (queued until then) starts when Redis answers.
  for (const connection of [publisher, subscriber]) connection.connect().catch(() => {});
  const subscribed = subscriber.subscribe(instanceEventsChannel).then(
    () => true,
    () => false,
  );
  return {
    connected: () => subscribed,
    transport: "redis",
    publish: local.publish,
    subscribe: local.subscribe,
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
