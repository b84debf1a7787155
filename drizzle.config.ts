import { defineConfig } from "drizzle-kit";

// Migrations are generated against the schema files and applied at boot (server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/*.ts",
  out: "./drizzle",
});
