import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AdmissionsService } from "#server/modules/admissions/service.ts";
import type { BatchesService } from "#server/modules/batches/service.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { SettingsService } from "#server/modules/settings/service.ts";
import { createTestPaymentsRepository } from "#server/modules/test-payments/repository.ts";
import { createPaymentProvider } from "#server/providers/payments/create-payment-provider.ts";
import type { WebhookDelivery } from "#server/providers/payments/test-provider.ts";
import { createCheckout } from "./create-checkout.ts";
import { renderReceiptPdf } from "./receipt-pdf.ts";
import { receiptRoutes } from "./receipt-routes.ts";
import { checkoutRoutes } from "./routes.ts";
import { webhookRoutes } from "./webhook-routes.ts";

type Deps = {
  db: Database;
  config: Config;
  admissions: AdmissionsService;
  settings: SettingsService;
  mail: MailService;
  background: BackgroundTasks;
  batches: BatchesService;
  log?: AppLogger;
};

// Checkout and payments (decision 0014): the provider PAYMENTS_PROVIDER names (decisions 0014 and 0018)
// and the core. The test provider posts its events to our own webhook route; the test-payments module
// connects that loop once the routes exist.
export const checkoutModule = defineModule({
  name: "checkout",
  create: ({ db, config, admissions, settings, mail, background, batches, log }: Deps) => {
    const webhookLoopback: { deliver: WebhookDelivery | null } = { deliver: null };
    const payment = createPaymentProvider(config, {
      testStore: createTestPaymentsRepository(db),
      deliver: async (payload, signature) => {
        if (!webhookLoopback.deliver) throw new Error("webhook loopback not connected");
        await webhookLoopback.deliver(payload, signature);
      },
    });
    const checkout = createCheckout({
      db,
      latestBootcampApplication: (user) => admissions.latestApplicationOf(user),
      openAdmission: () => settings.bootcampOpenAdmission(),
      provider: payment.provider,
      renderReceipt: renderReceiptPdf,
      deliverMail: () => mail.deliverPending(),
      background,
      publicUrl: config.publicUrl,
      seller: async () => ({ email: (await settings.publicSettings()).email }),
      log: (event, details) => log?.info({ event, ...details }, "checkout event"),
      waitlistOffers: batches.offers,
    });
    return { checkout, payment, webhookLoopback };
  },
  routes: async (app, { checkout, payment }) => {
    // The webhook reads raw bodies in its own scope.
    await app.register(checkoutRoutes, { service: checkout });
    await app.register(receiptRoutes, { source: checkout });
    // PAYMENTS_PROVIDER=none: no webhook (its path answers 404).
    if (payment.provider)
      await app.register(webhookRoutes, { service: checkout, provider: payment.provider });
  },
});
