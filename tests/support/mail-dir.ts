import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ReceivedMail } from "./smtp-sink.ts";

/** Where the end-to-end SMTP sink (tests/e2e/global-setup.ts) writes the mail it receives. */
export function e2eMailDir(smtpPort: string | number): string {
  return path.resolve("build", `e2e-mail-${smtpPort}`);
}

async function readMails(dir: string): Promise<ReceivedMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as ReceivedMail),
  );
}

/** Polls the sink's folder until a mail to `address` (optionally with a subject) has arrived. */
export async function waitForMailTo(
  dir: string,
  address: string,
  options: { subject?: string; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const wanted = address.toLowerCase();
  for (;;) {
    const found = (await readMails(dir)).find(
      (mail) =>
        mail.to.some((to) => to.toLowerCase() === wanted) &&
        (options.subject === undefined || mail.subject === options.subject),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
