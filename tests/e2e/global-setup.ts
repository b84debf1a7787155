import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { e2eMailDir } from "../support/mail-dir.ts";
import { startSmtpSink } from "../support/smtp-sink.ts";

// The local SMTP server the app under test sends to (playwright.config.ts passes SMTP_URL on
// E2E_SMTP_PORT). Each mail becomes one JSON file the journeys read (tests/support/mail-dir.ts).
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = process.env.E2E_SMTP_PORT;
  if (!port) throw new Error("E2E_SMTP_PORT is not set (playwright.config.ts sets it)");
  const dir = e2eMailDir(port);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let count = 0;
  const sink = await startSmtpSink({
    port: Number(port),
    onMail: async (mail) => {
      count += 1;
      const name = `${Date.now()}-${String(count).padStart(4, "0")}.json`;
      // Written under another name and renamed: the journeys poll this folder, and a reader
      // must never see a half-written file (rename within one folder is atomic).
      const partial = path.join(dir, `${name}.partial`);
      await writeFile(partial, JSON.stringify(mail, null, 2));
      await rename(partial, path.join(dir, name));
    },
  });
  return async () => {
    await sink.close();
    await rm(dir, { recursive: true, force: true });
  };
}
