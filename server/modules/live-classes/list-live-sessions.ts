import type { z } from "zod";
import type { LiveSessionList, liveSessionListQuerySchema } from "#contracts/live-classes.ts";
import { liveClassLimits } from "#contracts/live-classes-text.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import type { StaffUser } from "./session-access.ts";
import { toLiveSession } from "./session-dto.ts";

/** One page of sessions across batches: admins see all, instructors those of the courses they teach. */
export async function listLiveSessions(
  deps: Pick<LiveClassesDeps, "repository" | "now">,
  user: StaffUser,
  query: z.output<typeof liveSessionListQuerySchema>,
): Promise<LiveSessionList> {
  const limit = liveClassLimits.pageSize;
  const { rows, total } = await deps.repository.list(
    {
      scope: query.scope,
      now: deps.now(),
      courseSlug: query.courseSlug,
      batchId: query.batchId,
      status: query.status,
      taughtBy: user.role === "admin" ? undefined : user.id,
    },
    { offset: (query.page - 1) * limit, limit },
  );
  return {
    sessions: rows.map(toLiveSession),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}
