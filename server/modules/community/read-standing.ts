import type { Standing } from "#contracts/community-moderation.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";

/** The caller's own warnings and running suspensions (moderation, issue 18); nobody reads another's. */
export async function readStanding(deps: CommunityDeps, user: CommunityUser): Promise<Standing> {
  const { warnings, suspensions } = await deps.moderation.standing(user.id, deps.now());
  return {
    suspended: suspensions.length > 0,
    suspensions: suspensions.map((row) => ({
      courseTitle: row.courseTitle,
      until: row.until.toISOString(),
      reason: row.reason,
    })),
    warnings: warnings.map((row) => ({
      id: row.id,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
