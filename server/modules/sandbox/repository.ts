import { asc, eq, max } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { modelPrices, promptTemplates } from "#server/db/schema/sandbox.ts";

export type ModelPriceRow = {
  model: string;
  provider: string;
  inputUsdPerMillion: number;
  outputUsdPerMillion: number;
  updatedAt: Date;
};

export type PromptTemplateRow = {
  slug: string;
  title: string;
  category: string;
  description: string;
  body: string;
  courseSlug: string | null;
  courseTitle: string | null;
};

export function createSandboxRepository(db: Database) {
  return {
    /** The price table, cheapest input first. */
    async listPrices(): Promise<ModelPriceRow[]> {
      const rows = await db
        .select({
          model: modelPrices.model,
          provider: modelPrices.provider,
          inputUsdPerMillion: modelPrices.inputUsdPerMillion,
          outputUsdPerMillion: modelPrices.outputUsdPerMillion,
          updatedAt: modelPrices.updatedAt,
        })
        .from(modelPrices)
        .orderBy(asc(modelPrices.inputUsdPerMillion), asc(modelPrices.model));
      return rows.map((row) => ({
        ...row,
        inputUsdPerMillion: Number(row.inputUsdPerMillion),
        outputUsdPerMillion: Number(row.outputUsdPerMillion),
      }));
    },

    async listTemplates(): Promise<PromptTemplateRow[]> {
      return db
        .select({
          slug: promptTemplates.slug,
          title: promptTemplates.title,
          category: promptTemplates.category,
          description: promptTemplates.description,
          body: promptTemplates.body,
          courseSlug: courses.slug,
          courseTitle: courses.title,
        })
        .from(promptTemplates)
        .leftJoin(courses, eq(courses.id, promptTemplates.courseId))
        .orderBy(asc(promptTemplates.category), asc(promptTemplates.title));
    },

    /** When the page's content (prices or templates) last changed. */
    async lastChanged(): Promise<Date | null> {
      const [[prices], [templates]] = await Promise.all([
        db.select({ at: max(modelPrices.updatedAt) }).from(modelPrices),
        db.select({ at: max(promptTemplates.updatedAt) }).from(promptTemplates),
      ]);
      const dates = [prices?.at, templates?.at].filter((d): d is Date => d instanceof Date);
      return dates.length > 0 ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
    },
  };
}
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
