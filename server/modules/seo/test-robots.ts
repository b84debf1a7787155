import robotsParser from "robots-parser";
import type { RobotsTestQuery, RobotsTestResult } from "#contracts/seo-sitemap.ts";

/**
 * "May this crawler fetch this path?" against robots.txt as the site serves it, by a maintained parser that
 * follows RFC 9309 (longest match, Allow over Disallow on a tie, the crawler's own group before `*`).
 */
export function testRobots(robotsTxt: string, publicUrl: string, query: RobotsTestQuery): RobotsTestResult {
  const robots = robotsParser(`${publicUrl}/robots.txt`, robotsTxt);
  const url = `${publicUrl}${query.path}`;
  const agent = query.agent === "*" ? "AnyCrawler" : query.agent;
  const allowed = robots.isAllowed(url, agent) ?? true;
  const line = robots.getMatchingLineNumber(url, agent);
  return {
    allowed,
    line: line > 0 ? line : null,
    rule: line > 0 ? (robotsTxt.split("\n")[line - 1] ?? null) : null,
  };
}
