import type { z } from "zod";
import type { contactRequestSchema } from "../../../contracts/contact.ts";
import { contactMessages } from "../../../contracts/messages.ts";
import type { LeadsRepository } from "./repository.ts";

export type ContactRequest = z.output<typeof contactRequestSchema>;

export function createLeadsService(deps: { repository: LeadsRepository }) {
  return {
    /** A contact request from the dialog: stored as a lead for the admissions team. */
    async recordContactRequest(
      input: ContactRequest,
      context: { page?: string },
    ): Promise<{ message: string }> {
      await deps.repository.create({
        kind: "contact",
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        details: { source: "contact-download", page: context.page },
      });
      return { message: contactMessages.successBody };
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
