import { and, desc, eq, max } from "drizzle-orm";
import type { OpeningKind, OpeningSummary } from "#contracts/careers.ts";
import type { Database } from "#server/db/client.ts";
import { jobApplications, jobOpenings } from "#server/db/schema/careers.ts";

export type OpeningRecord = OpeningSummary & { id: string; descriptionMarkdown: string };

export type NewJobApplication = {
  openingId: string;
  name: string;
  email: string;
  phone?: string;
  profileUrl?: string;
  coverLetter?: string;
  cvFile: string;
  cvOriginalName: string;
  cvBytes: number;
};

const columns = {
  id: jobOpenings.id,
  slug: jobOpenings.slug,
  kind: jobOpenings.kind,
  title: jobOpenings.title,
  team: jobOpenings.team,
  location: jobOpenings.location,
  employmentType: jobOpenings.employmentType,
  summary: jobOpenings.summary,
  descriptionMarkdown: jobOpenings.descriptionMarkdown,
  postedAt: jobOpenings.postedAt,
  updatedAt: jobOpenings.updatedAt,
};

/** What visitors see: open, and published (a content studio draft or scheduled opening is not). */
const shown = and(eq(jobOpenings.status, "open"), eq(jobOpenings.publication, "published"));

type Row = Omit<OpeningRecord, "postedAt" | "updatedAt"> & { postedAt: Date; updatedAt: Date };

function toRecord(row: Row): OpeningRecord {
  return { ...row, postedAt: row.postedAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function createCareersRepository(db: Database) {
  return {
    /** Open positions, newest first (the title breaks ties so the order is stable). */
    async listOpen(kind?: OpeningKind): Promise<OpeningRecord[]> {
      const where = kind ? and(shown, eq(jobOpenings.kind, kind)) : shown;
      const rows = await db
        .select(columns)
        .from(jobOpenings)
        .where(where)
        .orderBy(desc(jobOpenings.postedAt), jobOpenings.title);
      return rows.map(toRecord);
    },

    /** An open position by slug; undefined when unknown, closed or not published (no application then). */
    async findOpen(slug: string): Promise<OpeningRecord | undefined> {
      const [row] = await db
        .select(columns)
        .from(jobOpenings)
        .where(and(eq(jobOpenings.slug, slug), shown));
      return row ? toRecord(row) : undefined;
    },

    /** When the open positions of a kind last changed (the pages' modification date). */
    async lastChanged(kind: OpeningKind): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(jobOpenings.updatedAt) })
        .from(jobOpenings)
        .where(and(shown, eq(jobOpenings.kind, kind)));
      return row?.at ?? null;
    },

    async createApplication(application: NewJobApplication): Promise<{ id: string }> {
      const [row] = await db
        .insert(jobApplications)
        .values({ ...application, coverLetter: application.coverLetter ?? "" })
        .returning({ id: jobApplications.id });
      if (!row) throw new Error("job application insert returned no row");
      return row;
    },
  };
}
export type CareersRepository = ReturnType<typeof createCareersRepository>;
