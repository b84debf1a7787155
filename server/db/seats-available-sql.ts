import { sql } from "drizzle-orm";
import { batchWaitlist } from "./schema/batches.ts";
import { batches } from "./schema/catalog.ts";

/**
 * Seats a batch can still sell to anyone: paid seats, the live 30-minute holds of pending checkouts and the
 * live 24-hour holds of waitlist offers count as taken, and while people wait in line a freed seat is
 * theirs (the offer job hands it to the first of them), so it is not for sale either (decision 0045).
 * Shared by every read that shows "seats left", so the banner, the course page and the checkout agree.
 */
// The batch's columns are named with their table: in a select from `batches` alone Drizzle writes bare
// column names, and a bare "id" inside the subqueries would be the subquery's own row's.
export const seatsAvailableSql = sql<number>`greatest(0, "batches"."seats_total" - "batches"."seats_taken" - (
  select count(*) from orders held
  where held.batch_id = "batches"."id" and held.status = 'pending' and held.seat_held_until > now()
) - (
  select count(*) from ${batchWaitlist} line
  where line.batch_id = "batches"."id"
    and (line.status = 'waiting' or (line.status = 'offered' and line.offer_expires_at > now()))
))::int`;

/** A batch that is shown and sold: open for enrollment (drafts, closed and cancelled batches are not). */
export const batchOnSaleSql = sql`${batches.status} = 'open'`;
