// Lighthouse (mobile profile: default form factor and throttling) over the public routes and the student's
// signed-in pages (the demo student's session cookie sent with every request), against the production
// build, with the bars of ARCHITECTURE.md section 7:
//   npm run perf:lighthouse                  (builds first when build/ is missing)
//   npm run perf:lighthouse -- --report-only (prints the table, never fails)
//   npm run perf:lighthouse -- /about /courses  (only these paths)
//   npm run perf:lighthouse -- --runs=5      (each route five times; the run with the median performance counts)
//   LIGHTHOUSE_OUT=dir npm run perf:lighthouse  (also writes each full report as JSON into dir)
// Starts the server on a free port with a throwaway DATA_DIR (seeded content and demo accounts) and runs
// Chromium from CHROME_PATH (default /usr/bin/chromium). Exits 1 when a route misses a bar.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import { coursePlayerPath, lessonPlayerPath } from "#contracts/learning-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { demoCertificateCodes } from "#server/db/seed-certificates.ts";
import { demoLandingPagePath } from "#server/db/seed-landing-pages.ts";
import { certificatePagePath } from "#server/modules/certificates/certificate-urls.ts";
import { signedInCookie } from "./lib/bench-session.ts";
import { setChromeCookies } from "./lib/chrome-cookies.ts";
import { freePort } from "./lib/free-port.ts";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const reportOnly = args.includes("--report-only");
const onlyPaths = args.filter((arg) => arg.startsWith("/"));
const runs = Number(/^--runs=(\d+)$/.exec(args.find((arg) => arg.startsWith("--runs=")) ?? "")?.[1] ?? 1);

const coursePaths = [
  "/courses/machine-learning",
  "/courses/deep-learning",
  "/courses/ai-engineers",
  "/courses/prompt-engineering",
  "/courses/ai-business",
];
const publicPaths = [
  "/",
  "/courses",
  ...coursePaths,
  "/ai-bootcamp",
  "/ai-bootcamp/start",
  "/ai-bootcamp/apply",
  "/blog",
  "/webinars",
  "/podcast",
  "/careers",
  "/internship",
  "/corporate-training",
  "/community",
  "/investors",
  "/about",
  "/privacy",
  "/contact",
  "/sandbox",
  "/search?q=ai",
  "/seo-preview",
  certificatePagePath(demoCertificateCodes.valid),
  // A page-builder landing page of eight blocks (issue 21: >= 95 on mobile).
  demoLandingPagePath,
];

// The student's pages, signed in as the demo student: the overview, a course outline, and two lesson
// pages of AI Engineering: the first (the seeded video with captions) and the second (an article with
// code). Their ids are read from the outline; "lessons/1" names the first, "lessons/2" the second.
const playerCourse = "ai-engineers";
const lessonRoutes = [1, 2].map((n) => `${coursePlayerPath(playerCourse)}/lessons/${n}`);
const signedInPaths = ["/dashboard/student", coursePlayerPath(playerCourse), ...lessonRoutes];
const isSignedIn = (route: string) => route.startsWith("/dashboard/");

// Tools, and the certificate page (a person's record), ask search engines not to index them (robots
// noindex, on purpose): Lighthouse's SEO score counts that as a failed "is-crawlable" audit, so their SEO
// bar is every other SEO audit passing.
const noindexRoutes = new Set([
  "/search?q=ai",
  "/seo-preview",
  certificatePagePath(demoCertificateCodes.valid),
]);
const noindex = (route: string) => noindexRoutes.has(route) || isSignedIn(route);

// The issue's bars: performance 95 (home and course pages 100), accessibility 95, best practices 95, SEO 100.
function bars(route: string) {
  const perfect = route === "/" || coursePaths.includes(route);
  return {
    performance: perfect ? 100 : 95,
    accessibility: 95,
    "best-practices": 95,
    ...(noindex(route) ? {} : { seo: 100 }),
  };
}

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server not ready after 90 s");
}

/** The first blog post the sitemap lists, if the sitemap and a post exist. */
async function firstBlogPost(base: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${base}/sitemap.xml`);
    if (!response.ok) return undefined;
    const xml = await response.text();
    const match = /<loc>[^<]*?(\/blog\/[^<\s]+)<\/loc>/.exec(xml);
    return match?.[1];
  } catch {
    return undefined;
  }
}

/** The player course's lesson pages in order, read from the outline as the demo student sees it. */
async function lessonPaths(base: string, cookie: string): Promise<string[]> {
  const outlineUrl = endpointUrl(learningApi.outline, { params: { courseSlug: playerCourse } });
  const response = await fetch(`${base}${outlineUrl}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`the outline of ${playerCourse} answered ${response.status}`);
  const outline = (await response.json()) as { modules: { lessons: { id: string }[] }[] };
  const ids = outline.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
  if (ids.length < lessonRoutes.length) throw new Error(`${playerCourse} has too few lessons`);
  return ids.map((id) => lessonPlayerPath(playerCourse, id));
}

type Row = {
  route: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  misses: string[];
};

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } };

if (!existsSync(path.join(rootDir, "build/server/index.js"))) {
  console.log("build/ is missing: npm run build");
  const built = spawnSync("npm", ["run", "build"], { cwd: rootDir, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "ail-lighthouse-"));
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const server = spawn(process.execPath, ["server/main.ts"], {
  cwd: rootDir,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...inherited,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    // The signed-in pages need the demo student; the public pages do not change with it.
    SEED_DEMO_DATA: "true",
    LOG_LEVEL: "warn",
    // One visitor makes many requests per run; per-IP limits would turn a late route into a 429.
    RATE_LIMIT_DISABLED: "true",
  },
});

let chrome: chromeLauncher.LaunchedChrome | undefined;
const rows: Row[] = [];
try {
  await waitReady(base, server);
  const post = await firstBlogPost(base);
  const all = [...publicPaths, ...(post ? [post] : []), ...signedInPaths];
  const routes = onlyPaths.length > 0 ? onlyPaths : all;
  const { username, password } = demoAccounts.student;
  const cookie = routes.some(isSignedIn) ? await signedInCookie(base, username, password) : undefined;
  const lessons = routes.some((route) => lessonRoutes.includes(route))
    ? await lessonPaths(base, cookie!)
    : [];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  for (const route of routes) {
    const lessonIndex = lessonRoutes.indexOf(route);
    const url = `${base}${lessonIndex >= 0 ? lessons[lessonIndex] : route}`;
    const headers = isSignedIn(route) && cookie ? { cookie } : undefined;
    // Public pages are measured signed out, signed-in pages with the demo student's session in the jar.
    await setChromeCookies(chrome.port, base, headers ? headers.cookie : "");
    // One request first: a production server is warm, and the first render of a route (module
    // initialisation, empty caches) would otherwise be measured as the server's response time.
    await fetch(url, { headers }).then((response) => response.arrayBuffer());
    // Lighthouse's own advice for a noisy machine: several runs, the median by performance.
    const results: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`no Lighthouse result for ${route}`);
      results.push(result);
    }
    const performanceOf = (run: (typeof results)[number]) => run.lhr.categories.performance?.score ?? 0;
    results.sort((a, b) => performanceOf(a) - performanceOf(b));
    const result = results[Math.floor(results.length / 2)]!;
    if (runs > 1)
      console.log(
        `${route}: performance over ${runs} runs ${results.map((r) => Math.round(performanceOf(r) * 100)).join(", ")}`,
      );
    const outDir = process.env.LIGHTHOUSE_OUT;
    if (outDir) {
      await mkdir(outDir, { recursive: true });
      const name = route === "/" ? "home" : route.slice(1).replace(/[^\w-]+/g, "_");
      await writeFile(path.join(outDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
    }
    const { categories, audits, runtimeError } = result.lhr as unknown as {
      categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
      audits: Record<string, Audit>;
      runtimeError?: { code: string; message: string };
    };
    // A run that could not measure (NO_FCP, a timeout, ...) scores 0: say why instead of a bare 0.
    if (runtimeError)
      console.error(`${route}: Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`);
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const scripts = audits["resource-summary"]?.details?.items?.find(
      (item) => item.resourceType === "script",
    );
    const misses = Object.entries(bars(route))
      .filter(([id, bar]) => (scores[id] ?? 0) < bar)
      .map(([id, bar]) => `${id} ${scores[id]} < ${bar}`);
    if (noindex(route)) {
      const seoFailures = (categories.seo?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && ref.id !== "is-crawlable")
        .filter((ref) => (audits[ref.id] as { score?: number | null } | undefined)?.score === 0)
        .map((ref) => ref.id);
      if (seoFailures.length > 0) misses.push(`seo audits failed: ${seoFailures.join(", ")}`);
    }
    const failed = Object.entries(audits)
      .filter(([, audit]) => (audit as { score?: number | null }).score === 0)
      .map(([id]) => id);
    rows.push({
      route,
      scores,
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? 0,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
      jsKb: Number(scripts?.transferSize ?? 0) / 1024,
      misses,
    });
    console.log(
      `${route}: ${Object.values(scores).join(" / ")}${failed.length ? `  (failed audits: ${failed.join(", ")})` : ""}`,
    );
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}

const header = ["route", "perf", "a11y", "best practices", "SEO", "LCP", "TBT", "CLS", "JS KB"];
const table = rows.map((row) => [
  row.route,
  String(row.scores.performance),
  String(row.scores.accessibility),
  String(row.scores["best-practices"]),
  noindex(row.route) ? `${row.scores.seo} (noindex)` : String(row.scores.seo),
  `${(row.lcpMs / 1000).toFixed(1)} s`,
  `${Math.round(row.tbtMs)} ms`,
  row.cls.toFixed(3),
  row.jsKb.toFixed(1),
]);
const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
console.log(`\n${line(header)}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const cells of table) console.log(line(cells));

const missed = rows.filter((row) => row.misses.length > 0);
if (missed.length > 0) {
  console.error(`\n${missed.length} route(s) below the bars:`);
  for (const row of missed) console.error(`  ${row.route}: ${row.misses.join(", ")}`);
  if (!reportOnly) process.exit(1);
} else {
  console.log("\nevery route meets the Lighthouse bars");
}
