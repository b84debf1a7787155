import { XMLParser, XMLValidator } from "fast-xml-parser";
import { sitemapUrlsPerFile } from "./sitemap.ts";

export type SitemapCheck = { urls: number; problems: string[] };

const protocolNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";
const maxBytes = 50 * 1024 * 1024;
const maxLocLength = 2048;
// W3C datetime as the protocol allows it: a date, or a date and time with a zone.
const w3cDatetime = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === "url" || name === "sitemap",
});

/**
 * Checks one sitemap document as a crawler would (the sitemaps.org protocol): well-formed XML (fast-xml-parser's
 * validator, with the line of the first error), a urlset or sitemapindex in the protocol's namespace, at most
 * 50,000 entries and 50 MB, each loc an absolute address on this site of at most 2,048 characters, given once,
 * and each lastmod a W3C datetime. `publicUrl` is the site's origin, as PUBLIC_URL says it.
 */
export function validateSitemap(xml: string, publicUrl: string): SitemapCheck {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return { urls: 0, problems: [`The XML is not well formed (line ${valid.err.line}): ${valid.err.msg}`] };
  const problems: string[] = [];
  if (Buffer.byteLength(xml) > maxBytes) problems.push("The file is over 50 MB.");
  const document = parser.parse(xml) as Record<string, Record<string, unknown> | undefined>;
  const root = document.urlset ?? document.sitemapindex;
  if (!root) return { urls: 0, problems: ["The root element is neither <urlset> nor <sitemapindex>."] };
  if (root["@_xmlns"] !== protocolNamespace)
    problems.push(`The root element does not declare xmlns="${protocolNamespace}".`);
  const entries = ((document.urlset ? root.url : root.sitemap) ?? []) as Record<string, unknown>[];
  if (entries.length > sitemapUrlsPerFile)
    problems.push(`It lists ${entries.length} entries; the limit is ${sitemapUrlsPerFile}.`);
  const seen = new Set<string>();
  const origin = new URL(publicUrl).origin;
  entries.forEach((entry, index) => {
    const at = `Entry ${index + 1}`;
    const loc = typeof entry.loc === "string" ? entry.loc.trim() : "";
    if (loc === "") {
      problems.push(`${at} has no <loc>.`);
      return;
    }
    if (loc.length > maxLocLength) problems.push(`${at}: <loc> is over ${maxLocLength} characters.`);
    let sameSite = false;
    try {
      sameSite = new URL(loc).origin === origin;
    } catch {
      // Not an absolute URL: said below.
    }
    if (!sameSite) problems.push(`${at}: ${loc} is not an absolute address on ${origin}.`);
    if (seen.has(loc)) problems.push(`${at}: ${loc} is listed twice.`);
    seen.add(loc);
    if (entry.lastmod !== undefined && !w3cDatetime.test(String(entry.lastmod)))
      problems.push(`${at}: <lastmod> ${String(entry.lastmod)} is not a W3C date.`);
  });
  return { urls: entries.length, problems };
}
