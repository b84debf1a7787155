import type { z } from "zod";
import type { contactRequestSchema } from "#contracts/contact.ts";
import {
  type AdminLeadsPage,
  type AdminLeadsQuery,
  type CallbackRequest,
  type LeadDetail,
  type LeadNote,
  type LeadStatus,
  leadsMessages,
} from "#contracts/leads.ts";
import { contactMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { LeadsRepository } from "./repository.ts";

export type ContactRequest = z.output<typeof contactRequestSchema>;
/** The page a form was sent from, and the visitor's A/B variant when that page runs a test (issue 21). */
export type LeadContext = { page?: string | undefined; variant?: "a" | "b" | undefined };

// The leads table's id is a uuid: anything else cannot name a lead and must not reach the database.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireLeadId(id: string): string {
  if (!uuidPattern.test(id)) throw new HttpError(404, leadsMessages.leadNotFound);
  return id;
}

export function createLeadsService(deps: { repository: LeadsRepository }) {
  const { repository } = deps;
  return {
    /** A contact request from the dialog: stored as a lead for the admissions team. */
    async recordContactRequest(input: ContactRequest, context: LeadContext): Promise<{ message: string }> {
      await repository.create({
        kind: "contact",
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        details: { source: "contact-download", page: context.page, variant: context.variant },
      });
      return { message: contactMessages.successBody };
    },

    /** 'Request a Callback' in the bottom bar: a lead of kind 'callback'. */
    async recordCallbackRequest(input: CallbackRequest, context: LeadContext): Promise<{ message: string }> {
      await repository.create({
        kind: "callback",
        name: input.name,
        phone: input.phone,
        details: {
          preferredTime: input.preferredTime,
          topic: input.topic,
          page: context.page,
          variant: context.variant,
        },
      });
      return { message: leadsMessages.callbackSuccessBody };
    },

    list(query: AdminLeadsQuery): Promise<AdminLeadsPage> {
      return repository.search(query);
    },

    async detail(id: string): Promise<LeadDetail> {
      const lead = await repository.findDetail(requireLeadId(id));
      if (!lead) throw new HttpError(404, leadsMessages.leadNotFound);
      return lead;
    },

    async setStatus(id: string, status: LeadStatus): Promise<LeadDetail> {
      if (!(await repository.setStatus(requireLeadId(id), status))) {
        throw new HttpError(404, leadsMessages.leadNotFound);
      }
      return this.detail(id);
    },

    async addNote(id: string, text: string, authorId: string): Promise<LeadNote> {
      const note = await repository.addNote(requireLeadId(id), authorId, text);
      if (!note) throw new HttpError(404, leadsMessages.leadNotFound);
      return note;
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
