// Screenshots of pages at phone and desktop widths, for reviewing a change by eye:
//   npx node scripts/screenshot.ts http://localhost:3000/ /about ...   (PNG files land in ./screenshots)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = [390, 1280];
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const path of paths.length ? paths : ["/"]) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const messages: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => messages.push(`pageerror: ${e.message}`));
    await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
    const file = `screenshots/${path.replace(/\W+/g, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file, messages.length ? messages.join(" | ") : "(no console errors)");
    await page.close();
  }
}
await browser.close();
