import type { contactRequestResponseSchema, contactRequestSchema } from "#contracts/contact.ts";
import type {
  adminLeadsPageSchema,
  adminLeadsQuerySchema,
  callbackRequestResponseSchema,
  callbackRequestSchema,
  leadDetailSchema,
  leadNoteCreateSchema,
  leadNoteSchema,
  leadStatusUpdateSchema,
} from "#contracts/leads.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const leadsApi = {
  contactRequest: endpoint("POST", "/api/contact-download")
    .body<In<typeof contactRequestSchema>>()
    .returns<Out<typeof contactRequestResponseSchema>>(),
  callbackRequest: endpoint("POST", "/api/callback-request")
    .body<In<typeof callbackRequestSchema>>()
    .returns<Out<typeof callbackRequestResponseSchema>>(),
  leads: endpoint("GET", "/api/admin/leads")
    .query<Query<typeof adminLeadsQuerySchema>>()
    .returns<Out<typeof adminLeadsPageSchema>>(),
  lead: endpoint("GET", "/api/admin/leads/:id").returns<Out<typeof leadDetailSchema>>(),
  setLeadStatus: endpoint("PATCH", "/api/admin/leads/:id")
    .body<In<typeof leadStatusUpdateSchema>>()
    .returns<Out<typeof leadDetailSchema>>(),
  addLeadNote: endpoint("POST", "/api/admin/leads/:id/notes")
    .body<In<typeof leadNoteCreateSchema>>()
    .returns<Out<typeof leadNoteSchema>>(),
};
