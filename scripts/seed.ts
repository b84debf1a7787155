// Applies migrations and the idempotent seed without starting the server (the server also does this
// at every start). Useful against a fresh PostgreSQL: DATABASE_URL=postgres://... npm run seed
import { loadConfig } from "#server/config.ts";
import { databaseOptionsFromConfig, openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { seedDatabase } from "#server/db/seed.ts";

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  await migrateDatabase(database);
  await seedDatabase(database.db, { phone: config.SITE_PHONE, email: config.SITE_EMAIL });
  console.log(`Migrated and seeded the ${database.kind} database.`);
} finally {
  await database.close();
}
