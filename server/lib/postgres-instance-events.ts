import pg from "pg";
import {
  createLocalEvents,
  type EventsLog,
  type InstanceEvents,
  instanceEventsChannel,
} from "./instance-events.ts";

// Instance events over PostgreSQL LISTEN/NOTIFY (decision 0028), for deployments with PostgreSQL and no
// Redis. One connection of its own listens (a pooled one would be handed to queries); notifications go
// out on another. A lost listening connection is replaced with backoff; when it is back, this instance
// drops its caches once ("resync"), because what the others sent meanwhile is lost.
export function createPostgresInstanceEvents(url: string, log?: EventsLog): InstanceEvents {
  const sender = new pg.Pool({ connectionString: url, max: 1 });
  sender.on("error", () => {});
  let down = false;
  const local = createLocalEvents((envelope) => {
    sender.query("select pg_notify($1, $2)", [instanceEventsChannel, envelope]).catch((error: unknown) => {
      if (!down) log?.error({ err: error }, "instance events: NOTIFY failed");
      down = true;
    });
  });

  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function listen(attempt: number): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (message) => {
      if (message.channel === instanceEventsChannel && message.payload) local.receive(message.payload);
    });
    client.on("error", (error) => {
      if (!down)
        log?.error(
          { err: error },
          "instance events: LISTEN connection lost; caches expire on their own meanwhile",
        );
      down = true;
      void client.end().catch(() => {});
      if (listener === client) listener = undefined;
      schedule(1);
    });
    await client.connect();
    await client.query(`listen ${instanceEventsChannel}`);
    listener = client;
    if (attempt > 0) {
      log?.info({}, "instance events: LISTEN connection back; dropping cached pages and sessions once");
      local.resync();
    }
    down = false;
  }

  function schedule(attempt: number): void {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        listen(attempt).catch(() => schedule(attempt + 1));
      },
      Math.min(attempt * 250, 2_000),
    );
    retry.unref();
  }

  // Not awaited for the same reason as Redis: the instance serves while the listener is being set up.
  const first = listen(0).then(
    () => true,
    () => {
      schedule(1);
      return false;
    },
  );
  return {
    connected: () => first,
    transport: "postgres",
    publish: local.publish,
    subscribe: local.subscribe,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await Promise.all([listener?.end().catch(() => {}), sender.end().catch(() => {})]);
    },
  };
}
