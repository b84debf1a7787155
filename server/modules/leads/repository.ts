import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type {
  AdminLeadsPage,
  AdminLeadsQuery,
  LeadDetail,
  LeadNote,
  LeadStatus,
  LeadSummary,
} from "#contracts/leads.ts";
import type { Database } from "#server/db/client.ts";
import { chatConversations, chatMessages } from "#server/db/schema/assistant.ts";
import { users } from "#server/db/schema/auth.ts";
import { leadNotes, leads } from "#server/db/schema/leads.ts";

export type NewLead = {
  kind: "contact" | "callback" | "chat" | "corporate";
  name: string;
  email?: string;
  phone?: string;
  company?: string;
  details?: Record<string, unknown>;
};

const summaryColumns = {
  id: leads.id,
  kind: leads.kind,
  status: leads.status,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  company: leads.company,
  details: leads.details,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
};

type SummaryRow = Omit<LeadSummary, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

function toSummary(row: SummaryRow): LeadSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function listFilter(query: Pick<AdminLeadsQuery, "kind" | "status">): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(leads.kind, query.kind));
  if (query.status) conditions.push(eq(leads.status, query.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createLeadsRepository(db: Database) {
  return {
    async create(lead: NewLead): Promise<{ id: string }> {
      const [row] = await db
        .insert(leads)
        .values({ ...lead, details: lead.details ?? {} })
        .returning({ id: leads.id });
      if (!row) throw new Error("lead insert returned no row");
      return row;
    },

    /** The inbox: newest first (the id breaks ties so pages never repeat or skip a row). */
    async search(query: AdminLeadsQuery): Promise<AdminLeadsPage> {
      const where = listFilter(query);
      const [rows, [totals]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(leads)
          .where(where)
          .orderBy(desc(leads.createdAt), asc(leads.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(leads).where(where),
      ]);
      return {
        items: rows.map(toSummary),
        total: Number(totals?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** One lead with its chat transcript (oldest message first) and its notes (oldest first). */
    async findDetail(id: string): Promise<LeadDetail | undefined> {
      const [row] = await db.select(summaryColumns).from(leads).where(eq(leads.id, id));
      if (!row) return undefined;
      const [messages, notes] = await Promise.all([
        db
          .select({ sender: chatMessages.sender, text: chatMessages.text, createdAt: chatMessages.createdAt })
          .from(chatMessages)
          .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
          .where(eq(chatConversations.leadId, id))
          .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
        this.notesOf(id),
      ]);
      return {
        ...toSummary(row),
        transcript: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        notes,
      };
    },

    async notesOf(leadId: string): Promise<LeadNote[]> {
      const rows = await db
        .select({
          id: leadNotes.id,
          text: leadNotes.text,
          authorName: users.name,
          createdAt: leadNotes.createdAt,
        })
        .from(leadNotes)
        .leftJoin(users, eq(users.id, leadNotes.authorId))
        .where(eq(leadNotes.leadId, leadId))
        .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
      return rows.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() }));
    },

    /** Sets the status; false when there is no such lead. */
    async setStatus(id: string, status: LeadStatus): Promise<boolean> {
      const updated = await db
        .update(leads)
        .set({ status, updatedAt: new Date() })
        .where(eq(leads.id, id))
        .returning({ id: leads.id });
      return updated.length > 0;
    },

    /** Adds a note; undefined when there is no such lead. */
    async addNote(leadId: string, authorId: string, text: string): Promise<LeadNote | undefined> {
      return db.transaction(async (tx) => {
        const [lead] = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.id, leadId))
          .for("update");
        if (!lead) return undefined;
        const [note] = await tx
          .insert(leadNotes)
          .values({ leadId, authorId, text })
          .returning({ id: leadNotes.id, text: leadNotes.text, createdAt: leadNotes.createdAt });
        if (!note) throw new Error("note insert returned no row");
        await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, leadId));
        const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, authorId));
        return { ...note, authorName: author?.name ?? null, createdAt: note.createdAt.toISOString() };
      });
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
