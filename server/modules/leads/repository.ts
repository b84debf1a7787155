import type { Database } from "../../db/client.ts";
import { leads } from "../../db/schema/marketing.ts";

export type NewLead = {
  kind: "contact" | "callback" | "chat";
  name: string;
  email?: string;
  phone?: string;
  company?: string;
  details?: Record<string, unknown>;
};

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
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
