import { defineConfig } from "vitest/config";

// Two projects: "unit" (pure logic and components, beside the code) and "integration" (the API through
// buildApp + inject on a real database: PGlite per worker, or PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "contracts/**/*.test.ts",
            "server/**/*.unit.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "happy-dom",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
