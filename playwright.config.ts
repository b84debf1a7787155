import { createServer } from "node:net";
import { defineConfig, devices } from "@playwright/test";

// End-to-end against the production build, in the machine's Chromium (Debian package; Playwright
// downloads no browser here). The server runs on a throwaway embedded database.
// A free port, chosen once by the runner; workers inherit it through the environment.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);

/** Accounts the journeys sign in with (documented in tests/e2e/README.md). */
export const e2eAdmin = { username: "admin", password: "e2e-admin-password-2026" } as const;
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
  // A local SMTP server (tests/support) receives the site's mail; journeys read it from build/e2e-mail-<port>.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf build/e2e-data-${port} && node server/main.ts`,
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
      DATA_DIR: `build/e2e-data-${port}`,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "AI Labs <no-reply@ailabs.test>",
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_EMAIL: "admin@ailabs.test",
      ADMIN_PASSWORD: e2eAdmin.password,
      SEED_DEMO_DATA: "true",
      // As behind a load balancer: set-up calls made through the API (tests/e2e/checkout.spec.ts) name
      // their own client address, so they do not use up the per-IP sign-up limit the journeys run into.
      TRUST_PROXY: "true",
    },
  },
});
