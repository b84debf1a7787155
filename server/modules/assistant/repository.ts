import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { chatConversations, chatMessages, faqs } from "#server/db/schema/assistant.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { leads } from "#server/db/schema/leads.ts";
import type { AssistantVisitor, BatchFacts, ChatTurn, CourseFacts, FaqFacts } from "./engine.ts";

export function createAssistantRepository(db: Database) {
  return {
    async listCourses(): Promise<CourseFacts[]> {
      return (
        db
          .select({
            slug: courses.slug,
            title: courses.title,
            summary: courses.summary,
            level: courses.level,
            durationWeeks: courses.durationWeeks,
            priceCents: courses.priceCents,
            currency: courses.currency,
            outcomes: courses.outcomes,
            prerequisites: courses.prerequisites,
          })
          .from(courses)
          // Only what a visitor can buy: unpublished and archived courses are not offered (decision 0044).
          .where(eq(courses.published, true))
          .orderBy(asc(courses.title))
      );
    },

    /** Batches that start after `today` (YYYY-MM-DD), soonest first, with seats left. */
    async listUpcomingBatches(today: string): Promise<BatchFacts[]> {
      const rows = await db
        .select({
          courseSlug: courses.slug,
          courseTitle: courses.title,
          type: batches.type,
          startDate: batches.startDate,
          schedule: batches.schedule,
          seatsTotal: batches.seatsTotal,
          seatsTaken: batches.seatsTaken,
        })
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .where(and(gt(batches.startDate, today), eq(batches.status, "open"), eq(courses.published, true)))
        .orderBy(asc(batches.startDate), asc(courses.title))
        .limit(50);
      return rows.map(({ seatsTotal, seatsTaken, ...r }) => ({
        ...r,
        seatsAvailable: Math.max(0, seatsTotal - seatsTaken),
      }));
    },

    async listFaqs(): Promise<FaqFacts[]> {
      const rows = await db
        .select({ slug: faqs.slug, topic: faqs.topic, question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .orderBy(asc(faqs.sortOrder), asc(faqs.slug));
      return rows.map((r) => ({ ...r, rank: 0 }));
    },

    /**
     * Full-text search over the FAQs (the GIN-indexed expression). Any word of the question may match
     * (an OR of its English lexemes), ranked with the question text weighted above the answer.
     */
    async searchFaqs(text: string, limit: number): Promise<FaqFacts[]> {
      const query = sql`(select to_tsquery('simple', string_agg(quote_literal(l), ' | '))
        from unnest(tsvector_to_array(to_tsvector('english', ${text}))) as l)`;
      const document = sql`to_tsvector('english', ${faqs.question} || ' ' || ${faqs.answer})`;
      const weighted = sql`setweight(to_tsvector('english', ${faqs.question}), 'A') || setweight(to_tsvector('english', ${faqs.answer}), 'B')`;
      const rank = sql<number>`ts_rank(${weighted}, ${query})`.mapWith(Number);
      return db
        .select({ slug: faqs.slug, topic: faqs.topic, question: faqs.question, answer: faqs.answer, rank })
        .from(faqs)
        .where(sql`${document} @@ ${query}`)
        .orderBy(desc(rank), asc(faqs.sortOrder))
        .limit(limit);
    },

    /**
     * Stores one exchange. The first message of a visitor (same browser and email) creates the
     * conversation and its lead of kind 'chat'; later ones append to it.
     */
    async recordExchange(input: {
      visitorKey: string;
      visitor: AssistantVisitor;
      turns: ChatTurn[];
      page?: string;
    }): Promise<{ conversationId: string; leadId: string }> {
      return db.transaction(async (tx) => {
        // Two first messages at once from one visitor must not open two conversations.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${input.visitorKey}`}))`);
        let [conversation] = await tx
          .select({ id: chatConversations.id, leadId: chatConversations.leadId })
          .from(chatConversations)
          .where(eq(chatConversations.visitorKey, input.visitorKey))
          .orderBy(desc(chatConversations.lastMessageAt))
          .limit(1);
        if (!conversation) {
          const [lead] = await tx
            .insert(leads)
            .values({
              kind: "chat",
              name: input.visitor.name,
              email: input.visitor.email,
              phone: input.visitor.phone,
              details: { source: "live-chat", page: input.page },
            })
            .returning({ id: leads.id });
          if (!lead) throw new Error("lead insert returned no row");
          [conversation] = await tx
            .insert(chatConversations)
            .values({ leadId: lead.id, visitorKey: input.visitorKey, ...input.visitor })
            .returning({ id: chatConversations.id, leadId: chatConversations.leadId });
          if (!conversation) throw new Error("conversation insert returned no row");
        } else {
          await tx
            .update(chatConversations)
            .set({ lastMessageAt: sql`now()`, phone: input.visitor.phone, name: input.visitor.name })
            .where(eq(chatConversations.id, conversation.id));
          await tx.update(leads).set({ updatedAt: sql`now()` }).where(eq(leads.id, conversation.leadId));
        }
        await tx
          .insert(chatMessages)
          .values(
            input.turns.map((t) => ({ conversationId: conversation.id, sender: t.sender, text: t.text })),
          );
        return { conversationId: conversation.id, leadId: conversation.leadId };
      });
    },
  };
}
export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
