// Renders public/favicon.svg (the site's mark) to public/assets/logo.png at the size contracts/seo.ts
// declares, with the machine's Chromium. Structured data names this file as the Organization's logo:
// Google wants a raster logo (PNG, JPEG, ...) of at least 112x112 px as an ImageObject with its true size.
// Run after editing the favicon, then commit both files:
//   npx node scripts/make-logo-image.ts
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { seoDefaults } from "#contracts/seo.ts";

const width = seoDefaults.logoWidth;
const height = seoDefaults.logoHeight;
const source = path.resolve("public/favicon.svg");
const target = path.resolve("public", `.${seoDefaults.logo}`);

const svg = (await readFile(source, "utf8")).replace("<svg ", `<svg width="${width}" height="${height}" `);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;overflow:hidden;background:transparent">${svg}</body></html>`,
    { waitUntil: "load" },
  );
  // Transparent outside the rounded square, as the favicon is.
  await page.screenshot({
    path: target,
    type: "png",
    omitBackground: true,
    clip: { x: 0, y: 0, width, height },
  });
} finally {
  await browser.close();
}
const { size } = await stat(target);
console.log(
  `wrote ${path.relative(process.cwd(), target)}: ${width}x${height}, ${(size / 1024).toFixed(1)} KB`,
);
