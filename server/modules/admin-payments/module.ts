import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { CheckoutService } from "#server/modules/checkout/service.ts";
import { createAdminPaymentsRepository } from "./repository.ts";
import { adminPaymentsRoutes } from "./routes.ts";
import { createAdminPaymentsService } from "./service.ts";

type Deps = { db: Database; checkout: CheckoutService };

// The admin's Payments and Coupons screens; refunds go through the checkout core, so it comes after checkout.
export const adminPaymentsModule = defineModule({
  name: "admin-payments",
  create: ({ db, checkout }: Deps) => ({
    adminPayments: createAdminPaymentsService({
      repository: createAdminPaymentsRepository(db),
      refunds: checkout,
    }),
  }),
  routes: async (app, { adminPayments }) => {
    await app.register(adminPaymentsRoutes, { service: adminPayments });
  },
});
