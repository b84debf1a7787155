import { sql } from "drizzle-orm";
import { batches } from "./schema/catalog.ts";

/**
 * Seats a batch can still sell: paid seats and the live 30-minute holds of pending checkouts count as
 * taken (server/modules/checkout). Shared by every read that shows "seats left", so the banner, the course
 * page and the checkout agree.
 */
export const seatsAvailableSql = sql<number>`greatest(0, ${batches.seatsTotal} - ${batches.seatsTaken} - (
  select count(*) from orders held
  where held.batch_id = ${batches.id} and held.status = 'pending' and held.seat_held_until > now()
))::int`;
