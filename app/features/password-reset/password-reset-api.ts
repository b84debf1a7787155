import { apiRequest } from "#app/lib/api-client.ts";
import { toFormRequestError } from "#app/lib/form-errors.ts";
import { passwordResetApi } from "#contracts/api/password-reset.ts";
import type { ForgotPasswordInput, ResetPasswordInput } from "#contracts/password-reset.ts";
import { passwordResetMessages } from "#contracts/password-reset-text.ts";

type MessageResponse = { message: string };

// SPEC.md section 7: both calls read only the status on success; a failure carries the first server
// error, or the screen's default message (also when the network is down).

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageResponse> {
  try {
    return await apiRequest(passwordResetApi.forgotPassword, { body: input });
  } catch (error) {
    throw toFormRequestError(error, passwordResetMessages.forgotFailed);
  }
}

export async function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  try {
    return await apiRequest(passwordResetApi.resetPassword, { body: input });
  } catch (error) {
    throw toFormRequestError(error, passwordResetMessages.resetFailed);
  }
}
