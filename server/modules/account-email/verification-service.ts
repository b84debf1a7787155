import { accountEmailLimits, accountEmailMessages } from "#contracts/account-email-text.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { HttpError } from "#server/http-error.ts";
import type { AttemptThrottle } from "#server/modules/auth/attempt-throttle.ts";
import { type AuthEventLogger, ThrottledError } from "#server/modules/auth/auth-service.ts";
import { hashToken, type SessionService } from "#server/modules/auth/session-service.ts";
import type { UsersRepository } from "#server/modules/auth/users-repository.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { emailInUseMail, emailInUseMailKind } from "#server/modules/mail/templates/email-in-use.ts";
import {
  emailVerificationMail,
  emailVerificationMailKind,
} from "#server/modules/mail/templates/email-verification.ts";
import { newEmailToken } from "./email-tokens.ts";
import type { EmailVerificationRepository } from "./verification-repository.ts";

const lifetimeMs = accountEmailLimits.verifyHours * 60 * 60_000;

type Deps = {
  tokens: EmailVerificationRepository;
  users: Pick<UsersRepository, "findByEmail">;
  mail: Pick<MailService, "enqueue">;
  /** Origin of the links in mails (PUBLIC_URL), never the request's Host header. */
  publicUrl: string;
  /** Verification mails per account (resend). */
  resendThrottle: AttemptThrottle;
  log: AuthEventLogger;
  /** The user's sessions carry whether the email is verified: dropped from memory when it changes. */
  sessions: Pick<SessionService, "forgetUser">;
  now?: () => Date;
};

// Email verification (decision 0019): a link mailed at registration and on request; only a verified
// address links applications and anything else keyed by email to the account.
export function createEmailVerificationService(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  async function sendLink(user: { id: string; name: string; email: string }): Promise<void> {
    const { token, hash } = newEmailToken();
    const at = now();
    await deps.tokens.replaceForUser({
      id: hash,
      userId: user.id,
      email: user.email,
      createdAt: at,
      expiresAt: new Date(at.getTime() + lifetimeMs),
    });
    await deps.mail.enqueue({
      to: user.email,
      kind: emailVerificationMailKind,
      ...emailVerificationMail({ name: user.name, link: `${deps.publicUrl}/verify-email?token=${token}` }),
    });
    deps.log("auth.email_verification.sent", { userId: user.id });
  }

  async function mailOwner(
    owner: { id: string; name: string; email: string },
    attempt: "registration" | "email-change",
  ): Promise<void> {
    await deps.mail.enqueue({
      to: owner.email,
      kind: emailInUseMailKind,
      ...emailInUseMail({
        name: owner.name,
        attempt,
        signInLink: `${deps.publicUrl}/auth`,
        forgotPasswordLink: `${deps.publicUrl}/forgot-password`,
      }),
    });
    deps.log("auth.email_in_use.notified", { userId: owner.id, attempt });
  }

  return {
    sendLink,

    /**
     * Someone tried to register (or move another account to) an address that has an account: they were
     * answered as for a free address; the owner hears about it here.
     */
    async notifyOwnerOfAttempt(email: string, attempt: "registration" | "email-change"): Promise<void> {
      const owner = await deps.users.findByEmail(email);
      if (owner?.active) await mailOwner(owner, attempt);
    },
    mailOwner,

    /** "Resend verification email" on /profile: a few an hour per account. */
    async resend(user: CurrentUser): Promise<{ message: string }> {
      if (user.emailVerified) throw new HttpError(409, accountEmailMessages.alreadyVerified);
      const wait = await deps.resendThrottle.retryAfterSeconds(user.id);
      if (wait > 0) throw new ThrottledError(wait);
      await deps.resendThrottle.recordFailure(user.id);
      await sendLink(user);
      return { message: accountEmailMessages.verificationSent(user.email) };
    },

    async verify(token: string): Promise<{ message: string }> {
      const redeemed = await deps.tokens.redeem(hashToken(token), now());
      if (!redeemed) {
        deps.log("auth.email_verification.invalid_token", {});
        throw new HttpError(400, accountEmailMessages.invalidVerifyLink, "token");
      }
      deps.sessions.forgetUser(redeemed.userId);
      deps.log("auth.email_verification.verified", { userId: redeemed.userId });
      return { message: accountEmailMessages.emailVerified };
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
