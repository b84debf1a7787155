import { and, asc, eq } from "drizzle-orm";
import { renderMarkdown } from "#server/lib/markdown.ts";
import type { Database } from "./client.ts";
import { courses } from "./schema/catalog.ts";
import { communityReplies, communityThreads } from "./schema/community.ts";
import { enrollments } from "./schema/enrollments.ts";
import { siteSettings } from "./schema/settings.ts";

// A few forum conversations (issue 18), so a fresh demo's Community shows what the forum is for: a pinned
// welcome in the general space, an answered question in the AI Engineering course space, and an unanswered
// one in the demo student's cohort (the instructor's Community page lists it first). Demo data only
// (SEED_DEMO_DATA); seeded once: a marker in site_settings remembers it, so deleting them sticks.

const markerKey = "seeded_community:demo";
const hour = 3_600_000;

type Post = { authorId: string; body: string; at: Date };

export async function seedDemoCommunity(
  tx: Database,
  input: { studentId: string; instructorId: string; today: Date },
): Promise<void> {
  const [marker] = await tx.select().from(siteSettings).where(eq(siteSettings.key, markerKey));
  if (marker) return;
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, "ai-engineers"));
  if (!course) return;
  const [enrollment] = await tx
    .select({ batchId: enrollments.batchId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, input.studentId), eq(enrollments.courseId, course.id)))
    .orderBy(asc(enrollments.createdAt))
    .limit(1);
  const ago = (hours: number) => new Date(input.today.getTime() - hours * hour);
  const { studentId, instructorId } = input;

  await thread(tx, {
    space: { spaceKey: "general", courseId: null, batchId: null },
    title: "Welcome to the AI Labs community",
    tags: ["welcome"],
    pinned: true,
    post: {
      authorId: instructorId,
      at: ago(72),
      body: "Say hello and tell us **what you want to build**. Each course and cohort has its own space; ask course questions there so your instructors see them first.",
    },
    replies: [
      {
        authorId: studentId,
        at: ago(70),
        body: "Hi all! I'm here to ship a retrieval-augmented support bot by the end of the bootcamp.",
      },
    ],
  });
  await thread(tx, {
    space: { spaceKey: `course:${course.id}`, courseId: course.id, batchId: null },
    title: "When should I fine-tune instead of improving the prompt?",
    tags: ["fine-tuning", "prompting"],
    post: {
      authorId: studentId,
      at: ago(48),
      body: "My classifier prompt gets about 85% right. Is that the point where fine-tuning pays off?",
    },
    replies: [
      {
        authorId: instructorId,
        at: ago(46),
        accepted: true,
        body: "First build an evaluation set of a few hundred labelled examples, then try few-shot examples and a clearer label definition. Fine-tune when the prompt stops improving *and* you have the data:\n\n```python\nfrom sklearn.metrics import classification_report\nprint(classification_report(y_true, y_pred))\n```",
      },
    ],
  });
  if (enrollment?.batchId) {
    await thread(tx, {
      space: { spaceKey: `batch:${enrollment.batchId}`, courseId: course.id, batchId: enrollment.batchId },
      title: "Weekend cohort: who wants to team up for the capstone?",
      tags: ["capstone", "study-group"],
      post: {
        authorId: studentId,
        at: ago(20),
        body: "I'd like a team of three for the capstone. I can take the evaluation harness; ideas welcome!",
      },
      replies: [],
    });
  }
  await tx
    .insert(siteSettings)
    .values({ key: markerKey, value: input.today.toISOString() })
    .onConflictDoNothing();
}

async function thread(
  tx: Database,
  plan: {
    space: { spaceKey: string; courseId: string | null; batchId: string | null };
    title: string;
    tags: string[];
    pinned?: boolean;
    post: Post;
    replies: (Post & { accepted?: boolean })[];
  },
): Promise<void> {
  const last = plan.replies.at(-1)?.at ?? plan.post.at;
  const [row] = await tx
    .insert(communityThreads)
    .values({
      ...plan.space,
      authorId: plan.post.authorId,
      title: plan.title,
      body: plan.post.body,
      bodyHtml: renderMarkdown(plan.post.body),
      tags: plan.tags,
      pinned: plan.pinned ?? false,
      createdAt: plan.post.at,
      updatedAt: plan.post.at,
      lastActivityAt: last,
      replyCount: plan.replies.length,
    })
    .returning({ id: communityThreads.id });
  if (!row) return;
  for (const reply of plan.replies) {
    const [written] = await tx
      .insert(communityReplies)
      .values({
        threadId: row.id,
        authorId: reply.authorId,
        body: reply.body,
        bodyHtml: renderMarkdown(reply.body),
        createdAt: reply.at,
        updatedAt: reply.at,
      })
      .returning({ id: communityReplies.id });
    if (reply.accepted && written)
      await tx
        .update(communityThreads)
        .set({ acceptedReplyId: written.id })
        .where(eq(communityThreads.id, row.id));
  }
}
