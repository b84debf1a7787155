import type { RobotsEditor } from "#contracts/seo-robots.ts";
import { builtInRobots, robotsTxt } from "../robots.ts";
import type { SeoSettingsRepository } from "../seo-settings-repository.ts";

/** The robots.txt editor: the built-in group, the marketer's lines under their version, the file as served. */
export async function readRobotsEditor(deps: {
  settings: SeoSettingsRepository;
  publicUrl: string;
}): Promise<RobotsEditor> {
  const stored = await deps.settings.read();
  return {
    builtIn: builtInRobots(),
    rules: stored.robotsRules,
    version: stored.version,
    updatedBy: stored.updatedBy,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    served: robotsTxt(deps.publicUrl, stored.robotsRules),
  };
}
