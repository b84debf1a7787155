// Renders public/assets/og-image.svg to public/assets/og-image.jpg (1200x630, the social image of
// SPEC.md section 9) with the machine's Chromium. Run after editing the SVG, then commit both files:
//   npx node scripts/make-og-image.ts
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";

const width = 1200;
const height = 630;
const source = path.resolve("public/assets/og-image.svg");
const target = path.resolve("public/assets/og-image.jpg");
const maxBytes = 120 * 1024;

const svg = await readFile(source, "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">${svg}</body></html>`, {
    waitUntil: "load",
  });
  await page.screenshot({ path: target, type: "jpeg", quality: 88, clip: { x: 0, y: 0, width, height } });
} finally {
  await browser.close();
}
const { size } = await stat(target);
console.log(
  `wrote ${path.relative(process.cwd(), target)}: ${width}x${height}, ${(size / 1024).toFixed(1)} KB`,
);
if (size > maxBytes) {
  console.error(`og-image.jpg is over ${maxBytes / 1024} KB: simplify the SVG or lower the quality`);
  process.exit(1);
}
