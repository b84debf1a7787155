import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { z } from "zod";
import type { pageViewSchema } from "#contracts/analytics.ts";
import { redactUrlSecrets } from "#server/lib/url-secrets.ts";
import type { AnalyticsRepository } from "./repository.ts";

export type PageViewInput = z.output<typeof pageViewSchema>;
export type Visitor = { ip: string; userAgent: string; siteHost: string };

/** The referrer's host when it is another site; internal navigation and junk give null. */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).host.toLowerCase();
    return host && host !== siteHost.toLowerCase() ? host.slice(0, 255) : null;
  } catch {
    return null;
  }
}

export function createAnalyticsService(deps: { repository: AnalyticsRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  // Salts are cached per day; the database keeps the day's one so all instances agree.
  let cached: { day: string; salt: string } | undefined;

  async function saltFor(day: string): Promise<string> {
    if (cached?.day === day) return cached.salt;
    const salt = await deps.repository.saltFor(day, randomBytes(32).toString("base64url"));
    cached = { day, salt };
    return salt;
  }

  async function hashOf(visitor: Pick<Visitor, "ip" | "userAgent">, day: string): Promise<string> {
    const salt = await saltFor(day);
    return createHash("sha256")
      .update(`${salt}\n${visitor.ip}\n${visitor.userAgent}`)
      .digest("base64url")
      .slice(0, 22);
  }

  return {
    /**
     * Today's visitor hash of (ip, user agent), the one a page view of theirs is stored with, without recording
     * anything (the A/B split of landing pages, decision 0068); null for crawlers and empty user agents.
     */
    async visitorHashOf(visitor: Pick<Visitor, "ip" | "userAgent">): Promise<string | null> {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return null;
      return hashOf(visitor, now().toISOString().slice(0, 10));
    },

    /** Records a page view without cookies or raw IP. Crawlers are not counted. Returns whether it was stored. */
    async recordPageView(input: PageViewInput, visitor: Visitor): Promise<boolean> {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return false;
      const day = now().toISOString().slice(0, 10);
      const visitorHash = await hashOf(visitor, day);
      // A reset link's token (or another secret in the path) is not kept with the view.
      const path = redactUrlSecrets(input.path.split("?")[0]?.split("#")[0] || "/");
      await deps.repository.record({
        day,
        path,
        referrerHost: referrerHost(input.referrer, visitor.siteHost),
        screenWidth: input.screenWidth ?? null,
        visitorHash,
        entry: input.entry ?? false,
        // Campaigns are a visit's: kept with its first view only.
        utmSource: (input.entry && input.utmSource) || null,
        utmMedium: (input.entry && input.utmMedium) || null,
        utmCampaign: (input.entry && input.utmCampaign) || null,
      });
      return true;
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
