import { defineConfig, devices } from "@playwright/test";

// End-to-end against the production build, in the machine's Chromium (Debian package; Playwright
// downloads no browser here). The server runs on a throwaway embedded database.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "rm -rf build/e2e-data && node server/main.ts",
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: "build/e2e-data",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
  },
});
