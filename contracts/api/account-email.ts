import type {
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  emailStatusSchema,
  emailTokenSchema,
} from "#contracts/account-email.ts";
import type { messageResponseSchema } from "#contracts/auth.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const accountEmailApi = {
  emailStatus: endpoint("GET", "/api/profile/email").returns<Out<typeof emailStatusSchema>>(),
  requestEmailChange: endpoint("POST", "/api/profile/email")
    .body<In<typeof emailChangeRequestSchema>>()
    .returns<Out<typeof emailChangeResponseSchema>>(),
  resendVerification: endpoint("POST", "/api/profile/email/verification").returns<
    Out<typeof messageResponseSchema>
  >(),
  verifyEmail: endpoint("POST", "/api/email/verify")
    .body<In<typeof emailTokenSchema>>()
    .returns<Out<typeof messageResponseSchema>>(),
  confirmEmailChange: endpoint("POST", "/api/email-change/confirm")
    .body<In<typeof emailTokenSchema>>()
    .returns<Out<typeof messageResponseSchema>>(),
  cancelEmailChange: endpoint("POST", "/api/email-change/cancel")
    .body<In<typeof emailTokenSchema>>()
    .returns<Out<typeof messageResponseSchema>>(),
};
