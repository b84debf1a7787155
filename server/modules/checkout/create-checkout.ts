import type { Database } from "#server/db/client.ts";
import { createCouponsRepository } from "./coupons-repository.ts";
import { createCoursesRepository } from "./courses-repository.ts";
import { createFulfilmentRepository } from "./fulfilment-repository.ts";
import { createOrdersRepository } from "./orders-repository.ts";
import { createPaymentEventsRepository } from "./payment-events-repository.ts";
import { createRefundsRepository } from "./refunds-repository.ts";
import { createSeatHoldsRepository } from "./seat-holds-repository.ts";
import { type CheckoutDeps, createCheckoutService } from "./service.ts";

// The checkout's composition: its repositories over one database, and the service over them. What belongs
// to other modules (provider, mail, settings, admissions) comes in through `deps`.
export function createCheckout(deps: CheckoutDeps & { db: Database }) {
  const { db, ...rest } = deps;
  return createCheckoutService({
    ...rest,
    orders: createOrdersRepository(db),
    seatHolds: createSeatHoldsRepository(db),
    courses: createCoursesRepository(db),
    coupons: createCouponsRepository(db),
    events: createPaymentEventsRepository(db),
    fulfilment: createFulfilmentRepository(db),
    refunds: createRefundsRepository(db),
  });
}
