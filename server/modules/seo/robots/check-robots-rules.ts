import robotsParser from "robots-parser";
import { disallowedPaths, robotsTxt } from "../robots.ts";

// The checks of the marketer's robots.txt lines (issue 20), one module with a table of tests
// (check-robots-rules.unit.test.ts). Each line on its own first (RFC 9309's fields), then the whole file as
// crawlers would read it, by the robots-parser package: groups for one crawler merge, so a line here can undo a
// built-in one ("Allow: /dashboard/" wins a tie with "Disallow: /dashboard/").

const fields = new Set(["user-agent", "allow", "disallow", "sitemap", "crawl-delay"]);
// Crawlers whose view of the site matters most; each must still be kept out of the private areas and let in.
const crawlers = ["Googlebot", "Bingbot", "AnyCrawler"];

/** The first problem of the lines, in words naming the line; null when they may be saved. */
export function robotsRulesProblem(rules: string, publicUrl: string): string | null {
  const lines = rules.split("\n");
  let inGroup = false;
  for (const [index, raw] of lines.entries()) {
    const line = raw.replace(/#.*$/, "").trim();
    const at = `Line ${index + 1}`;
    if (line === "") continue;
    const colon = line.indexOf(":");
    if (colon <= 0) return `${at}: write a rule as "Field: value", for example "Disallow: /drafts/".`;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (!fields.has(field))
      return `${at}: "${line.slice(0, colon).trim()}" is not a robots.txt field (User-agent, Allow, Disallow, Sitemap or Crawl-delay).`;
    if (field === "user-agent") {
      if (value === "") return `${at}: name the crawler, or * for all of them.`;
      inGroup = true;
    } else if (field === "allow" || field === "disallow") {
      if (!inGroup)
        return `${at}: start the group with a User-agent line before its ${field === "allow" ? "Allow" : "Disallow"} rules.`;
      if (value !== "" && !value.startsWith("/") && !value.startsWith("*"))
        return `${at}: a path starts with / (for example /drafts/).`;
    } else if (field === "sitemap") {
      if (!/^https?:\/\/\S+$/.test(value))
        return `${at}: a sitemap is a full address, starting with https://.`;
    } else if (!/^\d+(\.\d+)?$/.test(value)) return `${at}: Crawl-delay is a number of seconds.`;
  }

  const robots = robotsParser(`${publicUrl}/robots.txt`, robotsTxt(publicUrl, rules));
  for (const agent of crawlers) {
    const name = agent === "AnyCrawler" ? "crawlers" : agent;
    if (robots.isAllowed(`${publicUrl}/`, agent) === false)
      return `These rules would stop ${name} from crawling the home page, and so the whole site.`;
    for (const path of disallowedPaths)
      if (robots.isAllowed(`${publicUrl}${path}`, agent) !== false)
        return `These rules would let ${name} into ${path}, which stays private.`;
  }
  return null;
}
