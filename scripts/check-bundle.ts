// After `react-router build` and scripts/compress-assets.ts: prints the first-load JavaScript of every route
// in brotli KB and fails when a public page is over 120 KB or a portal page over 250 KB (ARCHITECTURE.md
// section 7). Usage: npx node scripts/check-bundle.ts [build/client] [--verbose] [--report-only]
// --report-only prints the same table and warning but exits 0 (for measuring an experiment).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { budgets, parseManifestScript, reportFirstLoad } from "./lib/first-load.ts";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const reportOnly = args.includes("--report-only");
const clientDir = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? "build/client");
const assetsDir = path.join(clientDir, "assets");

const manifestName = existsSync(assetsDir)
  ? readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  : undefined;
if (!manifestName) {
  console.error(`check-bundle: no React Router manifest in ${assetsDir}; run react-router build first`);
  process.exit(1);
}
const manifest = parseManifestScript(readFileSync(path.join(assetsDir, manifestName), "utf8"));
manifest.url = `/assets/${manifestName}`;

// The precompressed .br the server sends when present, else the same brotli settings as compress-assets.
const sizes = new Map<string, number>();
function brotliSize(file: string): number {
  const cached = sizes.get(file);
  if (cached !== undefined) return cached;
  const full = path.join(clientDir, file);
  const size = existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).length
    : brotliCompressSync(readFileSync(full), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
  sizes.set(file, size);
  return size;
}

const brotliTextSize = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const reports = reportFirstLoad(manifest, brotliSize, brotliTextSize);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const width = Math.max(...reports.map((report) => report.pattern.length), 5);
console.log(`\nfirst-load JavaScript (brotli) per route\n${"route".padEnd(width)}  budget      KB`);
for (const report of reports) {
  const mark = report.overBudget ? "  OVER BUDGET" : "";
  console.log(
    `${report.pattern.padEnd(width)}  ${report.budget.name.padEnd(6)} ${kb(report.brotliBytes).padStart(7)}${mark}`,
  );
  if (verbose) {
    console.log(
      `${"".padEnd(width)}    ${kb(report.inlineBytes).padStart(6)} (manifest inlined in the page)`,
    );
    for (const file of report.files)
      console.log(`${"".padEnd(width)}    ${kb(brotliSize(file)).padStart(6)} ${file}`);
  }
}

const over = reports.filter((report) => report.overBudget);
if (over.length > 0) {
  console.error(
    `\ncheck-bundle: ${over.length} route(s) over budget (public ${budgets.public.limitKb} KB, portal ${budgets.portal.limitKb} KB brotli): ${over
      .map((report) => `${report.pattern} ${kb(report.brotliBytes)} KB`)
      .join(", ")}`,
  );
  if (!reportOnly) process.exit(1);
  console.error("check-bundle: --report-only, not failing the build");
} else {
  console.log("\ncheck-bundle: every route is within its first-load JavaScript budget");
}
