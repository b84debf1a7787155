// Repairs payments whose webhook never arrived: fetches the provider's events of the last hours and hands
// each to checkout, exactly as the webhook would (server/modules/checkout/reconcile.ts). Safe to repeat:
// events already handled are recognised by id and change nothing.
//
//   npm run payments:reconcile                       # the last 72 hours (Stripe retries webhooks for 3 days)
//   npm run payments:reconcile -- --since-hours=240  # Stripe keeps events for 30 days
//
// Uses the same environment as the server (STRIPE_*, DATABASE_URL or DATA_DIR). With the embedded PGlite
// database, stop the server first: PGlite's files take one process at a time.
import { loadConfig } from "#server/config.ts";
import { databaseOptionsFromConfig, openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { createPasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { formatReconcileSummary, reconcilePayments } from "#server/modules/checkout/reconcile.ts";
import { createServices } from "#server/services.ts";

const defaultHours = 72;
const maximumHours = 30 * 24;

function sinceHours(args: string[]): number {
  const arg = args.find((a) => a.startsWith("--since-hours="));
  if (!arg) return defaultHours;
  const hours = Number(arg.slice("--since-hours=".length));
  if (!Number.isFinite(hours) || hours <= 0 || hours > maximumHours) {
    console.error(`--since-hours must be a number of hours above 0 and at most ${maximumHours} (30 days).`);
    process.exit(2);
  }
  return hours;
}

const hours = sinceHours(process.argv.slice(2));
const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
let exitCode = 0;
try {
  await migrateDatabase(database);
  const services = createServices({
    db: database.db,
    config,
    hasher: await createPasswordHasher(),
    authLog: () => {},
    log: {
      info: () => {},
      error: (details, message) => console.error(message, details),
    },
  });
  if (!services.payment.provider) {
    console.log("PAYMENTS_PROVIDER=none: no payment provider, nothing to reconcile.");
    process.exit(0);
  }
  const since = new Date(Date.now() - hours * 3_600_000);
  console.log(`Reconciling ${services.payment.name} payments of the last ${hours} h...`);
  const summary = await reconcilePayments({
    provider: services.payment.provider,
    checkout: services.checkout,
    since,
  });
  console.log(formatReconcileSummary(summary, since));
  if (summary.errors.length > 0) exitCode = 1;
  await services.background.settled();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
