import { describe, expect, it } from "vitest";
import type { AuditRule } from "#contracts/seo-audit.ts";
import { type AuditedPage, auditThresholds, pageFindings, siteFindings } from "./audit-rules.ts";
import { readPage } from "./read-page.ts";
import { pageScore } from "./run-audit.ts";

const origin = "https://ailabs.test";
const goodTitle = "Deep Learning Course for Engineers | AI Labs";
const goodDescription =
  "Learn deep learning from first principles: tensors, backpropagation, CNNs and transformers, with weekly projects and mentor reviews.";
// Plain sentences, enough words not to be thin, easy enough to read.
const plainText = Array.from(
  { length: 40 },
  (_, i) => `We build a small model in week ${i + 1}. You test it and you see what it learns.`,
).join(" ");
const courseJsonLd = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Course",
  name: "Deep Learning",
  description: "Neural networks from scratch.",
  provider: { "@type": "Organization", name: "AI Labs", url: origin },
});

type Parts = {
  title?: string | null;
  description?: string | null;
  robots?: string;
  canonicals?: string[];
  head?: string;
  body?: string;
};

/** A crafted page: good on every check unless a part says otherwise. */
function html(parts: Parts = {}, path = "/courses/deep-learning"): string {
  const title = parts.title === undefined ? goodTitle : parts.title;
  const description = parts.description === undefined ? goodDescription : parts.description;
  const canonicals = parts.canonicals ?? [`${origin}${path}`];
  return [
    "<!doctype html><html lang='en'><head>",
    title === null ? "" : `<title>${title}</title>`,
    description === null ? "" : `<meta name="description" content="${description}">`,
    parts.robots ? `<meta name="robots" content="${parts.robots}">` : "",
    ...canonicals.map((href) => `<link rel="canonical" href="${href}">`),
    `<script type="application/ld+json">${courseJsonLd}</script>`,
    parts.head ?? "",
    "</head><body><nav><a href='/courses'>Courses</a></nav><main>",
    parts.body ??
      `<h1>Deep Learning</h1><h2>What you learn</h2><p>${plainText}</p><img src="/a.png" alt="A chart">`,
    "</main><footer>Footer words that do not count</footer></body></html>",
  ].join("");
}

function audited(parts: Parts = {}, extra: Partial<AuditedPage> = {}): AuditedPage {
  const path = extra.path ?? "/courses/deep-learning";
  const markup = html(parts, path);
  return {
    path,
    status: 200,
    bytes: Buffer.byteLength(markup),
    inSitemap: !(parts.robots ?? "").includes("noindex"),
    facts: readPage(markup, `${origin}${path}`),
    ...extra,
  };
}

const rulesOf = (page: AuditedPage) =>
  pageFindings(page, `${origin}${page.path}`).map((finding) => finding.rule);

describe("pageFindings: each check on crafted pages", () => {
  it("finds nothing on a good page", () => {
    expect(pageFindings(audited(), `${origin}/courses/deep-learning`)).toEqual([]);
  });

  const longTitle = "The Complete Deep Learning and Neural Networks Course for Working Engineers | AI Labs";
  const cases: { name: string; page: AuditedPage; raises: AuditRule[]; spares?: AuditRule[] }[] = [
    {
      name: "a page that does not answer 200",
      page: audited({}, { status: 500, facts: null }),
      raises: ["page-status"],
    },
    { name: "no <title>", page: audited({ title: null }), raises: ["title-missing"] },
    { name: "a title over 60 characters", page: audited({ title: longTitle }), raises: ["title-too-long"] },
    {
      name: "a long title on a noindex page is not a search problem",
      page: audited({ title: longTitle, robots: "noindex" }),
      raises: [],
      spares: ["title-too-long"],
    },
    {
      name: "a title of 60 narrow characters is fine",
      page: audited({ title: "i".repeat(60) }),
      raises: [],
      spares: ["title-too-long"],
    },
    {
      name: "a title under 30 characters",
      page: audited({ title: "Deep Learning" }),
      raises: ["title-too-short"],
    },
    { name: "no meta description", page: audited({ description: null }), raises: ["description-missing"] },
    {
      name: "a description over 160 characters",
      page: audited({ description: "Learn ".repeat(30).trim() }),
      raises: ["description-too-long"],
    },
    {
      name: "a description under 70 characters",
      page: audited({ description: "Learn deep learning." }),
      raises: ["description-too-short"],
    },
    {
      name: "no H1",
      page: audited({ body: `<h2>Part</h2><p>${plainText}</p>` }),
      raises: ["h1-missing"],
    },
    {
      name: "two H1s",
      page: audited({ body: `<h1>A</h1><h1>B</h1><p>${plainText}</p>` }),
      raises: ["h1-multiple"],
    },
    {
      name: "H2 then H4",
      page: audited({ body: `<h1>A</h1><h2>B</h2><h4>C</h4><p>${plainText}</p>` }),
      raises: ["heading-order"],
    },
    {
      name: "H3 back to H2 is not a skip",
      page: audited({ body: `<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2><p>${plainText}</p>` }),
      raises: [],
      spares: ["heading-order"],
    },
    {
      name: "an image without alt",
      page: audited({ body: `<h1>A</h1><p>${plainText}</p><img src="/x.png"><img src="/y.png" alt="">` }),
      raises: ["image-alt-missing"],
    },
    {
      name: "alt='' marks decoration and is right",
      page: audited({ body: `<h1>A</h1><p>${plainText}</p><img src="/y.png" alt="">` }),
      raises: [],
      spares: ["image-alt-missing"],
    },
    {
      name: "thin content",
      page: audited({ body: "<h1>A</h1><p>Just a few words here.</p>" }),
      raises: ["thin-content"],
    },
    {
      name: "navigation and footer words do not count as content",
      page: audited({ body: `<h1>A</h1><nav>${plainText}</nav><p>Few words.</p>` }),
      raises: ["thin-content"],
    },
    {
      name: "hard to read",
      page: audited({
        body: `<h1>A</h1><p>${"Organisational hyperparameterisation notwithstanding, probabilistic regularisation methodologies substantially counterbalance overparameterised representational architectures within computationally intensive optimisation environments ".repeat(25)}.</p>`,
      }),
      raises: ["readability"],
    },
    {
      name: "two canonicals",
      page: audited({ canonicals: [`${origin}/a`, `${origin}/b`] }),
      raises: ["canonical-conflict"],
    },
    { name: "no canonical", page: audited({ canonicals: [] }), raises: ["canonical-conflict"] },
    {
      name: "the sitemap lists a page whose canonical is another",
      page: audited({ canonicals: [`${origin}/courses`] }),
      raises: ["canonical-conflict"],
    },
    {
      name: "a canonical elsewhere is fine when the sitemap leaves the page out",
      page: audited({ canonicals: [`${origin}/courses`] }, { inSitemap: false }),
      raises: [],
      spares: ["canonical-conflict"],
    },
    {
      name: "a noindex page in the sitemap",
      page: audited({ robots: "noindex, follow" }, { inSitemap: true }),
      raises: ["noindex-in-sitemap"],
    },
    {
      name: "broken JSON-LD",
      page: audited({
        head: '<script type="application/ld+json">{"@context":"https://schema.org",</script>',
      }),
      raises: ["json-ld-invalid"],
    },
    {
      name: "JSON-LD without a required property",
      page: audited({
        head: `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Event", name: "Demo day" })}</script>`,
      }),
      raises: ["json-ld-invalid"],
    },
    {
      name: "a heavy page",
      page: audited({}, { bytes: auditThresholds.pageWeightBytes + 1 }),
      raises: ["page-weight"],
    },
  ];

  for (const { name, page, raises, spares = [] } of cases) {
    it(`${name}: ${raises.length > 0 ? raises.join(", ") : `not ${spares.join(", ")}`}`, () => {
      const found = rulesOf(page);
      expect([...new Set(found)].sort()).toEqual([...raises].sort());
      for (const rule of spares) expect(found).not.toContain(rule);
    });
  }

  it("says by how much, and where the fix is", () => {
    const [finding] = pageFindings(audited({ title: longTitle }), `${origin}/courses/deep-learning`);
    expect(finding).toMatchObject({ rule: "title-too-long", severity: "warning", fix: "title" });
    expect(finding?.message).toContain(`${longTitle.length} characters`);
  });
});

describe("siteFindings", () => {
  it("flags titles and descriptions two indexable pages share, and only those", () => {
    const a = audited({}, { path: "/a" });
    const b = audited({}, { path: "/b" });
    const c = audited(
      { title: "Another page with its own title | AI Labs", description: `${goodDescription} More.` },
      { path: "/c" },
    );
    const hidden = audited({ robots: "noindex" }, { path: "/d", inSitemap: false });
    const findings = siteFindings([a, b, c, hidden], () => 200);
    expect(findings.map((f) => `${f.path} ${f.rule}`).sort()).toEqual([
      "/a description-duplicate",
      "/a title-duplicate",
      "/b description-duplicate",
      "/b title-duplicate",
    ]);
    expect(findings.find((f) => f.path === "/a")?.message).toContain("/b");
  });

  it("flags links to missing pages and to permanent redirects, not to temporary ones", () => {
    const body = `<h1>A</h1><p>${plainText}</p><a href="/gone">x</a><a href="${origin}/moved?x=1#y">y</a><a href="/login">z</a><a href="https://elsewhere.test/gone">w</a><a href="#top">t</a>`;
    const page = audited({ body });
    const statuses: Record<string, number> = { "/gone": 404, "/moved": 301, "/login": 302, "/courses": 200 };
    const findings = siteFindings([page], (path) => statuses[path]);
    expect(findings.map((f) => f.rule)).toEqual(["broken-link", "redirected-link"]);
    expect(findings[0]?.message).toContain("/gone");
    expect(findings[1]?.message).toContain("/moved");
    expect(page.facts?.internalLinks.sort()).toEqual(["/courses", "/gone", "/login", "/moved"]);
  });

  it("finds nothing when every link answers", () => {
    expect(
      siteFindings([audited({ body: `<h1>A</h1><p>${plainText}</p><a href="/x">x</a>` })], () => 200),
    ).toEqual([]);
  });
});

describe("pageScore", () => {
  it("takes 15 an error, 5 a warning, 1 a notice, never below 0", () => {
    expect(pageScore([])).toBe(100);
    expect(pageScore([{ severity: "error" }, { severity: "warning" }, { severity: "notice" }])).toBe(79);
    expect(pageScore(Array.from({ length: 8 }, () => ({ severity: "error" as const })))).toBe(0);
  });
});
