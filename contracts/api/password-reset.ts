import type {
  forgotPasswordSchema,
  passwordResetResponseSchema,
  resetPasswordSchema,
} from "#contracts/password-reset.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const passwordResetApi = {
  forgotPassword: endpoint("POST", "/api/forgot-password")
    .body<In<typeof forgotPasswordSchema>>()
    .returns<Out<typeof passwordResetResponseSchema>>(),
  resetPassword: endpoint("POST", "/api/reset-password")
    .body<In<typeof resetPasswordSchema>>()
    .returns<Out<typeof passwordResetResponseSchema>>(),
};
