import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Role } from "#contracts/auth.ts";
import type { ModerationState } from "#contracts/community.ts";
import type { ReportReason } from "#contracts/community-moderation.ts";
import type { Database, Executor, Transaction } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { users } from "#server/db/schema/auth.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { type CommunityPostKind, communityReplies, communityThreads } from "#server/db/schema/community.ts";
import {
  communityReports,
  communitySuspensions,
  communityWarnings,
} from "#server/db/schema/community-moderation.ts";
import { createModerationQueueRepository, type QueueKey } from "./moderation-queue-repository.ts";

// Reports, warnings, suspensions and a post's moderation state (moderation, issue 18). A state change keeps
// the thread's counters as decision 0047 keeps them: only published, live replies count.

export function createModerationRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: a moderation change and its audit entry commit together. */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** When the account was made (new accounts' links wait for review) and its role. */
    async account(userId: string): Promise<{ createdAt: Date; role: Role } | undefined> {
      const [row] = await db
        .select({ createdAt: users.createdAt, role: users.role })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** The suspension that stops the user posting in a space of `courseId` (or anywhere), the longest first. */
    async activeSuspension(
      userId: string,
      courseId: string | null,
      now: Date,
    ): Promise<{ until: Date; courseTitle: string | null } | undefined> {
      const [row] = await db
        .select({ until: communitySuspensions.until, courseTitle: courses.title })
        .from(communitySuspensions)
        .leftJoin(courses, eq(courses.id, communitySuspensions.courseId))
        .where(
          and(
            eq(communitySuspensions.userId, userId),
            gt(communitySuspensions.until, now),
            courseId
              ? or(isNull(communitySuspensions.courseId), eq(communitySuspensions.courseId, courseId))
              : isNull(communitySuspensions.courseId),
          ),
        )
        .orderBy(desc(communitySuspensions.until))
        .limit(1);
      return row;
    },

    /** A new open report, or "duplicate" when the reporter has one open on this post. */
    async insertReport(values: {
      postKind: CommunityPostKind;
      postId: string;
      threadId: string;
      courseId: string | null;
      reporterId: string;
      reason: ReportReason;
      details: string;
      createdAt: Date;
    }): Promise<{ id: string } | "duplicate"> {
      try {
        const [row] = await db.insert(communityReports).values(values).returning({ id: communityReports.id });
        if (!row) throw new Error("report insert returned no row");
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return "duplicate";
        throw error;
      }
    },

    /**
     * Sets a post's state. A reply moving into or out of "published" (and not deleted) moves its thread's
     * reply count; one approved after review also moves the thread's latest activity, as a new reply would.
     * Answers the state before, or undefined when there is no such post.
     */
    async setState(
      { kind, id }: QueueKey,
      to: ModerationState,
      now: Date,
      tx: Executor = db,
    ): Promise<ModerationState | undefined> {
      if (kind === "thread") {
        const [before] = await tx
          .select({ moderation: communityThreads.moderation })
          .from(communityThreads)
          .where(eq(communityThreads.id, id))
          .for("update");
        if (!before) return undefined;
        await tx
          .update(communityThreads)
          .set({
            moderation: to,
            ...(before.moderation === "held" && to === "published" ? { lastActivityAt: now } : {}),
          })
          .where(eq(communityThreads.id, id));
        return before.moderation;
      }
      const [before] = await tx
        .select({
          moderation: communityReplies.moderation,
          deletedAt: communityReplies.deletedAt,
          threadId: communityReplies.threadId,
        })
        .from(communityReplies)
        .where(eq(communityReplies.id, id))
        .for("update");
      if (!before) return undefined;
      await tx.update(communityReplies).set({ moderation: to }).where(eq(communityReplies.id, id));
      const counted = (state: ModerationState) => state === "published" && before.deletedAt === null;
      if (counted(before.moderation) !== counted(to)) {
        const step = counted(to) ? 1 : -1;
        await tx
          .update(communityThreads)
          .set({
            replyCount: sql`greatest(${communityThreads.replyCount} + ${step}, 0)`,
            ...(before.moderation === "held" ? { lastActivityAt: now } : {}),
          })
          .where(eq(communityThreads.id, before.threadId));
      }
      return before.moderation;
    },

    /** Resolves the post's open reports with the action taken; answers how many. */
    async resolveReports(
      key: QueueKey,
      by: string,
      resolution: string,
      now: Date,
      tx: Executor = db,
    ): Promise<number> {
      const resolved = await tx
        .update(communityReports)
        .set({ resolvedAt: now, resolvedBy: by, resolution })
        .where(
          and(
            eq(communityReports.postKind, key.kind),
            eq(communityReports.postId, key.id),
            isNull(communityReports.resolvedAt),
          ),
        )
        .returning({ id: communityReports.id });
      return resolved.length;
    },

    async insertWarning(values: typeof communityWarnings.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(communityWarnings).values(values);
    },

    async insertSuspension(
      values: typeof communitySuspensions.$inferInsert,
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(communitySuspensions).values(values);
    },

    /** A member's warnings (newest first) and the suspensions that still run. */
    async standing(userId: string, now: Date) {
      const [warnings, suspensions] = await Promise.all([
        db
          .select({
            id: communityWarnings.id,
            message: communityWarnings.message,
            createdAt: communityWarnings.createdAt,
          })
          .from(communityWarnings)
          .where(eq(communityWarnings.userId, userId))
          .orderBy(desc(communityWarnings.createdAt), desc(communityWarnings.id)),
        db
          .select({
            until: communitySuspensions.until,
            reason: communitySuspensions.reason,
            courseTitle: courses.title,
          })
          .from(communitySuspensions)
          .leftJoin(courses, eq(courses.id, communitySuspensions.courseId))
          .where(and(eq(communitySuspensions.userId, userId), gt(communitySuspensions.until, now)))
          .orderBy(desc(communitySuspensions.until)),
      ]);
      return { warnings, suspensions };
    },

    ...createModerationQueueRepository(db),
  };
}
export type ModerationRepository = ReturnType<typeof createModerationRepository>;
