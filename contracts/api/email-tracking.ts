import type {
  emailTrackingPageSchema,
  emailTrackingQuerySchema,
  mailResendResultSchema,
  trackedMailDetailSchema,
} from "#contracts/email-tracking.ts";
import { endpoint, type Out, type Query } from "./endpoint.ts";

export const emailTrackingApi = {
  mails: endpoint("GET", "/api/admin/mails")
    .query<Query<typeof emailTrackingQuerySchema>>()
    .returns<Out<typeof emailTrackingPageSchema>>(),
  mail: endpoint("GET", "/api/admin/mails/:id").returns<Out<typeof trackedMailDetailSchema>>(),
  resendMail: endpoint("POST", "/api/admin/mails/:id/resend").returns<Out<typeof mailResendResultSchema>>(),
};
