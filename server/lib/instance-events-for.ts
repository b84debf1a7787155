import { createMemoryInstanceEvents, type EventsLog, type InstanceEvents } from "./instance-events.ts";
import { createPostgresInstanceEvents } from "./postgres-instance-events.ts";
import { createRedisInstanceEvents } from "./redis-instance-events.ts";

/**
 * The transport for this deployment (decision 0028): Redis pub/sub when REDIS_URL is set, else
 * PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL, else this process only (PGlite is one process).
 */
export function instanceEventsFor(
  config: { REDIS_URL?: string; DATABASE_URL?: string },
  log?: EventsLog,
): InstanceEvents {
  if (config.REDIS_URL) return createRedisInstanceEvents(config.REDIS_URL, log);
  if (config.DATABASE_URL) return createPostgresInstanceEvents(config.DATABASE_URL, log);
  return createMemoryInstanceEvents();
}
